import { Link } from 'react-router';
import { PAGE_TEXTS } from '@local-shops/shared';
import { useTexts } from '../lib/i18n.ts';
import { PATHS } from '../lib/paths.ts';

export function NotFoundPage() {
  const texts = useTexts(PAGE_TEXTS);
  return (
    <main className="page page--center">
      <img src="/images/not-found.svg" alt="" width="200" height="150" />
      <h1>{texts.notFoundTitle}</h1>
      <p>{texts.notFoundBody}</p>
      <Link className="button button--primary" to={PATHS.home}>
        {texts.goHome}
      </Link>
    </main>
  );
}
