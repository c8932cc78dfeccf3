import { APP_TEXTS } from '@local-shops/shared';
import { textsNow } from './i18n.ts';

/**
 * The text to show for a failure: its own message when it has one (API errors, which the server
 * already sends in the chosen language; camera, position and share errors), else `fallback`, else
 * the generic "something went wrong" in the chosen language. The one place that turns a thrown
 * value into words, so that no screen shows "[object Object]" or an empty toast.
 */
export function messageOf(error: unknown, fallback?: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return fallback ?? textsNow(APP_TEXTS).internalError;
}

/** A thrown value as an Error, for state that keeps the failure itself (retry, `error.message`). */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
