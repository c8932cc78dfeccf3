import { APP_TEXTS } from '@local-shops/shared';

/**
 * The text to show for a failure: its own message when it has one (API errors, which the server
 * already sends in the chosen language; camera and position errors), else the generic one from
 * `texts` (pass `useTexts(APP_TEXTS)` or `textsNow(APP_TEXTS)`).
 */
export function messageOf(error: unknown, texts: Pick<typeof APP_TEXTS, 'internalError'> = APP_TEXTS): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return texts.internalError;
}
