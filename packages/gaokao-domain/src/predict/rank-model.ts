import { rankToScore } from '../rank/rank-to-score';
import { scoreToRank } from '../rank/score-to-rank';
import type { RankTable } from '../rank/types';
import { earlierGroupCode, groupLists, type GroupLists, type ListedGroup } from './group-match';

/*
 * Predicted lines v2: a model in rank space (log 位次), fitted per province and subject group on earlier years only.
 *
 * A unit is what a family applies to: one major of a college (per-major data, e.g. 广东) or one 院校专业组 (group-level
 * data, e.g. 江苏). Years are matched by college code, then major title (per-major) or group code (group-level), and
 * the subject requirement (选科要求): a group code reused next year for another requirement is another unit. A college
 * that renumbered its groups between two years (a code present in both names another requirement or remark,
 * group-match.ts) has a group matched across them only by its requirement and remark, when that pair names one group
 * in each year (under whatever code); its other groups are new units.
 *
 * For a target year T, with L the latest year before T in which the unit has a result (lag k = T − L):
 *
 *   log r̂ = log r_L + θ₀ + θ₁·(k − 1) + θ₂·(log r_L − log r_P) + θ₃·(m − log r_L)
 *
 *   r_L  the unit's lowest admitted rank in year L, read unscaled (等位分: seats do not grow with the field);
 *   θ₀   drift: how far lines moved in one year, on average, in the years fitted;
 *   θ₁   lag: the extra drift per year when the unit's latest result is older than last year;
 *   r_P  the unit's result in the data year before L (momentum or reversion of last year's jump; 0 without one);
 *   m    the 专业组-mates signal: the largest latest log rank (the group's floor, its 投档线) among the units of the
 *        unit's 专业组 in year T (per-major data) or among the college's groups (group-level data) — a major admitted
 *        far above its group's floor tends to come back towards it, and the units of one group move together; 0
 *        without mates (a unit alone in its group).
 *
 * The target year's 一分一段 table converts r̂ back to a score (the highest score whose cumulative count reaches it) and
 * its list of units (the published plan) defines the mates; its results are never read. θ is fitted by least absolute
 * deviations (iteratively reweighted, a small ridge keeps absent features at 0) on every (unit, year t) pair with
 * t < T, each predicted from the years before t only. The drift θ₀ is fitted only from two or more years: from one
 * year it cannot be told apart from that year's own shock, and it stays 0 (the other terms are relations within a year).
 *
 * The uncertainty of a unit comes from the residuals e = log r_actual − log r̂ of those earlier years, grouped by class
 * (lag, length of history, size of the enrolment); each year t's residuals come from θ fitted on the other earlier
 * years when there are at least two (with the same rule for the drift), so a whole year's shift is part of the spread;
 * with a single year they are also mirrored about that year's shock (a move as likely up as down, see fitRankModel).
 * A line k ≥ 2 years old adds up k one-year errors of its class ({@link residualsFor}). The 99 % line is the conformal
 * (finite-sample) 1 % bound of those errors ({@link lowerBound}), moved by the worst fitted year's excess.
 */

/** One published result (or, for the target year, one planned unit without a result) of one admission unit. */
export interface AdmissionRecord {
  year: number;
  /** College code (a province's exam code or the 10-digit institution code; the same kind in every year). */
  code: string;
  /** 专业组 code within the college ('' when the province has none). */
  groupCode: string;
  /** Major title; '' when the row is a whole 专业组 (group-level data). */
  title: string;
  /** Subject requirement (选科要求) as published, e.g. 物+化 or 不限. */
  requirement: string;
  minScore: number | null;
  /** 位次 of the lowest admitted score; used when the score cannot be read in that year's table. */
  minRank: number | null;
  /** Admitted (or planned) number, when known; small enrolments are a residual class of their own. */
  admitted?: number | null;
  /**
   * A group's published remark other than its requirement (中外合作办学, a joint programme; '' or absent when none):
   * group-level rows only, for telling a renumbered list of groups (see group-match.ts).
   */
  remark?: string;
}

/** Model parameters θ₀…θ₃ (see the formula above). */
export type ModelParams = readonly [drift: number, lag: number, momentum: number, mates: number];

export const FEATURE_NAMES = ['drift', 'lag', 'momentum', 'mates'] as const;

/** θ = 0: the latest result read unscaled in the target year's table, i.e. the 等位分 baseline. */
export const ZERO_PARAMS: ModelParams = [0, 0, 0, 0];

