/** Thrown at once when the password-hash queue is full: the caller answers 429 instead of waiting. */
export class HashQueueFullError extends Error {
  constructor() {
    super('password-hash queue is full');
    this.name = 'HashQueueFullError';
  }
}

export interface HashQueueLimits {
  /** Hashes computed at once (each scrypt at the OWASP cost takes 128 MiB). */
  active: number;
  /** Hashes that may wait for a turn; one more is refused at once. */
  waiting: number;
  /** Hashes one key (a network) may have running or waiting, so that one flood cannot fill the queue. */
  perKey: number;
}

/**
 * A bounded queue of password hashes, per process: a flood of sign-ins is refused at once rather
 * than queued behind each other, so a real sign-in waits for a few hashes at most. It is a bound on
 * this process's memory and CPU, not shared state, so each instance keeps its own.
 */
export function createHashQueue(limits: HashQueueLimits) {
  let active = 0;
  const waiting: Array<() => void> = [];
  const perKey = new Map<string, number>();

  return async function run<T>(work: () => Promise<T>, key?: string): Promise<T> {
    const held = key === undefined ? 0 : (perKey.get(key) ?? 0);
    if ((active >= limits.active && waiting.length >= limits.waiting) || held >= limits.perKey)
      throw new HashQueueFullError();
    if (key !== undefined) perKey.set(key, held + 1);
    try {
      if (active >= limits.active) await new Promise<void>((resolve) => waiting.push(resolve));
      active++;
      try {
        return await work();
      } finally {
        active--;
        waiting.shift()?.();
      }
    } finally {
      if (key !== undefined) {
        const left = (perKey.get(key) ?? 1) - 1;
        if (left > 0) perKey.set(key, left);
        else perKey.delete(key);
      }
    }
  };
}
