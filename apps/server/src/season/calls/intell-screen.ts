import { planUnitKey, planUnitOfKey, riskBandWithLine } from 'gaokao-domain';
import { SERVER_MSG, STATUS_OK } from 'gaokao-contract';
import { JsonBytes } from '../../http/compressed';
import type { PlanLike, Unit } from '../model';
import { probabilityAt, probabilityReason } from '../outlook';
import { SCREEN_NAMES } from '../screens';
import { unitJson } from '../wire';
import type { PlanState } from './plan-state';

/**
 * Tab 1's answer is its *screen* — the same for every plan with the same season build, province, batch, group,
 * subjects, score, saved screens and request (score band, 冲稳保 band, order, special plans, page) — plus the plan's own
 * flags: each row's `volunteer_id`, `volunteer_result_id`, `sort_id`, `is_result`, and the head's `tianbaocount`. A
 * screen is computed, serialised and (for `flags: 'apart'`) compressed once and shared by every member whose plan
 * has the same inputs; an add to a wish list changes only the flags.
 */

/** The plan fields a screen depends on: `intellRows` (slice, subjects, score), `rowJson` (score), the head (province, group, score). */
export const SCREEN_PLAN_FIELDS = ['province', 'batch', 'group_d', 'subject', 'score'] as const satisfies readonly (keyof PlanLike)[];

/** What of a tab-1 request makes its screen, besides the plan: everything of the request but the plan's id. */
export interface ScreenRequest {
  up: number;
  down: number;
  band: string | undefined;
  order: string | undefined;
  plans: readonly string[];
  page: number;
  pageSize: number;
}

/**
 * The key of a screen: the season build (each instance's store counts its builds; a console publish reaches every
 * instance through the store's poll of season_meta.version, which rebuilds and counts up), the plan fields of
 * SCREEN_PLAN_FIELDS, the saved screens of SCREEN_NAMES, and the request. Nothing of the member or of the wish list.
 */
export function screenKeyOf(buildId: number, plan: PlanLike, screens: Record<string, string | undefined>, r: ScreenRequest): string {
  return JSON.stringify([
    buildId,
    SCREEN_PLAN_FIELDS.map((f) => String(plan[f])),
    SCREEN_NAMES.map((n) => screens[n] ?? null),
    r.up,
    r.down,
    r.band ?? '',
    r.order ?? 'line',
    r.plans.join(','),
    r.page,
    r.pageSize,
  ]);
}

/** One row of a screen, serialised once around the plan's flags. */
interface ScreenRow {
  /** planUnitKey of the row's unit: where its flags are looked up. */
  key: string;
  /** The unit's wire row up to its flags (an open object, no comma after it). */
  pre: string;
  /** From the comma after the flags to the closing brace: risk band, probability and its note. */
  post: string;
}

export class Screen {
  /** The flag-free answer (rows without plan flags, `flags_apart: true`), raw and compressed once for everyone. */
  readonly apart: JsonBytes;
  constructor(
    readonly rows: readonly ScreenRow[],
    /** The head's members after `tianbaocount` (JSON members, no braces). */
    readonly head: string,
  ) {
    this.apart = JsonBytes.of(`{"status":${STATUS_OK},"msg":"${SERVER_MSG.ok}","data":{"list":[${rows.map((r) => r.pre + r.post).join(',')}],"flags_apart":true,${head}}}`, 'kept');
  }

  /** Bytes it keeps (both forms of the rows, roughly): what the cache is bounded by. */
  get weight(): number {
    return this.apart.raw.length * 2;
  }

  /** The answer in the spec's shape for one plan: the kept row text with the plan's flags put in. */
  forPlan(st: Pick<PlanState, 'plan' | 'onList'>): string {
    const vid = String(st.plan.volunteer_id);
    const list = this.rows.map((r) => {
      const hit = st.onList.get(r.key);
      return `${r.pre},"volunteer_id":${vid},"volunteer_result_id":${hit ? hit[0] : 'null'},"sort_id":${hit ? hit[1] : 'null'},"is_result":${hit ? 1 : 0}${r.post}`;
    });
    return `{"status":${STATUS_OK},"msg":"${SERVER_MSG.ok}","data":{"list":[${list.join(',')}],"tianbaocount":${st.onList.size},${this.head}}}`;
  }
}

/** A unit's screen row for a score: the static part, then (after the flags) its risk band and probability. */
export function screenRow(u: Unit, score: number): ScreenRow {
  const risk = u.yugu_score == null ? 'null' : `"${riskBandWithLine(score, u.yugu_score, u.outlook?.line99 ?? null)}"`;
  const p = probabilityAt(u.outlook, score);
  const why = probabilityReason(u.outlook, score);
  return { key: planUnitKey(u), pre: unitJson(u), post: `,"risk":${risk},"luqu_gailv":${p === null ? 'null' : p},"gailv_note":${JSON.stringify(why)}}` };
}

/** The plan's flags for the site to merge into a flag-free screen (`college_intell_flags`). */
export function planFlags(st: Pick<PlanState, 'plan' | 'onList'>): { volunteer_id: number; tianbaocount: number; on_list: [string, string, number, number][] } {
  const on_list: [string, string, number, number][] = [];
  for (const [k, [id, sort]] of st.onList) {
    const { code, specialty_code } = planUnitOfKey(k);
    on_list.push([code, specialty_code, id, sort]);
  }
  return { volunteer_id: st.plan.volunteer_id, tianbaocount: st.onList.size, on_list };
}

/**
 * Screens by key, least recently used first, bounded by what they keep (bytes) and by count. Computing a screen twice
 * at once is allowed (the second simply replaces the first): no request waits on another's.
 */
export class ScreenCache {
  private readonly map = new Map<string, Screen>();
  private bytes = 0;
  builds = 0;

  constructor(
    private readonly maxBytes = 96 * 1024 * 1024,
    private readonly maxEntries = 2000,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get(key: string): Screen | undefined {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }

  set(key: string, screen: Screen): void {
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.weight;
      this.map.delete(key);
    }
    this.builds++;
    this.map.set(key, screen);
    this.bytes += screen.weight;
    while (this.map.size > 1 && (this.bytes > this.maxBytes || this.map.size > this.maxEntries)) {
      const [k, v] = this.map.entries().next().value as [string, Screen];
      this.map.delete(k);
      this.bytes -= v.weight;
    }
  }
}
