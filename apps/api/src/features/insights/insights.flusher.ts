import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ShopCounters } from '../../lib/shop-counters.ts';
import { addDeltas } from './insights.repository.ts';

/**
 * Writes the counters' deltas every `intervalMs` (INSIGHTS_FLUSH_MS). A failed write puts its
 * deltas back for the next round; a crash loses at most what was counted since the last flush.
 * app.ts flushes once more when the server closes (graceful shutdown).
 */
export function createInsightsFlusher({
  db,
  counters,
  intervalMs,
  log,
}: {
  db: Db;
  counters: ShopCounters;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const flushOnce = async () => {
    const deltas = counters.take();
    if (!deltas.length) return;
    try {
      await addDeltas(db, deltas);
    } catch (error) {
      counters.giveBack(deltas);
      log.warn({ err: error, shops: deltas.length }, 'insights flush failed; retrying next round');
    }
  };
  const flush = async (): Promise<void> => {
    // One flush at a time; a call during one waits for it and then flushes what came since.
    while (running) await running;
    running = flushOnce().finally(() => (running = undefined));
    return running;
  };
  return {
    flush,
    start() {
      if (timer) return;
      timer = setInterval(() => void flush(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type InsightsFlusher = ReturnType<typeof createInsightsFlusher>;
