import { Component, type ReactNode } from 'react';
import { APP_TEXTS } from '@local-shops/shared';
import { textsNow } from '../lib/i18n.ts';

/**
 * The chunk a failed lazy import asked for (after a deploy an open tab can ask for a file that is
 * gone): its file name without the hash, or undefined when the error is something else.
 */
export function failedChunk(error: unknown): string | undefined {
  if (!(error instanceof Error) || !/dynamically imported module|Loading chunk/i.test(error.message)) return undefined;
  const file = /([\w-]+?)(?:-[\w]{8})?\.js\b/.exec(error.message)?.[1];
  return file ?? 'N';
}

/** The generic error page (SPEC.md section 8). */
export function ErrorPage({ error }: { error: unknown }) {
  // The frame's texts are loaded before the first paint, so this never waits.
  const texts = textsNow(APP_TEXTS);
  const chunk = failedChunk(error);
  return (
    <main className="page page--center error-page">
      <h1>{texts.unexpectedError}</h1>
      {chunk ? <p>{texts.chunkLoadFailed(chunk)}</p> : null}
      <a className="button button--primary" href="/">
        {texts.goHome}
      </a>
    </main>
  );
}

interface BoundaryProps {
  /** The error page stays until this changes (the next navigation). */
  resetKey: string;
  children: ReactNode;
}

/** Shows the error page when a screen throws while rendering or its chunk fails to load. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ error: undefined, failed: false });
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
