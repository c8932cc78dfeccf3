import { MESSAGES } from '@local-shops/shared';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The generic error boundary page (SPEC.md section 8). */
export function ErrorPage() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  console.error(error);
  return (
    <main className="page page--center error-page">
      <h1>{MESSAGES.unexpectedError}</h1>
      {chunkFailed ? <p>{MESSAGES.chunkLoadFailed('')}</p> : null}
      {isRouteErrorResponse(error) ? <p>{error.statusText}</p> : null}
      <a className="button button--primary" href="/">
        Go to home page
      </a>
    </main>
  );
}
