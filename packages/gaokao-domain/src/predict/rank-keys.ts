import { scoreToRank } from '../rank/score-to-rank';
import type { RankTable } from '../rank/types';
import type { ListedGroup } from './group-match';
import type { AdmissionRecord } from './rank-types';

/* How the rank model (rank-model.ts) names a unit across years and reads its results into observations. */

/** Normalises a major title or requirement for matching across years (spaces and full-width brackets). */
export function normalise(text: string): string {
  return text.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')').replace(/[、，,/＋]/g, '+');
}

/** The unit a record belongs to, across years. */
export function unitKey(r: AdmissionRecord): string {
  return r.title !== '' ? `${r.code}|${normalise(r.title)}` : `${r.code}|#${r.groupCode}|${normalise(r.requirement)}`;
}

/** A group-level record as an entry of its college's list of groups that year (see group-match.ts). */
export function listedGroup(r: AdmissionRecord): ListedGroup {
  return { year: r.year, code: r.code, groupCode: r.groupCode, requirement: normalise(r.requirement), remark: r.remark ?? '' };
}

/** The mates a record moves with in its year: its 专业组 (per-major rows) or its college (group-level rows). */
export function mateKey(r: AdmissionRecord): string {
  return r.title !== '' ? `${r.code}|#${r.groupCode}|${normalise(r.requirement)}` : r.code;
}

/** The rank of a record's lowest admission: its score's cumulative count in that year's table, else its minRank. */
export function recordRank(r: AdmissionRecord, table: RankTable | undefined): number | null {
  if (r.minScore != null && r.minScore > 0 && table !== undefined && table.length > 0) return scoreToRank(table, r.minScore).worst;
  if (r.minRank != null && r.minRank > 0) return r.minRank;
  return null;
}

export interface Observation {
  rank: number;
  score: number | null;
  admitted: number | null;
}

/** Observations by unit and year (the lowest line when a unit appears twice in a year). */
export type ObservationIndex = ReadonlyMap<string, ReadonlyMap<number, Observation>>;

/** Indexes the results of `records` (rows without a readable rank are left out). */
export function indexObservations(records: readonly AdmissionRecord[], tables: ReadonlyMap<number, RankTable>): ObservationIndex {
  const out = new Map<string, Map<number, Observation>>();
  for (const r of records) {
    const rank = recordRank(r, tables.get(r.year));
    if (rank === null) continue;
    const key = unitKey(r);
    let years = out.get(key);
    if (years === undefined) out.set(key, (years = new Map()));
    const prev = years.get(r.year);
    // Twice in a year: the line a candidate had to clear to get it at all (the larger rank, the lower score).
    if (prev === undefined || rank > prev.rank) years.set(r.year, { rank, score: r.minScore ?? null, admitted: r.admitted ?? null });
  }
  return out;
}
