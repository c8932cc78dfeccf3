import fp from 'fastify-plugin';
import { expireCoins } from '../features/coins/coins.ledger.ts';
import type { InsightsFlusher } from '../features/insights/insights.flusher.ts';
import type { OutboxWorker } from '../features/notifications/outbox-worker.ts';
import { queueRenewalReminders } from '../features/payments/renewal-reminders.ts';
import type { AppContext } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers queued notifications; server.ts starts it, tests call drain(). */
    outbox: OutboxWorker;
    /** Writes the in-memory insight counters; runs every INSIGHTS_FLUSH_MS outside tests, and on close. */
    insights: InsightsFlusher;
  }
}

/** How often open payment orders are looked up at the provider. */
const RECONCILE_EVERY_MS = 5 * 60 * 1000;
/** How often due renewal reminders are queued (each is sent once, whichever instance queues it). */
const REMINDERS_EVERY_MS = 60 * 60 * 1000;
/** How often coins past their date are written off ('expire' rows; idempotent, so instances may overlap). */
const COIN_EXPIRY_EVERY_MS = 60 * 60 * 1000;

/** The outbox worker and the insights flusher on the root, stopped on close; the pool's lost connections logged. */
export const workers = fp<AppContext>(
  async (app, { config, db, outbox, insights }) => {
    app.decorate('outbox', outbox);
    app.addHook('onClose', () => outbox.stop());
    app.decorate('insights', insights);
    if (config.env !== 'test') insights.start();
    app.addHook('onClose', () => insights.stop());
    // The pool drops a connection that PostgreSQL ended (a restart); worth a line in the log, no more.
    const logLostConnection = (error: Error) => app.log.warn({ err: error }, 'database connection lost');
    db.pool?.on('error', logLostConnection);
    app.addHook('onClose', async () => void db.pool?.off('error', logLostConnection));
  },
  { name: 'workers' },
);

/** Periodic jobs of every instance (none in tests, which call them directly). */
export const timers = fp<AppContext>(
  async (app, { config, db, now, payments, outbox }) => {
    if (config.env === 'test') return;
    // Orders whose browser closed before confirming: asked about at the provider. Confirming is
    // idempotent, so several instances running this at once do no harm.
    const timer = setInterval(
      () =>
        void payments
          .reconcile(app.log)
          .catch((error: unknown) => app.log.error({ err: error }, 'payment reconciliation failed')),
      RECONCILE_EVERY_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    const reminders = setInterval(
      () =>
        void queueRenewalReminders(db, now())
          .then((queued) => queued > 0 && outbox.kick())
          .catch((error: unknown) => app.log.error({ err: error }, 'renewal reminders failed')),
      REMINDERS_EVERY_MS,
    );
    reminders.unref();
    app.addHook('onClose', async () => clearInterval(reminders));
    const coinExpiry = setInterval(
      () => void expireCoins(db, now()).catch((error: unknown) => app.log.error({ err: error }, 'coin expiry failed')),
      COIN_EXPIRY_EVERY_MS,
    );
    coinExpiry.unref();
    app.addHook('onClose', async () => clearInterval(coinExpiry));
  },
  { name: 'timers' },
);
