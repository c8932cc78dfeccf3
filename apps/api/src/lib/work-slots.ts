import { ServiceBusyError } from './http-errors.ts';

export interface WorkSlotsOptions {
  /** Pieces of work running at once. */
  concurrency: number;
  /** Pieces that may wait for a slot; one more is refused at once. */
  queue: number;
  /** How long a piece may wait before it is refused. */
  waitMs: number;
  /** The 503's message. */
  busyMessage: string;
}

/**
 * A process-wide limit on costly work (decoding photos): at most `concurrency` run, a short queue
 * waits, and anything beyond is refused with a 503 and Retry-After instead of piling up in memory.
 */
export function createWorkSlots({ concurrency, queue, waitMs, busyMessage }: WorkSlotsOptions) {
  let running = 0;
  const waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];
  const busy = () => new ServiceBusyError(busyMessage, Math.max(1, Math.ceil(waitMs / 3000)));

  function release() {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else {
      running -= 1;
    }
  }

  async function acquire(): Promise<void> {
    if (running < concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= queue) throw busy();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(busy());
        }, waitMs),
      };
      waiting.push(entry);
    });
  }

  return {
    /** Runs `work` in a slot; the slot is freed however the work ends. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Running and waiting pieces (metrics and tests). */
    state: () => ({ running, waiting: waiting.length }),
  };
}
