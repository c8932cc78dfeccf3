import { useEffect } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import type { ApiGet } from '../../lib/route-client.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { useAdminContext } from './admin-layout.tsx';

/** Console data (admin-api.ts consoleReads); a 401 (the session ended) brings back the sign-in form. */
export function useAdminData<T>(path: ApiGet<T> | null) {
  const { onSignedOut } = useAdminContext();
  const result = useApiData<T>(path);
  const signedOut = result.error instanceof ApiRequestError && result.error.statusCode === 401;
  useEffect(() => {
    if (signedOut) onSignedOut();
  }, [signedOut, onSignedOut]);
  return result;
}