/** Residual class of a unit: latest result last year or older, one or more years of history, enrolment size. */
export type ResidualClass = `${'k1' | 'k2+'}|${'h1' | 'h2+'}|${'small' | 'large' | 'na'}`;

/** A fitted model: parameters and the residuals of earlier years by class. */
export interface FittedModel {
  params: ModelParams;
  /** The years whose results were fitted (all before the target year); empty when nothing could be fitted. */
  fittedYears: number[];
  /** Number of (unit, year) pairs fitted. */
  n: number;
  /** Sorted residuals (log rank) by class, plus `all`. */
  residuals: ReadonlyMap<ResidualClass | 'all', readonly number[]>;
  /**
   * How much further the 1 % quantile of the worst earlier year lay than that of all years pooled (log rank, ≤ 0):
   * the 99 % line is moved by it, so that 保 holds even in a year like the worst one fitted (with one fitted year: the
   * worse of that year and its mirror).
   */
  worstYearShift: number;
}

/** The features of one unit for one target year. */
export interface UnitFeatures {
  key: string;
  /** Latest result before the target year: year and rank. */
  latestYear: number;
  latestRank: number;
  /** Its lowest admitted score that year (for the naive baseline). */
  latestScore: number | null;
  /** Years from the latest result to the target year (k ≥ 1). */
  latestLag: number;
  /** The unit's results before the target year, latest first (the latest is latestYear's). */
  earlier: ReadonlyArray<{ year: number; rank: number }>;
  /** Feature vector x, θ·x is added to log r_L. */
  x: readonly [number, number, number, number];
  cls: ResidualClass;
}

/** A unit's prediction for the target year. */
export interface RankPrediction {
  key: string;
  /** Predicted lowest admitted rank (位次). */
  yuguSeat: number;
  /** 预估线: that rank read as a score in the target year's table. */
  yuguScore: number;
  cls: ResidualClass;
  /** The unit's latest result before the target year. */
  latestYear: number;
  latestRank: number;
  latestScore: number | null;
}

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

interface Observation {
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
  const pending: Array<{ key: string; mate: string; year: number; obs: Observation; prev: Observation | null; earlier: Earlier[] }> = [];
  // Group-level rows: each college's list of groups by year, to match a renumbered college's groups (group-match.ts).
  const lists = groupLists(units.filter((u) => u.title === '').map(listedGroup));
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
    pending.push({ key, mate: mateKey(u), year: latest.year, obs: latest.obs, prev: prev?.obs ?? null, earlier });
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
    };
  });
}

/** log r̂ − log r_L for features x. */
function shift(params: ModelParams, x: UnitFeatures['x']): number {
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

/** A training pair: features of a unit for year t from years before t, and its actual log-rank change. */
interface Example {
  year: number;
  f: UnitFeatures;
  y: number;
}

function examplesFor(records: readonly AdmissionRecord[], observations: ObservationIndex, year: number): Example[] {
  const out: Example[] = [];
  for (const f of unitFeatures(records, year, observations)) {
    const actual = observations.get(f.key)?.get(year);
    if (actual === undefined) continue;
    out.push({ year, f, y: Math.log(actual.rank) - Math.log(f.latestRank) });
  }
  return out;
}

/**
 * Least absolute deviations of y on x (iteratively reweighted least squares, 30 rounds), with a small ridge so that
 * a feature that is always 0 keeps a coefficient of 0. Deterministic.
 */
export function fitLad(xs: ReadonlyArray<readonly number[]>, ys: readonly number[], ridge = 1e-3): number[] {
  const p = xs[0]?.length ?? 0;
  let beta = new Array<number>(p).fill(0);
  if (xs.length === 0) return beta;
  let w = new Array<number>(xs.length).fill(1);
  for (let round = 0; round < 30; round++) {
    const a = Array.from({ length: p }, () => new Array<number>(p).fill(0));
    const b = new Array<number>(p).fill(0);
    let wsum = 0;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] as readonly number[];
      const wi = w[i] as number;
      wsum += wi;
      for (let j = 0; j < p; j++) {
        b[j] = (b[j] as number) + wi * (x[j] as number) * (ys[i] as number);
        const row = a[j] as number[];
        for (let k = 0; k < p; k++) row[k] = (row[k] as number) + wi * (x[j] as number) * (x[k] as number);
      }
    }
    for (let j = 0; j < p; j++) (a[j] as number[])[j] = ((a[j] as number[])[j] as number) + ridge * (wsum / xs.length);
    beta = solve(a, b);
    w = xs.map((x, i) => {
      let r = ys[i] as number;
      for (let j = 0; j < p; j++) r -= (beta[j] as number) * (x[j] as number);
      return 1 / Math.max(Math.abs(r), 1e-3);
    });
  }
  return beta;
}

