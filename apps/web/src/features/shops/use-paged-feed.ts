import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Page, ShopListItem } from '@local-shops/shared';
import { apiRequest } from '../../lib/api.ts';
import { asError } from '../../lib/error-message.ts';

export interface FeedState {
  /** null until a first page has arrived (and again after a failed first page or a clear). */
  items: ShopListItem[] | null;
  next: string | null;
  total: number;
  /** A search counted only up to `total` (meta.totalIsCapped): there are more ("10,000+"). */
  totalIsCapped: boolean;
  /** The search text the API ran with after correcting a typo (meta.correctedTo). */
  correctedTo: string | null;
  /** Names spelt otherwise follow the exact matches (meta.variants), and the place "in <place>" kept (meta.place). */
  variants?: boolean;
  place?: string | null;
  loading: boolean;
  error: Error | null;
}

export interface PagedFeed extends FeedState {
  /** Starts over from `path` (a first page); drops whatever was loading. */
  start: (path: string) => void;
  /** Requests links.next, unless there is none, a request is in flight, or it was asked for already. */
  loadMore: () => void;
  /** Forgets everything, with no request. */
  clear: () => void;
  /** Shows pages kept from an earlier visit (Back to the list), with no request. */
  restore: (saved: Pick<FeedState, 'items' | 'next' | 'total' | 'correctedTo'> & { totalIsCapped?: boolean }) => void;
}

interface Options {
  onError: (error: Error, append: boolean) => void;
  /** Whether a failed next page empties the list (the normal list) or keeps what is shown (search). */
  clearOnAppendError: boolean;
}

const EMPTY: FeedState = {
  items: null,
  next: null,
  total: 0,
  totalIsCapped: false,
  correctedTo: null,
  loading: false,
  error: null,
};

function appendUnique(items: ShopListItem[], more: ShopListItem[]): ShopListItem[] {
  const seen = new Set(items.map((item) => item.id));
  const fresh = more.filter((item) => !seen.has(item.id));
  return fresh.length === 0 ? items : items.concat(fresh);
}

/**
 * One cursor-paged list of shops that follows the API's links.next as given. Bookkeeping that
 * must not wait for a render (in-flight flag, links already asked for) lives in refs, so two
 * scroll events in one frame can never ask for the same page twice.
 */
export function usePagedFeed({ onError, clearOnAppendError }: Options): PagedFeed {
  const [state, setState] = useState<FeedState>(EMPTY);
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const inFlight = useRef(false);
  const next = useRef<string | null>(null);
  const requested = useRef(new Set<string>());
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const fetchPage = useCallback(
    (path: string, append: boolean) => {
      const mine = generation.current;
      const abort = new AbortController();
      controller.current = abort;
      inFlight.current = true;
      setState((s) => ({ ...s, loading: true }));
      apiRequest<Page<ShopListItem>>(path, { signal: abort.signal }).then(
        (page) => {
          if (mine !== generation.current) return;
          inFlight.current = false;
          next.current = page.links.next;
          // A transition renders the new rows in short slices, so appending a page never blocks
          // the main thread in one long task (DESIGN.md section 5).
          startTransition(() =>
            setState((s) => ({
              items: append && s.items ? appendUnique(s.items, page.items) : page.items,
              next: page.links.next,
              total: page.meta.total,
              totalIsCapped: page.meta.totalIsCapped === true,
              correctedTo: page.meta.correctedTo ?? null,
              variants: page.meta.variants === true,
              place: page.meta.place ?? null,
              loading: false,
              error: null,
            })),
          );
        },
        (reason: unknown) => {
          if (mine !== generation.current) return;
          inFlight.current = false;
          const error = asError(reason);
          if (append && !clearOnAppendError) {
            // The failed link stays in `requested`: the list stops here instead of retrying in a loop.
            setState((s) => ({ ...s, loading: false }));
          } else {
            next.current = null;
            setState({ ...EMPTY, error });
          }
          onErrorRef.current(error, append);
        },
      );
    },
    [clearOnAppendError],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    controller.current?.abort();
    controller.current = null;
    inFlight.current = false;
    next.current = null;
    requested.current = new Set();
  }, []);

  const start = useCallback(
    (path: string) => {
      reset();
      requested.current.add(path);
      fetchPage(path, false);
    },
    [fetchPage, reset],
  );

  const loadMore = useCallback(() => {
    const link = next.current;
    if (!link || inFlight.current || requested.current.has(link)) return;
    requested.current.add(link);
    fetchPage(link, true);
  }, [fetchPage]);

  const clear = useCallback(() => {
    reset();
    setState(EMPTY);
  }, [reset]);

  const restore = useCallback(
    (saved: Pick<FeedState, 'items' | 'next' | 'total' | 'correctedTo'> & { totalIsCapped?: boolean }) => {
      reset();
      next.current = saved.next;
      setState({ ...EMPTY, ...saved });
    },
    [reset],
  );

  useEffect(() => reset, [reset]);

  return useMemo(() => ({ ...state, start, loadMore, clear, restore }), [state, start, loadMore, clear, restore]);
}
