import { Link } from 'react-router';
import { PATHS } from '../lib/paths.ts';

export function NotFoundPage() {
  return (
    <main className="page page--center">
      <img src="/images/not-found.svg" alt="" width="200" height="150" />
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="button button--primary" to={PATHS.home}>
        Go to home page
      </Link>
    </main>
  );
}
