import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { OutboxDelivery, OutboxTransport } from './outbox-transport.ts';

export const OUTBOX_BATCH_SIZE = 20;
/** A worker owns a claimed row this long; a crashed worker's rows are picked up again after it. */
export const OUTBOX_LEASE_MS = 2 * 60_000;
export const OUTBOX_POLL_MS = 5_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, ... at most 1 hour. Never gives up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface DrainResult {
  sent: number;
  failed: number;
}

export interface OutboxWorker {
  /** One pass: claims the due messages (a lease per row) and delivers them. Tests call it directly. */
  drain(): Promise<DrainResult>;
  /** Polls every OUTBOX_POLL_MS (server.ts starts it). */
  start(): void;
  /** Asks a started worker for a pass now (after a message was queued). */
  kick(): void;
  /** Stops polling and waits for a pass in progress. */
  stop(): Promise<void>;
}

export interface OutboxWorkerDeps {
  db: Db;
  /** `refund` (jobs of the payments feature, app.ts passes it): without it those rows wait. */
  transports: { sms: OutboxTransport; email: OutboxTransport; refund?: OutboxTransport };
  now: () => Date;
  log: FastifyBaseLogger;
  batchSize?: number;
  pollMs?: number;
}

function parsePayload(text: string | null): Record<string, string> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Delivers queued outbox messages. Safe with several API instances: a row is taken with a
 * conditional UPDATE of its lease (`locked_until`), which only one instance can win, so a message
 * goes out once per successful try (at least once overall: a crash after the provider accepted it
 * and before `sent_at` is written sends it again when the lease runs out).
 */
export function createOutboxWorker({
  db,
  transports,
  now,
  log,
  batchSize = OUTBOX_BATCH_SIZE,
  pollMs = OUTBOX_POLL_MS,
}: OutboxWorkerDeps): OutboxWorker {
  const k = db.kysely;

  async function claim(id: string, at: Date): Promise<boolean> {
    const iso = at.toISOString();
    const result = await k
      .updateTable('outbox_messages')
      .set({ locked_until: new Date(at.getTime() + OUTBOX_LEASE_MS).toISOString() })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function drain(): Promise<DrainResult> {
    const at = now();
    const iso = at.toISOString();
    const due = await k
      .selectFrom('outbox_messages')
      .select('id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', iso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso)]))
      .orderBy('next_attempt_at')
      .limit(batchSize)
      .execute();
    const result: DrainResult = { sent: 0, failed: 0 };
    for (const { id } of due) {
      if (!(await claim(id, at))) continue;
      const row = await k.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const message: OutboxDelivery = {
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        payload: parsePayload(row.payload),
      };
      const transport = transports[row.channel];
      try {
        if (!transport) throw new Error(`no transport for ${row.channel}`);
        await transport.deliver(message);
        await k
          .updateTable('outbox_messages')
          .set({ sent_at: now().toISOString(), attempts: row.attempts + 1, last_error: null, locked_until: null })
          .where('id', '=', id)
          .execute();
        result.sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const next = new Date(now().getTime() + retryDelayMs(attempts));
        await k
          .updateTable('outbox_messages')
          .set({ attempts, last_error: reason, next_attempt_at: next.toISOString(), locked_until: null })
          .where('id', '=', id)
          .execute();
        log.warn(
          {
            outboxId: id,
            channel: row.channel,
            transport: transport?.name,
            attempts,
            retryAt: next.toISOString(),
            reason,
          },
          'outbox delivery failed; will retry',
        );
        result.failed++;
      }
    }
    return result;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let started = false;

  const schedule = (delay: number) => {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  };

  function tick() {
    timer = undefined;
    if (running) return schedule(pollMs);
    running = (async () => {
      try {
        // A full batch suggests more is due: go on at once, a few passes at most.
        for (let pass = 0; pass < 5; pass++) {
          const { sent, failed } = await drain();
          if (sent + failed < batchSize) break;
        }
      } catch (error) {
        log.error({ err: error }, 'outbox pass failed');
      }
    })().finally(() => {
      running = undefined;
      schedule(pollMs);
    });
  }

  return {
    drain,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    kick() {
      if (started && !running) schedule(0);
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
