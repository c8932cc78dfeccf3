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
  /** JSON, or FormData for requests with photos (sent as multipart/form-data, decision 0054). */
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
      // Public reads may be kept a few seconds (decision 0071): the app asks each time whether its
      // copy still holds (a 304 carries no body), so that an owner sees their edit at once.
      cache: 'no-cache',
      headers: {
        accept: 'application/json',
        'accept-language': acceptLanguage(),
        // FormData sets its own multipart type, with the boundary.
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
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
    throw new ApiRequestError(
      typeof message === 'string' && message ? message : textsNow(APP_TEXTS).internalError,
      response.status,
    );
  }
  return payload as T;
}

/** The bytes of a data URL (how the forms hold their photos) as a Blob to send in a FormData. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** A FormData of text fields and photos (data URLs), named as the API's upload routes expect. */
export function photoForm(
  fields: Record<string, string>,
  photos: Record<string, string | readonly string[]>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, value] of Object.entries(photos)) {
    for (const [index, dataUrl] of (typeof value === 'string' ? [value] : value).entries()) {
      const blob = dataUrlToBlob(dataUrl);
      form.append(name, blob, `${name}-${index + 1}.${blob.type === 'image/png' ? 'png' : 'jpg'}`);
    }
  }
  return form;
}
