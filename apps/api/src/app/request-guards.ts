import path from 'node:path';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@local-shops/shared';
import { rejectControlCharacters } from '../lib/control-characters.ts';
import { originCheck } from '../lib/origin-check.ts';
import { readYourWrites, timedReads } from '../lib/timed-reads.ts';
import { registerUploads } from '../lib/uploads.ts';
import type { AppContext } from './services.ts';

/**
 * What every request goes through before its route, on the root and in this order (after the
 * security headers): cookies, the multipart reader, the Origin check of state changes, the time
 * limit of public reads, and the refusal of control characters.
 */
export const requestGuards = fp<AppContext>(
  async (app, { config, db }) => {
    await app.register(cookie);
    // Photos arrive as multipart/form-data, streamed to files under DATA_DIR (decision 0054).
    await registerUploads(app, { root: path.join(config.dataDir, 'upload-tmp') });
    app.addHook('onRequest', originCheck);
    // Public reads run with a statement timeout and are cancelled when their client goes (decision 0059);
    // DB_STATEMENT_TIMEOUT_MS=0 turns both off, and with them the cost of tracking each read.
    // With replicas, the same scope says whether a read may use one, and a write sends its writer's reads
    // to the primary for the lag limit (decision 0082). SQLite's reader threads take the same reads, and
    // are never behind (decision 0089).
    const replicaMaxLagMs = db.replicas?.maxLagMs ?? (db.sqliteReaders ? 0 : undefined);
    if (db.statementTimeoutMs || replicaMaxLagMs !== undefined)
      app.addHook('onRequest', timedReads({ except: [`${API_PREFIX}/admin/`, '/metrics'], replicaMaxLagMs }));
    if (db.replicas)
      app.addHook('onSend', readYourWrites({ maxLagMs: db.replicas.maxLagMs, secure: config.env === 'production' }));
    app.addHook('preValidation', rejectControlCharacters);
  },
  { name: 'request-guards' },
);