/** Gaussian elimination with partial pivoting (the matrix is small and, with the ridge, positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[piv] as number[])[c] as number)) piv = r;
    [m[c], m[piv]] = [m[piv] as number[], m[c] as number[]];
    const pr = m[c] as number[];
    const d = pr[c] as number;
    if (Math.abs(d) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = m[r] as number[];
      const factor = (row[c] as number) / d;
      if (factor === 0) continue;
      for (let k = c; k <= n; k++) row[k] = (row[k] as number) - factor * (pr[k] as number);
    }
  }
  return m.map((row, i) => {
    const d = row[i] as number;
    return Math.abs(d) < 1e-12 ? 0 : (row[n] as number) / d;
  });
}

/** Fewer fitted years than this and the drift θ₀ stays 0 (see {@link fitParams}). */
export const MIN_DRIFT_YEARS = 2;

/**
 * θ by least absolute deviations. The drift θ₀ is a year effect: from a single year it cannot be told apart from
 * that year's own shock (the lines of one year moved one way, the next year's need not), so it is fitted only from
 * {@link MIN_DRIFT_YEARS} or more years and stays 0 otherwise; the other terms are relations within a year.
 */
function fitParams(examples: readonly Example[]): ModelParams {
  const withDrift = new Set(examples.map((e) => e.year)).size >= MIN_DRIFT_YEARS;
  const beta = fitLad(
    examples.map((e) => (withDrift ? e.f.x : [0, ...e.f.x.slice(1)])),
    examples.map((e) => e.y),
  );
  return [beta[0] ?? 0, beta[1] ?? 0, beta[2] ?? 0, beta[3] ?? 0];
}

/** The confidence of the line a 保 row must clear (see risk/risk-band.ts baoLine). */
export const SAFETY_CONFIDENCE = 0.99;

/** Fewer residuals than this in a class and the class borrows from a coarser one. */
export const MIN_CLASS_SIZE = 150;

/**
 * Fits the model for target year `target` from the results of earlier years only: every record of year `target` or
 * later is ignored as a result (records of `target` are still the list of units when predicting, elsewhere).
 */
export function fitRankModel(records: readonly AdmissionRecord[], tables: ReadonlyMap<number, RankTable>, target: number): FittedModel {
  const earlier = records.filter((r) => r.year < target);
  const observations = indexObservations(earlier, tables);
  const years = [...new Set(earlier.map((r) => r.year))].sort((a, b) => a - b);
  const byYear = new Map<number, Example[]>();
  for (const y of years) {
    const ex = examplesFor(earlier, observations, y);
    if (ex.length > 0) byYear.set(y, ex);
  }
  const all = [...byYear.values()].flat();
  if (all.length === 0) return { params: ZERO_PARAMS, fittedYears: [], n: 0, residuals: new Map(), worstYearShift: 0 };
  const params = fitParams(all);
  const residualsByClass = new Map<ResidualClass | 'all', number[]>();
  const push = (k: ResidualClass | 'all', e: number) => {
    const list = residualsByClass.get(k) ?? [];
    list.push(e);
    residualsByClass.set(k, list);
  };
  const yearQuantiles: number[] = [];
  for (const [year, ex] of byYear) {
    const others = byYear.size > 1 ? [...byYear].filter(([y]) => y !== year).flatMap(([, e]) => e) : ex;
    const p = byYear.size > 1 ? fitParams(others) : params;
    const own = ex.map((e) => e.y - shift(p, e.f.x));
    // A single fitted year: its residuals sit around that year's own shock (their median), one draw of a move as
    // likely up as down, so they are taken both as they are and mirrored about 0 (moved by −2 × the median). With
    // more years the leave-one-year-out residuals already hold several years' shocks.
    const mirror = byYear.size === 1 ? -2 * median(own) : null;
    own.forEach((r, i) => {
      const cls = (ex[i] as Example).f.cls;
      for (const v of mirror === null ? [r] : [r, r + mirror]) {
        push(cls, v);
        push('all', v);
      }
    });
    yearQuantiles.push(lowerBound(own.sort((a, b) => a - b), 1 - SAFETY_CONFIDENCE));
    // The mirrored year counts as a year seen: the worse of the two sets the shift.
    if (mirror !== null) yearQuantiles.push(lowerBound(own.map((r) => r + mirror), 1 - SAFETY_CONFIDENCE));
  }
  for (const list of residualsByClass.values()) list.sort((a, b) => a - b);
  const pooled = lowerBound(residualsByClass.get('all') ?? [0], 1 - SAFETY_CONFIDENCE);
  const worstYearShift = Math.min(0, ...yearQuantiles.map((q) => q - pooled));
  return { params, fittedYears: [...byYear.keys()], n: all.length, residuals: residualsByClass, worstYearShift };
}

