import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { MSG, planUnitKey, riskBandWithLine } from 'gaokao-domain';
import { STATUS_NOT_FOUND } from 'gaokao-contract';
import type { Database } from '../../db/types';
import { writeWatchOf } from '../../db/connect';
import { ReadCache, type WriteWatch } from '../../db/write-watch';
import { ApiError } from '../../http/reply';
import type { AuthedUser } from '../../http/auth';
import type { PlanLike, Unit } from '../model';
import { probabilityAt, probabilityReason } from '../outlook';
import { unitJson } from '../wire';

export interface PlanState {
  plan: PlanLike & { paiming?: number };
  /** planUnitKey (code, specialty_code) → [volunteer_result_id, sort_id] */
  onList: Map<string, [number, number]>;
  results: { volunteer_result_id: number; sort_id: number; code: string; specialty_code: string; collegeName: string; specialty_title: string; snapshot: string; ext: string }[];
  screens: Record<string, string>;
  /** A digest of everything above: the part of a cached answer's key that depends on the plan. */
  fingerprint: string;
}

/** Plan states kept between requests (both engines: db/write-watch.ts, db/cache-bus.ts), read-only once made. */
export type PlanCache = ReadCache<string, PlanState | undefined>;

const planCaches = new WeakMap<WriteWatch, PlanCache>();

/**
 * The plan states of one database, shared by the season calls (which read them) and the wish-list add (which keeps
 * them current after its write, plans/handlers.ts). Keys are `<memberuser_id>|<aspid>`: on PostgreSQL one member's
 * writes drop only that member's plans (db/cache-bus.ts). Deleting a member cascades to its plans without a statement
 * on them, so member writes count too. Undefined when the database keeps nothing (no write watch).
 */
export function planCacheFor(db: Kysely<Database>): PlanCache | undefined {
  const watch = writeWatchOf(db);
  if (!watch) return undefined;
  let cache = planCaches.get(watch);
  if (!cache) {
    cache = new ReadCache(watch, ['volunteer', 'volunteer_result', 'volunteer_screen', 'member_user'], 5_000, (key) => key.split('|')[0], 'plans');
    planCaches.set(watch, cache);
  }
  return cache;
}

export const planCacheKey = (memberuserId: number, aspid: number): string => `${memberuserId}|${aspid}`;

/**
 * A kept plan state with one row added to its wish list (the add's own write, carried into the cache instead of a
 * reload): a new fingerprint, so no answer kept for the state before is served for this one.
 */
export function withAddedRow(st: PlanState, row: { code: string; specialty_code: string; volunteer_result_id: number; sort_id: number }): PlanState {
  const onList = new Map(st.onList);
  onList.set(planUnitKey(row), [row.volunteer_result_id, row.sort_id]);
  const fingerprint = crypto.createHash('sha1').update(st.fingerprint).update('\0+').update(JSON.stringify([row.code, row.specialty_code, row.volunteer_result_id, row.sort_id])).digest('base64');
  return { ...st, onList, fingerprint };
}

/**
 * The caller's plan, wish list and saved filters in one statement. The parsed state is kept until one of its tables is
 * written (embedded engine, db/write-watch.ts) or the member's rows are (PostgreSQL: LISTEN/NOTIFY from every
 * instance, db/cache-bus.ts); the wish-list tab's rows with snapshots are always read.
 */
export async function planState(db: Kysely<Database>, cache: PlanCache | undefined, user: AuthedUser, aspid: number, withRows = false): Promise<PlanState> {
  const read = async (): Promise<PlanState | undefined> => {
    const row = (await sql<{ plan: string; results: string; screens: string }>`
    SELECT row_to_json(v)::text AS plan,
      (SELECT coalesce(json_agg(json_build_array(r.code, r.specialty_code, r.volunteer_result_id, r.sort_id${withRows ? sql.raw(', r."collegeName", r.specialty_title, r.snapshot, r.ext') : sql.raw('')}) ORDER BY r.sort_id, r.volunteer_result_id), '[]')
         FROM volunteer_result r WHERE r.volunteer_id = v.volunteer_id)::text AS results,
      (SELECT coalesce(json_object_agg(s.name, s.value), '{}') FROM volunteer_screen s WHERE s.volunteer_id = v.volunteer_id)::text AS screens
    FROM volunteer v WHERE v.volunteer_id = ${aspid} AND v.memberuser_id = ${user.memberuser_id}`.execute(db)).rows[0];
    return row && parsePlanState(row, withRows);
  };
  const st = cache && !withRows ? await cache.load(planCacheKey(user.memberuser_id, aspid), read) : await read();
  if (!st) throw new ApiError(STATUS_NOT_FOUND, MSG.noPlan);
  return st;
}

function parsePlanState(row: { plan: string; results: string; screens: string }, withRows: boolean): PlanState {
  const plan = JSON.parse(row.plan) as PlanLike;
  const list = JSON.parse(row.results) as unknown[][];
  const onList = new Map<string, [number, number]>();
  const results: PlanState['results'] = [];
  for (const a of list) {
    onList.set(planUnitKey({ code: a[0], specialty_code: a[1] }), [Number(a[2]), Number(a[3])]);
    if (withRows) {
      results.push({
        code: String(a[0]),
        specialty_code: String(a[1]),
        volunteer_result_id: Number(a[2]),
        sort_id: Number(a[3]),
        collegeName: String(a[4] ?? ''),
        specialty_title: String(a[5] ?? ''),
        snapshot: typeof a[6] === 'string' ? a[6] : JSON.stringify(a[6] ?? {}),
        ext: typeof a[7] === 'string' ? a[7] : JSON.stringify(a[7] ?? {}),
      });
    }
  }
  return {
    plan: { ...plan, score: Number(plan.score) },
    onList,
    results,
    screens: JSON.parse(row.screens) as Record<string, string>,
    fingerprint: crypto.createHash('sha1').update(row.plan).update('\0').update(row.results).update('\0').update(row.screens).digest('base64'),
  };
}

/** A unit's wire row for a plan, as JSON text: the kept static part plus the list state and risk band. */
export function rowJson(u: Unit, st: PlanState): string {
  const hit = st.onList.get(planUnitKey(u));
  const risk = u.yugu_score == null ? 'null' : `"${riskBandWithLine(st.plan.score, u.yugu_score, u.outlook?.line99 ?? null)}"`;
  const p = probabilityAt(u.outlook, st.plan.score);
  const why = probabilityReason(u.outlook, st.plan.score);
  return `${unitJson(u)},"volunteer_id":${st.plan.volunteer_id},"volunteer_result_id":${hit ? hit[0] : 'null'},"sort_id":${hit ? hit[1] : 'null'},"is_result":${hit ? 1 : 0},"risk":${risk},"luqu_gailv":${p === null ? 'null' : p},"gailv_note":${JSON.stringify(why)}}`;
}
