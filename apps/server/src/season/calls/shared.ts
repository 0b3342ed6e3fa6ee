import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { AuthedUser } from '../../http/auth';
import type { SeasonStore } from '../store';
import { planState, type PlanCache, type PlanState } from './plan-state';

/** What every group of season calls is built with. */
export interface SeasonCallDeps {
  /** The loaded store; throws 503 (SERVER_MSG.seasonNotLoaded) while there is none. */
  need(): SeasonStore;
  /** The caller's plan, wish list and saved filters (kept between requests on the embedded engine). */
  plan(user: AuthedUser, aspid: number, withRows?: boolean): Promise<PlanState>;
  /** The province of the member's latest plan, or undefined without one. */
  planProvince(user: AuthedUser): Promise<string | undefined>;
}

export function planOf(db: Kysely<Database>, cache: PlanCache | undefined): SeasonCallDeps['plan'] {
  return (user, aspid, withRows = false) => planState(db, cache, user, aspid, withRows);
}

/**
 * Supplementary rounds (the importer writes zhengji as null) and the 批次线 of a province that publishes none: no source
 * the project ships or imports carries them, so their rows are generated and their answers say so (the 演示数据
 * notice). The published 批次线 of 29 provinces are real (real/control-lines.ts).
 */
export const GENERATED_ONLY = 'demo' as const;

/**
 * The college ratings an answer carries (学科评估 grades, 软科/校友会排名, 保研率, 双一流建设学科, 特色专业): no source of
 * the default set holds them, so its generator fills them, and they are `demo` wherever the set is not an imported
 * one, even beside real lines (`ratings_dataset`, contract README). The site labels them 演示数据 by it.
 */
export const ratingsDatasetOf = (s: Pick<SeasonStore, 'dataset'>): 'demo' | 'real' => (s.dataset === 'real' ? 'real' : 'demo');

export function planProvinceOf(db: Kysely<Database>): SeasonCallDeps['planProvince'] {
  return async (user) =>
    (await db.selectFrom('volunteer').select('province').where('memberuser_id', '=', user.memberuser_id).orderBy('volunteer_id', 'desc').executeTakeFirst())?.province;
}

/** One page of rows (pages count from 1). */
export function page<T>(rows: readonly T[], pageNo: number, size: number): T[] {
  return rows.slice((pageNo - 1) * size, pageNo * size);
}

/** Whether a value contains the trimmed needle; an empty needle matches everything. */
export function contains(v: unknown, needle: string | undefined): boolean {
  return !needle || String(v ?? '').includes(needle.trim());
}

/** A comma list (ASCII or full-width commas) as trimmed, non-empty items. */
export function csvList(v: string | undefined): string[] {
  return (v ?? '').split(/[,，]/).map((x) => x.trim()).filter(Boolean);
}

/** A stored JSON object (wish-list snapshot, ext); anything else reads as {}. */
export function parseObject(s: string): Record<string, unknown> {
  try {
    const v = JSON.parse(s) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
