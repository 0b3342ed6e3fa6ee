import { PAY_STATUS } from 'gaokao-domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Payments } from './provider';
import { reconcileOrder, type ReconcileOutcome } from './service';

/**
 * Recovers lost payment notifications: every `everyMs`, unpaid orders older than `minAgeMs` (the buyer has had time to
 * pay and the notification time to arrive) and younger than `maxAgeMs` (both providers' unpaid QR codes expire after
 * two hours by default) are asked about at their provider (`reconcileOrder`: the verified order query, applied through
 * the same exactly-once path as a notification).
 *
 * An order is asked again only after half its age at the last question has passed (about ten questions over its
 * lifetime instead of one a minute). Each round claims its orders with `FOR UPDATE SKIP LOCKED` and stamps
 * `reconcile_time` in one statement, so several instances on one PostgreSQL never ask about the same order in one
 * round.
 */

export interface ReconcileOptions {
  everyMs: number;
  minAgeMs: number;
  maxAgeMs: number;
  /** Orders asked about per round at most (oldest first). */
  batch: number;
}

export const RECONCILE_DEFAULTS: ReconcileOptions = { everyMs: 60_000, minAgeMs: 5 * 60_000, maxAgeMs: 3 * 3600_000, batch: 50 };

/** The clock and timer the scheduler runs on (tests pass fakes). */
export interface SchedulerClock {
  now(): Date;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: SchedulerClock = {
  now: () => new Date(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};

export interface ReconcileLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export type RoundSummary = Partial<Record<ReconcileOutcome | 'error', number>> & { asked: number };

/** Claims the orders due at `now` (stamping reconcile_time) and returns their ids, oldest first. */
export async function claimDueOrders(db: Kysely<Database>, now: Date, opts: Pick<ReconcileOptions, 'minAgeMs' | 'maxAgeMs' | 'batch'>): Promise<number[]> {
  const newest = new Date(now.getTime() - opts.minAgeMs);
  const oldest = new Date(now.getTime() - opts.maxAgeMs);
  const rows = await sql<{ vippay_id: number }>`
    UPDATE vippay SET reconcile_time = ${now}
    WHERE vippay_id IN (
      SELECT vippay_id FROM vippay
      WHERE pay_status = ${PAY_STATUS.awaiting} AND create_time <= ${newest} AND create_time >= ${oldest}
        AND (reconcile_time IS NULL OR reconcile_time + (reconcile_time - create_time) / 2 <= ${now})
      ORDER BY create_time
      LIMIT ${opts.batch}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING vippay_id`.execute(db);
  return [...rows.rows].sort((a, b) => a.vippay_id - b.vippay_id).map((r) => r.vippay_id);
}

/** One round: asks the provider about every due order; one order's failure (provider unreachable) does not stop the others. */
export async function reconcileRound(
  db: Kysely<Database>,
  payments: Payments,
  now: Date,
  opts: Pick<ReconcileOptions, 'minAgeMs' | 'maxAgeMs' | 'batch'> = RECONCILE_DEFAULTS,
  log?: ReconcileLog,
): Promise<RoundSummary> {
  const ids = await claimDueOrders(db, now, opts);
  const summary: RoundSummary = { asked: ids.length };
  for (const id of ids) {
    let outcome: ReconcileOutcome | 'error';
    try {
      outcome = await reconcileOrder(db, payments, id);
    } catch (err) {
      outcome = 'error';
      log?.warn({ vippay_id: id, err: { message: (err as Error).message } }, 'order reconciliation: provider query failed');
    }
    summary[outcome] = (summary[outcome] ?? 0) + 1;
    if (outcome === 'paid') log?.info({ vippay_id: id }, 'order reconciliation: paid order recovered from the provider');
    if (outcome === 'refused') log?.warn({ vippay_id: id }, 'order reconciliation: provider answer does not match the order');
  }
  return summary;
}

export interface Reconciler {
  /** Stops scheduling and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `reconcileRound` every `everyMs` on the given clock: the next round is scheduled when the previous one ends, so
 * rounds never overlap. A failed round (database down) is logged and the schedule goes on.
 */
export function startReconciler(deps: {
  db: Kysely<Database>;
  payments: Payments;
  clock?: SchedulerClock;
  options?: Partial<ReconcileOptions>;
  log?: ReconcileLog;
  onRound?: (summary: RoundSummary | Error) => void;
}): Reconciler {
  const clock = deps.clock ?? systemClock;
  const opts = { ...RECONCILE_DEFAULTS, ...deps.options };
  let handle: unknown;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    handle = undefined;
    running = reconcileRound(deps.db, deps.payments, clock.now(), opts, deps.log)
      .then(
        (summary) => deps.onRound?.(summary),
        (err: unknown) => {
          deps.log?.warn({ err: { message: (err as Error).message } }, 'order reconciliation round failed');
          deps.onRound?.(err as Error);
        },
      )
      .finally(() => {
        running = undefined;
        if (!stopped) handle = clock.setTimeout(tick, opts.everyMs);
      });
  };
  handle = clock.setTimeout(tick, opts.everyMs);

  return {
    async stop() {
      stopped = true;
      if (handle !== undefined) clock.clearTimeout(handle);
      handle = undefined;
      await running;
    },
  };
}
