import { useEffect } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { useAdminContext } from './admin-layout.tsx';

/** Console data by API path; a 401 (the session ended) brings back the sign-in form. */
export function useAdminData<T>(path: string | null) {
  const { onSignedOut } = useAdminContext();
  const result = useApiData<T>(path);
  const signedOut = result.error instanceof ApiRequestError && result.error.statusCode === 401;
  useEffect(() => {
    if (signedOut) onSignedOut();
  }, [signedOut, onSignedOut]);
  return result;
}
