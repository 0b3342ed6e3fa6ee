import { rankToScore } from '../rank/rank-to-score';
import type { RankTable } from '../rank/types';
import { requirementsGiven } from './college-match';
import { earlierGroupCode, groupLists, metByCodeAlone, type GroupLists } from './group-match';
import { listedGroup, mateKey, unitKey, type Observation, type ObservationIndex } from './rank-keys';
import type { AdmissionRecord, ModelParams, RankPrediction, ResidualClass, UnitFeatures } from './rank-types';

/* The features x of a unit for a target year (the terms of rank-model.ts's formula) and the prediction θ·x gives. */

interface Earlier {
  year: number;
  /** The unit's group code that year (group-level rows: another code when its college renumbered its list). */
  groupCode: string;
  obs: Observation;
}

/**
 * The results of the unit of record `u` (of year `u.year`) in the years before it, latest first. Per-major rows: by
 * unit key. Group-level rows: under the code the group had that year ({@link earlierGroupCode}); the walk stops at the
 * first year in which a renumbered college's group cannot be matched (no earlier line from there on).
 */
function earlierResults(u: AdmissionRecord, yearsDesc: readonly number[], lists: GroupLists, observations: ObservationIndex): Earlier[] {
  const out: Earlier[] = [];
  const group = u.title === '' ? listedGroup(u) : null;
  for (const y of yearsDesc) {
    if (y >= u.year) continue;
    const groupCode = group === null ? u.groupCode : earlierGroupCode(lists, group, y);
    if (groupCode === null) break;
    const obs = observations.get(unitKey({ ...u, groupCode }))?.get(y);
    if (obs !== undefined) out.push({ year: y, groupCode, obs });
  }
  return out;
}

/**
 * The features of every unit of year `target`'s list (`units`: that year's records, whose results are not read) that
 * has a result in an earlier year of `observations`.
 */
export function unitFeatures(units: readonly AdmissionRecord[], target: number, observations: ObservationIndex): UnitFeatures[] {
  const seen = new Set<string>();
  const pending: Array<{ key: string; mate: string; year: number; obs: Observation; prev: Observation | null; earlier: Earlier[]; identityShift: number }> = [];
  // Group-level rows: each college's list of groups by year, to match a renumbered college's groups (group-match.ts).
  const groupRows = units.filter((u) => u.title === '');
  const lists = groupLists(groupRows.map(listedGroup));
  // Whether requirements tell the groups apart (college-match.ts; rows matched without them carry none), and each
  // college's hardest group line (lowest rank) by year: the line a group met by its code alone may have been.
  const requirementsUsed = requirementsGiven(groupRows.map((u) => ({ year: u.year, group: true, requirement: u.requirement })));
  const hardest = new Map<string, number>();
  if (!requirementsUsed)
    for (const g of groupRows) {
      const rank = observations.get(unitKey(g))?.get(g.year)?.rank;
      const k = `${g.code}|${g.year}`;
      if (rank !== undefined && rank < (hardest.get(k) ?? Number.POSITIVE_INFINITY)) hardest.set(k, rank);
    }
  const yearSet = new Set(units.map((u) => u.year));
  for (const byYear of observations.values()) for (const y of byYear.keys()) yearSet.add(y);
  const years = [...yearSet].sort((a, b) => b - a);
  for (const u of units) {
    if (u.year !== target) continue;
    const key = unitKey(u);
    if (seen.has(key)) continue;
    seen.add(key);
    const earlier = earlierResults(u, years, lists, observations);
    const latest = earlier[0];
    if (latest === undefined) continue;
    const prev = earlierResults({ ...u, year: latest.year, groupCode: latest.groupCode }, years, lists, observations)[0];
    const best = u.title === '' && metByCodeAlone(lists, u.code, latest.year, target, requirementsUsed) ? hardest.get(`${u.code}|${latest.year}`) : undefined;
    const identityShift = best === undefined ? 0 : Math.min(0, Math.log(best) - Math.log(latest.obs.rank));
    pending.push({ key, mate: mateKey(u), year: latest.year, obs: latest.obs, prev: prev?.obs ?? null, earlier, identityShift });
  }
  const mateSums = new Map<string, { n: number; max: number }>();
  for (const p of pending) {
    const m = mateSums.get(p.mate) ?? { n: 0, max: 0 };
    m.n += 1;
    m.max = Math.max(m.max, Math.log(p.obs.rank));
    mateSums.set(p.mate, m);
  }
  return pending.map((p) => {
    const base = Math.log(p.obs.rank);
    const m = mateSums.get(p.mate) as { n: number; max: number };
    const mates = m.n > 1 ? m.max - base : 0;
    const momentum = p.prev !== null ? base - Math.log(p.prev.rank) : 0;
    const size = p.obs.admitted == null ? 'na' : p.obs.admitted <= 3 ? 'small' : 'large';
    const k = target - p.year;
    return {
      key: p.key,
      latestYear: p.year,
      latestRank: p.obs.rank,
      latestScore: p.obs.score,
      latestLag: k,
      earlier: p.earlier.map((e) => ({ year: e.year, rank: e.obs.rank })),
      x: [1, k - 1, momentum, mates],
      cls: `${k === 1 ? 'k1' : 'k2+'}|${p.earlier.length >= 2 ? 'h2+' : 'h1'}|${size}` as ResidualClass,
      ...(p.identityShift < 0 ? { identityShift: p.identityShift } : {}),
    };
  });
}

/** log r̂ − log r_L for features x. */
export function shift(params: ModelParams, x: UnitFeatures['x']): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += (params[i] as number) * (x[i] as number);
  return s;
}

/** The predicted rank and line of a unit in the target year's table. */
export function predictUnit(params: ModelParams, f: UnitFeatures, targetTable: RankTable): RankPrediction {
  const seat = Math.max(1, Math.round(Math.exp(Math.log(f.latestRank) + shift(params, f.x))));
  return {
    key: f.key,
    yuguSeat: seat,
    yuguScore: rankToScore(targetTable, seat),
    cls: f.cls,
    latestYear: f.latestYear,
    latestRank: f.latestRank,
    latestScore: f.latestScore,
  };
}
