import type pg from 'pg';

/** How a replica stands, as `/v1/health/ready` reports it (decision 0082). */
export type ReplicaState = 'ok' | 'lagging' | 'down';

export interface ReplicaStatus {
  /** `replica-1`, `replica-2`…, in the order of DATABASE_REPLICA_URLS (never the URL: it holds a password). */
  name: string;
  state: ReplicaState;
  /** How far behind the primary it was at its last check, in ms; null while it is down or not yet checked. */
  lagMs: number | null;
}

/** A replica a public read may use now: its pool (statement timeout) and the pool that cancels its queries. */
export interface ReplicaTarget {
  reads: pg.Pool;
  cancels: pg.Pool;
  /** The read could not connect: the replica is down until its next check says otherwise. */
  failed(): void;
}

export interface Replicas {
  readonly maxLagMs: number;
  /** A healthy replica, round-robin among them; undefined when none is (the read goes to the primary). */
  pick(): ReplicaTarget | undefined;
  status(): ReplicaStatus[];
  /** One round of checks now (the timer runs them every `intervalMs`); tests call it to skip the wait. */
  check(): Promise<void>;
  close(): Promise<void>;
}

interface Sample {
  at: number;
  lsn: bigint;
}

interface Replica {
  name: string;
  reads: pg.Pool;
  /** One connection for the checks and the cancels: a busy read pool does not make a replica look down. */
  monitor: pg.Pool;
  down: boolean;
  /** The time of the newest primary sample this replica had replayed at its last check. */
  freshAt: number | undefined;
  lagMs: number | null;
  checking: boolean;
  target: ReplicaTarget;
}

/** A check of the primary or a replica that takes longer than this counts as failed. */
const CHECK_TIMEOUT_MS = 1500;

/** '16/B374D848' → 0x16B374D848. */
function parseLsn(text: string): bigint {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Watches streaming replicas (decision 0082). Every tick it samples the primary's
 * `pg_current_wal_lsn()` into a short ring of (time, LSN), and asks each replica how far it has
 * replayed (`pg_last_wal_replay_lsn()`, and that it is in recovery). A replica is as fresh as the
 * newest sample it has replayed: every write committed before that sample's time is on it. Its lag,
 * when a read asks, is now minus that time, so it grows between checks and a replica whose stream
 * broke shows its true lag; past `maxLagMs` it is skipped. A replica that does not answer is down,
 * skipped, and asked again on the next tick. Nothing here assumes a single instance.
 *
 * `newPool(url, extra)` makes a pool as database.ts makes them (error listeners, keep-alive).
 */
export function replicaMonitor(options: {
  primary: pg.Pool;
  urls: readonly string[];
  maxLagMs: number;
  newPool: (url: string, extra: pg.PoolConfig) => pg.Pool;
  readOptions: pg.PoolConfig;
  intervalMs?: number;
}): Replicas {
  const { primary, maxLagMs } = options;
  // Several checks per lag limit, so that a caught-up replica never looks older than the limit between two.
  const intervalMs = options.intervalMs ?? Math.max(50, Math.min(1000, Math.floor(maxLagMs / 4)));
  // Enough samples to tell any lag up to twice the limit (and at least 10 s).
  const keep = Math.ceil(Math.max(2 * maxLagMs, 10_000) / intervalMs) + 2;
  const samples: Sample[] = [];
  const replicas: Replica[] = options.urls.map((url, index) => {
    const replica: Replica = {
      name: `replica-${index + 1}`,
      reads: options.newPool(url, options.readOptions),
      monitor: options.newPool(url, { max: 2 }),
      down: false,
      freshAt: undefined,
      lagMs: null,
      checking: false,
      target: undefined as unknown as ReplicaTarget,
    };
    replica.target = {
      reads: replica.reads,
      cancels: replica.monitor,
      failed: () => {
        replica.down = true;
        replica.lagMs = null;
      },
    };
    return replica;
  });
  let next = 0;
  let sampling = false;

  const lagOf = (replica: Replica, now: number) =>
    replica.freshAt === undefined ? Number.POSITIVE_INFINITY : Math.max(0, now - replica.freshAt);
  const healthy = (replica: Replica, now: number) => !replica.down && lagOf(replica, now) <= maxLagMs;

  async function samplePrimary() {
    if (sampling) return;
    sampling = true;
    // The time is taken before the question: every write committed before it is at or below the answer.
    const at = Date.now();
    try {
      const { rows } = await withTimeout(
        primary.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn'),
        CHECK_TIMEOUT_MS,
      );
      samples.push({ at, lsn: parseLsn(rows[0]!.lsn) });
      if (samples.length > keep) samples.splice(0, samples.length - keep);
    } catch {
      // The primary does not answer: no new sample, so the replicas' lag grows from the last one.
    } finally {
      sampling = false;
    }
  }

  async function checkReplica(replica: Replica) {
    if (replica.checking) return;
    replica.checking = true;
    try {
      const { rows } = await withTimeout(
        replica.monitor.query<{ recovering: boolean; lsn: string | null }>(
          'select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn() as lsn',
        ),
        CHECK_TIMEOUT_MS,
      );
      const row = rows[0];
      if (!row?.recovering || !row.lsn) throw new Error(`${replica.name} is not a streaming replica`);
      const replayed = parseLsn(row.lsn);
      // The newest sample it has replayed; none (the ring is past it) leaves it older than the oldest.
      let fresh: Sample | undefined;
      for (let index = samples.length - 1; index >= 0 && !fresh; index--) {
        if (samples[index]!.lsn <= replayed) fresh = samples[index];
      }
      replica.freshAt = fresh ? fresh.at : samples.length ? samples[0]!.at - intervalMs : undefined;
      replica.down = false;
      const lag = lagOf(replica, Date.now());
      replica.lagMs = Number.isFinite(lag) ? lag : null;
    } catch {
      replica.down = true;
      replica.lagMs = null;
    } finally {
      replica.checking = false;
    }
  }

  async function check() {
    await samplePrimary();
    await Promise.all(replicas.map((replica) => checkReplica(replica)));
  }

  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  void check();

  return {
    maxLagMs,
    pick() {
      const now = Date.now();
      for (let tried = 0; tried < replicas.length; tried++) {
        const replica = replicas[next]!;
        next = (next + 1) % replicas.length;
        if (healthy(replica, now)) return replica.target;
      }
      return undefined;
    },
    status() {
      return replicas.map((replica) => ({
        name: replica.name,
        state: replica.down || replica.freshAt === undefined ? 'down' : replica.lagMs! > maxLagMs ? 'lagging' : 'ok',
        lagMs: replica.down ? null : replica.lagMs,
      }));
    },
    check,
    async close() {
      clearInterval(timer);
      await Promise.all(replicas.flatMap((replica) => [replica.reads.end(), replica.monitor.end()]));
    },
  };
}
