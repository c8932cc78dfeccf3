import { Link } from 'react-router';
import './breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Absent on the current page, the last crumb. */
  to?: string;
}

/** The trail from the home page to this one: links a search engine follows and a visitor can tap. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
