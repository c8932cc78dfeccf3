import { APP_TEXTS } from '@local-shops/shared';

/** The text to show for a failure: its own message when it has one (API errors, camera and position errors). */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return APP_TEXTS.internalError;
}
