import { vi } from 'vitest';
import type { Page, ShopListItem } from '@local-shops/shared';

export type Route = (url: URL) => { status?: number; body: unknown } | undefined;

/** Stubs fetch with `route`, answering JSON; an unknown URL answers 404. Returns the mock. */
export function stubApi(route: Route) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = route(url) ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function requestedUrls(mock: ReturnType<typeof stubApi>): string[] {
  return mock.mock.calls.map(([input]) => String(input));
}

export function shop(id: string, fields: Partial<ShopListItem> = {}): ShopListItem {
  return {
    id,
    name: `Shop ${id}`,
    storeFrontPicture: null,
    lat: null,
    long: null,
    isClaimed: false,
    isVerified: false,
    rating: { average: null, count: 0 },
    hasOffer: false,
    givesCoins: false,
    ...fields,
  };
}

export function page(items: ShopListItem[], next: string | null, total = items.length): Page<ShopListItem> {
  return { items, links: { next }, meta: { total } };
}

/**
 * What a request carried, as the form held it: a JSON body parsed; a multipart body (decision 0054)
 * as its fields (a `draft` field's JSON spread out) with each photo back as the data URL it was made from.
 */
export async function sentBody(body: BodyInit | null | undefined): Promise<unknown> {
  if (body === undefined || body === null) return undefined;
  if (!(body instanceof FormData)) return JSON.parse(String(body)) as unknown;
  const result: Record<string, unknown> = {};
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') {
      if (name === 'draft') Object.assign(result, JSON.parse(value));
      else result[name] = value;
      continue;
    }
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
      reader.readAsDataURL(value);
    });
    const current = result[name];
    result[name] =
      current === undefined ? dataUrl : Array.isArray(current) ? [...current, dataUrl] : [current, dataUrl];
  }
  return result;
}

/**
 * An XMLHttpRequest that goes through `fetch` (a test's stub), for the uploads that report their
 * progress (lib/upload-request.ts): the stub sees the method, URL, headers and body as fetch's.
 * Reports the whole body sent once, then the answer; a rejected fetch is a network error.
 */
export function xhrOverFetch() {
  return class FetchXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onprogress: (() => void) | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    method = 'GET';
    url = '';
    headers: Record<string, string> = {};
    aborted = false;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.aborted = true;
    }
    send(body?: XMLHttpRequestBodyInit | null) {
      void fetch(this.url, { method: this.method, headers: this.headers, body: body ?? null }).then(
        async (response) => {
          const text = await response.text();
          if (this.aborted) return;
          this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
          this.status = response.status;
          this.responseText = text;
          this.onload?.();
        },
        () => {
          if (!this.aborted) this.onerror?.();
        },
      );
    }
  };
}
