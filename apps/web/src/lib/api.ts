import { API_PREFIX, API_TIMEOUT_MS, APP_TEXTS, type ApiError } from '@local-shops/shared';
import { acceptLanguage, textsNow } from './i18n.ts';

/** An error whose `message` is the text the UI shows. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the API under /v1 with the 25 s time-out of SPEC.md section 7. `path` is either an API
 * path ('/claim-shops/filter?page=1') or a link the API returned ('/v1/claim-shops/filter?...').
 */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const url = path.startsWith(API_PREFIX + '/') ? path : API_PREFIX + path;
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': acceptLanguage(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: combined,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiRequestError(textsNow(APP_TEXTS).timeout, 0);
    throw new ApiRequestError(textsNow(APP_TEXTS).networkError, 0);
  }
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (payload as Partial<ApiError> | undefined)?.message;
    throw new ApiRequestError(typeof message === 'string' && message ? message : textsNow(APP_TEXTS).internalError, response.status);
  }
  return payload as T;
}
