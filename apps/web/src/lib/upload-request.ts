import { API_PREFIX, API_TIMEOUT_MS, APP_TEXTS, type ApiError } from '@local-shops/shared';
import { ApiRequestError } from './api.ts';
import { acceptLanguage, textsNow } from './i18n.ts';

export interface UploadOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The share of the body sent, 0 to 1, as the browser reports it. */
  onProgress?: (sent: number) => void;
}

/**
 * An upload (a FormData with photos) that reports its progress (issue 27): fetch has no upload
 * progress, XMLHttpRequest has. Answers and fails as `apiRequest` does: the API's message with its
 * status, or 0 for no answer. The time-out is one of silence: 25 s without a byte sent or received,
 * so a slow but moving upload on 2G is not cut off.
 */
export function uploadRequest<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', headers = {}, signal, onProgress } = options;
  const url = path.startsWith(API_PREFIX + '/') ? path : API_PREFIX + path;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    let silence: number | undefined;
    const quiet = () => {
      window.clearTimeout(silence);
      silence = window.setTimeout(() => {
        xhr.abort();
        finish(() => reject(new ApiRequestError(textsNow(APP_TEXTS).timeout, 0)));
      }, API_TIMEOUT_MS);
    };
    const onAbort = () => {
      xhr.abort();
      finish(() => reject(signal?.reason));
    };
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(silence);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    signal?.addEventListener('abort', onAbort);

    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', acceptLanguage());
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      quiet();
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onprogress = quiet;
    xhr.onerror = () => finish(() => reject(new ApiRequestError(textsNow(APP_TEXTS).networkError, 0)));
    xhr.onload = () =>
      finish(() => {
        let payload: unknown;
        try {
          payload = xhr.status === 204 || !xhr.responseText ? undefined : JSON.parse(xhr.responseText);
        } catch {
          payload = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          return resolve(payload as T);
        }
        const message = (payload as Partial<ApiError> | undefined)?.message;
        reject(
          new ApiRequestError(
            typeof message === 'string' && message ? message : textsNow(APP_TEXTS).internalError,
            xhr.status,
          ),
        );
      });
    quiet();
    xhr.send(form);
  });
}