/**
 * Fewer fitted years than this and no probability is shown (the 99 % line is still used for 保). With one fitted year
 * the residuals are that year's own errors, mirrored: nothing before the target year says how far the next year's
 * spread and shock may lie from them, and no backtest of such a probability can be made on the years before it
 * (a backtest needs a year fitted and a later year to score). With two or more, each year's residuals come from a
 * fit on the other years — a backtest across years inside the fit — and hold several years' shocks.
 */
export const MIN_PROBABILITY_YEARS = 2;

/** Whether a model's residuals back an admission probability (see {@link MIN_PROBABILITY_YEARS}). */
export function backsProbability(model: FittedModel): boolean {
  return model.n > 0 && model.fittedYears.length >= MIN_PROBABILITY_YEARS;
}

/** Points kept of a residual list when it is summed with itself over several years (its 200-quantiles). */
const LAG_POINTS = 200;

const lagMemo = new WeakMap<FittedModel, Map<string, readonly number[]>>();

/** `m` evenly spaced quantiles ((i + ½) / m) of sorted values. */
function resample(sorted: readonly number[], m: number): number[] {
  return Array.from({ length: m }, (_, i) => sorted[Math.min(sorted.length - 1, Math.floor(((i + 0.5) / m) * sorted.length))] as number);
}

/**
 * The residuals that stand for a unit of class `cls` whose latest result is `lag` years old.
 *
 * Lag 1: the class's own residuals, else the same lag and history, else the same lag, else all.
 * Lag k ≥ 2: a line k years old has made k yearly moves since, so its error is taken as the sum of k independent
 * one-year errors — the lag-1 residuals of the same history and size — added up over every pair of their
 * 200-quantiles (k − 1 times). The few units that really skipped a year in the fitted years are too few and too
 * unlike the target year's to stand for them (a unit that paused a year moves more than one that did not).
 * Memoised per model and class; deterministic.
 */
