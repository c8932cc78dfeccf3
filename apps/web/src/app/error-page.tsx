import { APP_TEXTS } from '@local-shops/shared';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * The chunk a failed lazy import asked for (after a deploy an open tab can ask for a file that is
 * gone): its file name without the hash, or undefined when the error is something else.
 */
export function failedChunk(error: unknown): string | undefined {
  if (!(error instanceof Error) || !/dynamically imported module|Loading chunk/i.test(error.message)) return undefined;
  const file = /([\w-]+?)(?:-[\w]{8})?\.js\b/.exec(error.message)?.[1];
  return file ?? 'N';
}

/** The generic error boundary page (SPEC.md section 8). */
export function ErrorPage() {
  const error = useRouteError();
  const chunk = failedChunk(error);
  console.error(error);
  return (
    <main className="page page--center error-page">
      <h1>{APP_TEXTS.unexpectedError}</h1>
      {chunk ? <p>{APP_TEXTS.chunkLoadFailed(chunk)}</p> : null}
      {isRouteErrorResponse(error) ? <p>{error.statusText}</p> : null}
      <a className="button button--primary" href="/">
        Go to home page
      </a>
    </main>
  );
}
