import { useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useAdminContext } from './admin-layout.tsx';

/**
 * One console action at a time: which one is running (to disable and relabel its buttons), the
 * failure to show under the form, and an expired session sent back to sign-in rather than shown.
 */
export function useAdminAction<Key extends string = 'submit'>() {
  const { onSignedOut } = useAdminContext();
  const [busy, setBusy] = useState<Key | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(key: Key, action: () => Promise<void>): Promise<void> {
    setBusy(key);
    setError(null);
    try {
      await action();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.statusCode === 401) return onSignedOut();
      setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  }

  return { busy, error, run };
}