export function residualsFor(model: FittedModel, cls: ResidualClass, lag = 1): readonly number[] {
  const k = Math.max(1, Math.floor(lag));
  let memo = lagMemo.get(model);
  if (memo === undefined) lagMemo.set(model, (memo = new Map()));
  const key = `${cls}|${k}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  let out: readonly number[];
  if (k === 1) out = classResiduals(model, cls);
  else {
    const oneYear = residualsFor(model, cls.replace(/^k2\+\|/, 'k1|') as ResidualClass, 1);
    const step = resample(oneYear, Math.min(oneYear.length, LAG_POINTS));
    const before = k === 2 ? step : resample(residualsFor(model, cls, k - 1), step.length);
    const sums: number[] = [];
    for (const a of before) for (const b of step) sums.push(a + b);
    out = sums.sort((a, b) => a - b);
  }
  memo.set(key, out);
  return out;
}

/** The residuals of a class as fitted: the class itself, else the same lag and history, else the same lag, else all. */
function classResiduals(model: FittedModel, cls: ResidualClass): readonly number[] {
  const own = model.residuals.get(cls);
  if (own !== undefined && own.length >= MIN_CLASS_SIZE) return own;
  const [lag, hist] = cls.split('|') as [string, string];
  const pooled = (test: (c: string) => boolean) => {
    const out: number[] = [];
    for (const [c, list] of model.residuals) if (c !== 'all' && test(c)) out.push(...list);
    return out.sort((a, b) => a - b);
  };
  const lagHist = pooled((c) => c.startsWith(`${lag}|${hist}|`));
  if (lagHist.length >= MIN_CLASS_SIZE) return lagHist;
  const lagOnly = pooled((c) => c.startsWith(`${lag}|`));
  if (lagOnly.length >= MIN_CLASS_SIZE) return lagOnly;
  return model.residuals.get('all') ?? [];
}

/** The median of unsorted values (the mean of the two middle ones for an even count); 0 for none. */
function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >>> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Nearest-rank quantile q of sorted values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('no values');
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
}

/**
 * The finite-sample (split-conformal) lower bound of sorted values at level α: the ⌊α(n + 1)⌋-th smallest, so that a
 * new value exchangeable with them falls below it with probability at most α (the smallest value when n + 1 < 1/α,
 * where no bound of that level exists).
 */
export function lowerBound(sorted: readonly number[], alpha: number): number {
  if (sorted.length === 0) throw new RangeError('no values');
  return sorted[Math.max(0, Math.floor(alpha * (sorted.length + 1)) - 1)] as number;
}

/** The unit's line at a confidence: the score that clears the actual line in that share of earlier years' errors. */
export function confidentLine(prediction: RankPrediction, residuals: readonly number[], targetTable: RankTable, confidence: number, extraShift = 0): number {
  // A higher line is a smaller rank: the conformal (1 − confidence) bound of e, moved by `extraShift` (≤ 0: more cautious).
  const e = lowerBound(residuals, 1 - confidence) + Math.min(0, extraShift);
  const seat = Math.max(1, Math.floor(prediction.yuguSeat * Math.exp(e)));
  // The lowest score whose worst rank is at or better than that seat (a score sharing its row with the seat is not
  // enough: its worst rank lies beyond the seat).
  let score = rankToScore(targetTable, seat);
  const top = (targetTable[0] as { score: number }).score;
  while (score <= top && scoreToRank(targetTable, score).worst > seat) score += 1;
  return score;
}

/**
 * 录取概率: the share of earlier years' residuals of the unit's class under which a student of `score` would have been
 * admitted, i.e. under which the actual lowest rank is at or beyond the score's rank in the target year's table.
 * Kept within [0.01, 0.99]: a few hundred earlier errors cannot promise certainty. Null for a score below the table's
 * last row: it has no rank there (tables that stop at the control line, e.g. 江苏's), so no probability is claimed.
 */
export function admissionProbability(prediction: RankPrediction, residuals: readonly number[], targetTable: RankTable, score: number): number | null {
  if (residuals.length === 0) throw new RangeError('no residuals: the probability needs a backtest');
  const band = scoreToRank(targetTable, score);
  if (band.match === 'below') return null;
  const rank = band.worst;
  const threshold = Math.log(rank / prediction.yuguSeat);
  // Count residuals e with e ≥ threshold (residuals are sorted ascending): binary search the first one.
  let lo = 0;
  let hi = residuals.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((residuals[mid] as number) >= threshold) hi = mid;
    else lo = mid + 1;
  }
  const p = (residuals.length - lo + 0.5) / (residuals.length + 1);
  return Math.min(0.99, Math.max(0.01, p));
}

/** A unit's outlook for the target year: its predicted line, its 99 % line and the residuals behind its probability. */
export interface UnitOutlook {
  prediction: RankPrediction;
  /** The score that cleared the actual line under 99 % of earlier years' errors; null without a backtest. */
  line99: number | null;
  /**
   * Sorted residuals of the unit's class; null without a backtest, i.e. nothing fitted or a single fitted year
   * ({@link backsProbability}): no probability is shown then.
   */
  residuals: readonly number[] | null;
}

/**
 * The outlook of every unit of year `target`'s list that has an earlier result, with `model` (fitted on earlier years
 * by {@link fitRankModel}). Results of year `target` or later in `records` are not read.
 */
export function predictYear(
  records: readonly AdmissionRecord[],
  tables: ReadonlyMap<number, RankTable>,
  target: number,
  model: FittedModel,
  confidence = SAFETY_CONFIDENCE,
): Map<string, UnitOutlook> {
  const table = tables.get(target);
  if (table === undefined || table.length === 0) throw new RangeError(`no rank table for ${target}`);
  const observations = indexObservations(
    records.filter((r) => r.year < target),
    tables,
  );
  const out = new Map<string, UnitOutlook>();
  for (const f of unitFeatures(records, target, observations)) {
    const prediction = predictUnit(model.params, f, table);
    const residuals = model.n > 0 ? residualsFor(model, f.cls, f.latestLag) : [];
    out.set(f.key, {
      prediction,
      line99: residuals.length > 0 ? confidentLine(prediction, residuals, table, confidence, model.worstYearShift) : null,
      residuals: residuals.length > 0 && backsProbability(model) ? residuals : null,
    });
  }
  return out;
}
