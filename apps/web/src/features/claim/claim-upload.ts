import { ApiRequestError } from '../../lib/api.ts';
import { indexedDbValue, type StoredValue } from '../../lib/idb-value.ts';

/**
 * Sending a claim over a connection that drops (issue 27, decision 0080): the draft's
 * Idempotency-Key, kept on the phone beside the draft, and the tries of one submission.
 */

/** Waits before the second, third… try; the last one is used again until the tries run out. */
export const RETRY_DELAYS_MS = [1_000, 3_000, 8_000, 15_000];
/** Tries of one tap on Save, the first included. */
export const MAX_TRIES = 6;

/** The key kept with the draft, so that a reload between two tries still sends the same one. */
const storedKey: StoredValue<string> | undefined = indexedDbValue<string>('local-shops', 'claim-submission-key');
let memoryKey: string | undefined;

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The draft's Idempotency-Key: made at its first submission, the same for every try after it until it is cleared. */
export async function claimSubmissionKey(): Promise<string> {
  const kept = memoryKey ?? (await storedKey?.get().catch(() => undefined));
  if (typeof kept === 'string' && kept) return (memoryKey = kept);
  memoryKey = newKey();
  await storedKey?.set(memoryKey).catch((error: unknown) => console.error(error));
  return memoryKey;
}

/** The claim went (or was discarded): the next draft gets a key of its own. */
export async function clearClaimSubmissionKey(): Promise<void> {
  memoryKey = undefined;
  await storedKey?.remove().catch((error: unknown) => console.error(error));
}

/** A failure that another try may mend: no answer at all, a time-out, or the server or a proxy failing. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const status = error.statusCode;
  return status === 0 || status === 408 || status === 429 || (status >= 500 && status !== 501);
}

export type RetryState = { kind: 'retrying'; attempt: number } | { kind: 'offline' };

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Resolves after `ms`, or as soon as the browser is back online; rejects when `signal` aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', done);
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', done);
      reject(signal?.reason);
    };
    // Offline, the wait is for the connection alone: no try is spent while there is none.
    const timer = isOffline() ? undefined : window.setTimeout(done, ms);
    window.addEventListener('online', done);
    signal?.addEventListener('abort', aborted);
  });
}

/**
 * Runs `attempt` until it answers, a failure that no try mends, or MAX_TRIES: between tries it
 * waits a growing delay, or for `online`. Safe only with an idempotent attempt (the key above).
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { signal, onRetry }: { signal?: AbortSignal; onRetry?: (state: RetryState) => void } = {},
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (signal?.aborted || !isRetryable(error) || tries >= MAX_TRIES) throw error;
      onRetry?.(isOffline() ? { kind: 'offline' } : { kind: 'retrying', attempt: tries + 1 });
      await pause(RETRY_DELAYS_MS[Math.min(tries - 1, RETRY_DELAYS_MS.length - 1)]!, signal);
      onRetry?.({ kind: 'retrying', attempt: tries + 1 });
    }
  }
}
