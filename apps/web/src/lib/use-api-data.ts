import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from './api.ts';
import { asError } from './error-message.ts';
import type { ApiGet } from './route-client.ts';

export interface ApiData<T> {
  data: T | null;
  error: Error | null;
  loading: boolean;
  reload: () => void;
}

interface Settled<T> {
  /** The request this result answers: the path and the reload count. */
  key: string | null;
  path: string | null;
  data: T | null;
  error: Error | null;
}

const NOTHING: Settled<never> = { key: null, path: null, data: null, error: null };

/**
 * The generic data-loading helper of SPEC.md section 4: starts loading; on success holds the data;
 * on failure logs the error, clears the data and keeps the error; loads again when `path`
 * changes or `reload()` is called. A null path loads nothing. A reload of the same path keeps
 * showing the data it already has until the answer comes. A route-table read (lib/public-api.ts)
 * brings its answer's type.
 */
export function useApiData<T>(path: ApiGet<T> | string | null): ApiData<T> {
  const [reloads, setReloads] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>(NOTHING);
  const key = path === null ? null : `${reloads} ${path}`;

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    const requestKey = `${reloads} ${path}`;
    apiRequest<T>(path, { signal: controller.signal }).then(
      (data) => setSettled({ key: requestKey, path, data, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setSettled({ key: requestKey, path, data: null, error: asError(error) });
      },
    );
    return () => controller.abort();
  }, [path, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const current = key !== null && settled.key === key;
  return {
    data: path !== null && settled.path === path ? settled.data : null,
    error: current ? settled.error : null,
    loading: key !== null && !current,
    reload,
  };
}
