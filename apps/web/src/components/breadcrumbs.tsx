import { Link } from 'react-router';
import { SHOP_TEXT } from '@local-shops/shared';
import { useTexts } from '../lib/i18n.ts';
import './breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Absent on the current page, the last crumb. */
  to?: string;
}

/** The trail from the home page to this one: links a search engine follows and a visitor can tap. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const texts = useTexts(SHOP_TEXT);
  return (
    <nav aria-label={texts.breadcrumb} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
