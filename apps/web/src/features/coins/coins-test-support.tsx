import { vi } from 'vitest';
import type { LedgerEntry as LedgerRow } from '@local-shops/shared/coins';

/** A request as a coins screen sent it: its method, its path under /v1 with the query, and its JSON body. */
export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** What the stubbed API answers: a status and a body, or `network` for a request that never arrives. */
export type Answer = { status?: number; body?: unknown } | 'network';

/** Stubs fetch: `answer` says what the API answers to each request. Returns the requests, in order. */
export function stubCoinsApi(answer: (request: Sent) => Answer | undefined): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      const request = { method: init?.method ?? 'GET', path: url.pathname + url.search, body };
      sent.push(request);
      const reply = answer(request) ?? { status: 404, body: { statusCode: 404, message: 'Not found' } };
      if (reply === 'network') throw new TypeError('Failed to fetch');
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

const HOUR = 60 * 60 * 1000;

/** A ledger row as the owner sees it; `hoursAgo` places it in time. */
export function entry(id: string, fields: Partial<LedgerRow> = {}, hoursAgo = 1): LedgerRow {
  return {
    id,
    shopId: 's1',
    shopName: 'Gupta Sweets',
    kind: 'earn',
    coins: 50,
    billRupees: 500,
    discountRupees: null,
    at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    expiresAt: new Date(Date.now() + 300 * 24 * HOUR).toISOString(),
    reversedAt: null,
    reason: null,
    shopper: '+91 98xxxxxx10',
    ...fields,
  };
}
