import { AsyncLocalStorage } from 'node:async_hooks';
import { MESSAGES } from '@local-shops/shared';
import { createWorkSlots } from '../lib/work-slots.ts';

/**
 * A public read in progress (decision 0059). Its queries run on PostgreSQL connections that carry
 * a statement timeout, and when its client goes away before the answer, `abort()` cancels the
 * query each of its connections is running (pg_cancel_backend) and refuses the queries it would
 * send next. SQLite runs a query to its end inside one call, so there the scope stops nothing; a
 * public search (heavyRead) in a scope that may use a replica runs on SQLite's reader threads
 * instead (decision 0089).
 */
export class ReadScope {
  aborted = false;
  private readonly held = new Set<() => void>();

  /**
   * `replicaAllowed`: its queries may run on a healthy streaming replica (decision 0082): a public,
   * anonymous read whose writer has no recent write of their own. Otherwise they run on the primary.
   */
  constructor(readonly replicaAllowed = false) {}

  /** A connection this read holds: `cancel` is called if the read is aborted while it is held. */
  hold(cancel: () => void): () => void {
    if (this.aborted) cancel();
    else this.held.add(cancel);
    return () => void this.held.delete(cancel);
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    for (const cancel of this.held) cancel();
    this.held.clear();
  }
}

const scopes = new AsyncLocalStorage<ReadScope>();

/** Runs `work` (and everything it starts) as the read `scope`. */
export function runInReadScope<T>(scope: ReadScope, work: () => T): T {
  return scopes.run(scope, work);
}

/**
 * Runs `work` as no read: background work a read starts (a count kept for later reads) gets no
 * statement timeout and is not cancelled when that read's client goes away.
 */
export function outsideReadScope<T>(work: () => T): T {
  return scopes.exit(work);
}

const heavyReads = new AsyncLocalStorage<true>();

/** Whether the current code runs inside heavyRead (a search): SQLite then reads on a reader thread (decision 0089). */
export function inHeavyRead(): boolean {
  return heavyReads.getStore() === true;
}

/** The read the current code runs for, if any. */
export function currentReadScope(): ReadScope | undefined {
  return scopes.getStore();
}

/** What a query of an aborted read gets instead of running: nobody waits for its answer. */
export class ReadAbortedError extends Error {
  readonly code = 'READ_ABORTED';
  constructor() {
    super('The client went away; the read was abandoned.');
    this.name = 'ReadAbortedError';
  }
}

export interface GateLimits {
  /** Expensive reads at once. */
  slots: number;
  /** Expensive reads that may wait for a slot; one more is refused at once. */
  queue: number;
  /** How long one may wait for a slot before it is refused. */
  waitMs: number;
}

/**
 * What heavyRead needs of a Db (database.ts): named here rather than imported, because
 * database.ts reads the current scope from this file (no import cycles, decision 0063).
 */
type GatedDb = { native: object; readConnections?: number; statementTimeoutMs?: number };

/** The slots of each database (keyed by the driver, which copies of a Db share), made with the limits of the first call. */
const gates = new WeakMap<object, ReturnType<typeof createWorkSlots>>();

/**
 * Runs an expensive read (a search: its cost depends on its words) in one of a few slots: at most
 * half the connections of the read pool, so that a flood of them leaves the rest to shop pages
 * and the directory's first page. Beyond a short queue, or after waiting too long, a 503 with
 * Retry-After (lib/work-slots.ts).
 */
export async function heavyRead<T>(
  db: GatedDb,
  work: () => Promise<T>,
  limits: GateLimits = gateLimits(db),
): Promise<T> {
  let slots = gates.get(db.native);
  if (!slots) {
    slots = createWorkSlots({
      concurrency: limits.slots,
      queue: limits.queue,
      waitMs: limits.waitMs,
      busyMessage: MESSAGES.databaseBusy,
    });
    gates.set(db.native, slots);
  }
  return slots.run(async () => {
    // Its client went away while it waited: nothing to run for.
    if (currentReadScope()?.aborted) throw new ReadAbortedError();
    return heavyReads.run(true, work);
  });
}

/**
 * Half the read connections (PostgreSQL), two on SQLite (whose queries run one at a time anyway).
 * The queue is long, so that a burst of quick searches (the bench's 20 connections) waits a few
 * milliseconds instead of being refused; what bounds a flood of slow ones is the wait, at most one
 * statement timeout.
 */
function gateLimits(db: GatedDb): GateLimits {
  const slots = db.readConnections ? Math.max(1, Math.floor(db.readConnections / 2)) : 2;
  return { slots, queue: 100, waitMs: db.statementTimeoutMs || 1500 };
}
