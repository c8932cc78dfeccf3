import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { PATHS } from '../../lib/paths.ts';

/** SPEC.md lists /dashboard without showing its content; this is an honest placeholder. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <div className="page">
      <h1>Dashboard</h1>
      <p className="placeholder-note">Your shop dashboard is not ready yet. It will show how your shop is doing.</p>
      <div className="button-row">
        <Link className="button button--primary" to={PATHS.home}>
          Back to home page
        </Link>
      </div>
    </div>
  );
}
