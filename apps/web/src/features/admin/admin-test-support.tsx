import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { AdminList } from '@local-shops/shared/admin';
import { setLocale } from '../../lib/i18n.ts';

/** The console's test set-up: a stubbed API, a page rendered as the layout renders it, and the clean-up. */

/** A request as the console sent it: its method, its path under /v1 with the query, and its JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

const json = ({ status = 200, body }: StubAnswer) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Stubs fetch with `answer`, which says what the API answers to each request. Returns the requests, in order, as sent. */
export function stubConsoleApi(answer: (request: SentRequest) => StubAnswer): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      const request = { method: init?.method ?? 'GET', path: url.pathname + url.search, body };
      sent.push(request);
      return json(answer(request));
    }),
  );
  return sent;
}

/** Answers each `METHOD path` from its list, in turn; any other request fails the test. */
export const answerInTurn =
  (answers: Record<string, StubAnswer[]>) =>
  ({ method, path }: SentRequest): StubAnswer => {
    const answer = answers[`${method} ${path}`]?.shift();
    if (!answer) throw new Error(`unexpected ${method} ${path}`);
    return answer;
  };

/** Answers a console list's pages, by path with the query ('/v1/admin/payments?cursor=abc'). */
export const stubListPages = <T,>(pages: Record<string, AdminList<T>>) =>
  stubConsoleApi(({ path }) => ({ body: pages[path] }));

/** A console list's answer of one page. */
export const onePage = <T,>(items: T[]): AdminList<T> => ({
  items,
  links: { next: null },
  meta: { total: items.length },
});

/** Renders a console page at `path` inside the layout's outlet context (an expired session is not under test). */
export function renderConsolePage(path: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Outlet context={{ onSignedOut: () => undefined }} />}>
          <Route path="*" element={page} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** After each test: unmount, back to English, and the real fetch. */
export async function resetConsoleTest() {
  cleanup();
  await act(() => setLocale('en'));
  vi.unstubAllGlobals();
}
