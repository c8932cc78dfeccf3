import { useCallback, useEffect, useRef, useState } from 'react';
import type { CoinsOverview, ShopperLedgerEntry } from '@local-shops/shared/coins';
import { ApiRequestError } from '../../lib/api.ts';
import { coinsApi } from '../../lib/coins-api.ts';
import { asError } from '../../lib/error-message.ts';
import { useOwnerSession } from '../../lib/owner-session.ts';
import { fetchApi } from '../../lib/route-client.ts';

/** How often the page asks again while a code is shown, to see coins arrive or a spend go through. */
export const POLL_MS = 3000;

export interface CoinsOverviewState {
  data: CoinsOverview | null;
  error: Error | null;
  reload: () => void;
}

/**
 * GET /coins, and again every POLL_MS while `poll`. A failed poll keeps the last answer (the
 * counter's network may drop for a moment); a 401 means the session ended: back to the sign-in.
 */
export function useCoinsOverview(
  poll: boolean,
  /** Called with the rows that arrived since the previous answer (not on the first). */
  onFresh: (entries: readonly ShopperLedgerEntry[]) => void,
): CoinsOverviewState {
  const [data, setData] = useState<CoinsOverview | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const seen = useRef<Set<string> | null>(null);
  const freshRef = useRef(onFresh);
  useEffect(() => {
    freshRef.current = onFresh;
  }, [onFresh]);
  const running = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    fetchApi(coinsApi.overview(), controller.signal)
      .then((answer) => {
        const known = seen.current;
        const fresh = known ? answer.history.filter((entry) => !known.has(entry.id)) : [];
        seen.current = new Set(answer.history.map((entry) => entry.id));
        setData(answer);
        setError(null);
        if (fresh.length > 0) freshRef.current(fresh);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        if (failure instanceof ApiRequestError && failure.statusCode === 401) {
          useOwnerSession.setState({ number: null });
          return;
        }
        console.error(failure);
        setError(asError(failure));
      })
      .finally(() => {
        if (running.current === controller) running.current = null;
      });
  }, []);

  useEffect(() => {
    load();
    return () => {
      running.current?.abort();
      running.current = null;
    };
  }, [load]);

  useEffect(() => {
    if (!poll) return;
    const timer = window.setInterval(load, POLL_MS);
    return () => window.clearInterval(timer);
  }, [poll, load]);

  return { data, error, reload: load };
}
