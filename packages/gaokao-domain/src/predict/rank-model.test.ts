import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankToScore } from '../rank/rank-to-score';
import type { RankTable } from '../rank/types';
import { baoLine, riskBand, riskBandWithLine } from '../risk/risk-band';
import { backtestYear } from './backtest';
import { ownBlendWeight } from './line-blend';
import {
  admissionProbability,
  backsProbability,
  confidentLine,
  fitLad,
  fitRankModel,
  indexObservations,
  lowerBound,
  predictUnit,
  predictYear,
  quantile,
  recordRank,
  residualsFor,
  unitFeatures,
  unitKey,
  ZERO_PARAMS,
  type AdmissionRecord,
  type FittedModel,
  type RankPrediction,
} from './rank-model';

/** A smooth table from 700 down to 400: `perPoint` examinees on every score. */
function table(perPoint: number, top = 700, bottom = 400): RankTable {
  const rows = [];
  let cumulative = 0;
  for (let s = top; s >= bottom; s--) {
    cumulative += perPoint;
    rows.push({ score: s, count: perPoint, cumulative });
  }
  return rows;
}

const rec = (over: Partial<AdmissionRecord> & { year: number }): AdmissionRecord => ({
  code: '10001',
  groupCode: '201',
  title: '数学类',
  requirement: '物',
  minScore: null,
  minRank: null,
  admitted: 10,
  ...over,
});

describe('unitKey', () => {
  const cases: Array<{ name: string; a: Partial<AdmissionRecord>; b: Partial<AdmissionRecord>; same: boolean }> = [
    { name: 'per-major: a new group code is the same major', a: { groupCode: '201' }, b: { groupCode: '205' }, same: true },
    { name: 'per-major: a new requirement is the same major (广东 2024 物→物+化)', a: { requirement: '物' }, b: { requirement: '物+化' }, same: true },
    { name: 'per-major: spaces and full-width brackets do not matter', a: { title: '临床医学（五年制）' }, b: { title: '临床医学 (五年制)' }, same: true },
    { name: 'per-major: another title is another unit', a: { title: '数学类' }, b: { title: '物理学类' }, same: false },
    { name: 'group-level: same college, code and requirement', a: { title: '', groupCode: '06', requirement: '不限' }, b: { title: '', groupCode: '06', requirement: '不限' }, same: true },
    { name: 'group-level: a code reused for another requirement is another group', a: { title: '', groupCode: '06', requirement: '不限' }, b: { title: '', groupCode: '06', requirement: '化学' }, same: false },
    { name: 'group-level: another code is another group', a: { title: '', groupCode: '06' }, b: { title: '', groupCode: '07' }, same: false },
    { name: 'another college is another unit', a: { code: '10001' }, b: { code: '10002' }, same: false },
  ];
  it.each(cases)('$name', ({ a, b, same }) => {
    expect(unitKey(rec({ year: 2023, ...a })) === unitKey(rec({ year: 2024, ...b }))).toBe(same);
  });
});

describe('recordRank', () => {
  const t = table(10);
  const cases: Array<{ name: string; r: Partial<AdmissionRecord>; rank: number | null }> = [
    { name: 'the score read in the table (its worst rank)', r: { minScore: 690, minRank: 5 }, rank: 110 },
    { name: 'the rank when there is no score', r: { minScore: null, minRank: 57 }, rank: 57 },
    { name: 'nothing usable', r: { minScore: null, minRank: null }, rank: null },
    { name: '0 counts as unknown', r: { minScore: 0, minRank: 0 }, rank: null },
  ];
  it.each(cases)('$name', ({ r, rank }) => {
    expect(recordRank(rec({ year: 2024, ...r }), t)).toBe(rank);
  });
  it('should use the rank when the year has no table', () => {
    expect(recordRank(rec({ year: 2024, minScore: 690, minRank: 57 }), undefined)).toBe(57);
  });
});

describe('fitLad', () => {
  it('should recover an exact linear relation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -200, max: 200 }), { minLength: 3, maxLength: 3 }), fc.integer({ min: 20, max: 60 }), (hundredths, n) => {
        const beta = hundredths.map((h) => h / 100);
        const xs = Array.from({ length: n }, (_, i) => [1, (i % 7) - 3, ((i * 3) % 11) - 5]);
        const ys = xs.map((x) => x.reduce((s, v, i) => s + v * (beta[i] as number), 0));
        const fitted = fitLad(xs, ys, 1e-9);
        fitted.forEach((b, i) => expect(b).toBeCloseTo(beta[i] as number, 2));
      }),
      { numRuns: 50 },
    );
  });

  it('should follow the median, not an outlier', () => {
    const xs = Array.from({ length: 21 }, () => [1]);
    const ys = [...Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 1 : 1.2)), 100];
    expect(fitLad(xs, ys)[0]).toBeGreaterThanOrEqual(1);
    expect(fitLad(xs, ys)[0]).toBeLessThanOrEqual(1.2);
  });

  it('should keep a feature that is always 0 at 0', () => {
    const xs = [
      [1, 0],
      [1, 0],
      [1, 0],
    ];
    expect(fitLad(xs, [2, 2, 2])).toEqual([expect.closeTo(2, 2), 0]);
  });
});

describe('quantile', () => {
  const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  it.each([
    { q: 0.01, v: 1 },
    { q: 0.1, v: 1 },
    { q: 0.5, v: 5 },
    { q: 0.9, v: 9 },
    { q: 0.99, v: 10 },
    { q: 1, v: 10 },
  ])('q $q → $v', ({ q, v }) => {
    expect(quantile(values, q)).toBe(v);
  });
  it('should reject an empty list', () => {
    expect(() => quantile([], 0.5)).toThrow(RangeError);
  });
});

/**
 * Synthetic province: 60 units over 2020–2024, each a 专业组 of its own college; every year each unit's rank moves by
 * a known drift (×1.05) plus a small deterministic wobble.
 */
function synthetic(drift = 1.05): { records: AdmissionRecord[]; tables: Map<number, RankTable> } {
  const tables = new Map<number, RankTable>();
  const records: AdmissionRecord[] = [];
  for (let year = 2020; year <= 2024; year++) tables.set(year, table(100));
  for (let u = 0; u < 60; u++) {
    let rank = 500 + u * 300;
    for (let year = 2020; year <= 2024; year++) {
      const wobble = 1 + (((u * 7 + year * 3) % 5) - 2) / 200;
      const r = Math.round(rank * wobble);
      const minScore = rankToScore(tables.get(year) as RankTable, r);
      records.push(rec({ year, code: `c${u}`, title: '', groupCode: '01', requirement: '不限', minRank: r, minScore }));
      rank *= drift;
    }
  }
  return { records, tables };
}

describe('fitRankModel', () => {
  it('should learn the drift of the earlier years', () => {
    const { records, tables } = synthetic(1.05);
    const model = fitRankModel(records, tables, 2024);
    expect(model.fittedYears).toEqual([2021, 2022, 2023]);
    expect(model.params[0]).toBeCloseTo(Math.log(1.05), 1);
  });

  it('should never read the results of the target year or later', () => {
    const { records, tables } = synthetic();
    const model = fitRankModel(records, tables, 2023);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 0, max: 59 }), (rank, unit) => {
        const changed = records.map((r) => (r.year >= 2023 && r.code === `c${unit}` ? { ...r, minRank: rank } : r));
        expect(fitRankModel(changed, tables, 2023).params).toEqual(model.params);
      }),
      { numRuns: 20 },
    );
    // Measured 10.6 s with coverage at load average 30 (20 refits); the limit leaves six times that.
  }, 60_000);

  it('should keep the drift at 0 with a single fitted year (one year’s move is that year’s shock)', () => {
    const { records, tables } = synthetic(1.05);
    const one = fitRankModel(records, tables, 2022);
    expect(one.fittedYears).toEqual([2021]);
    expect(one.params[0]).toBe(0);
    const two = fitRankModel(records, tables, 2024);
    expect(two.params[0]).toBeCloseTo(Math.log(1.05), 1);
  });

  it('should mirror a single year’s residuals about its shock (a move as likely up as down)', () => {
    const { records, tables } = synthetic(1.05);
    const one = fitRankModel(records, tables, 2022).residuals.get('all') ?? [];
    expect(one).toHaveLength(120); // 60 units, each as it is and mirrored
    expect(quantile(one, 0.25)).toBeCloseTo(-Math.log(1.05), 1);
    expect(quantile(one, 0.75)).toBeCloseTo(Math.log(1.05), 1);
    // Several years: the leave-one-year-out residuals as they are, not mirrored.
    const three = fitRankModel(records, tables, 2024);
    expect(three.residuals.get('all')).toHaveLength(three.n);
  });

  it('should fit nothing without two earlier years of results', () => {
    const { records, tables } = synthetic();
    const model = fitRankModel(records, tables, 2021);
    expect(model.n).toBe(0);
    expect(model.params).toEqual(ZERO_PARAMS);
  });
});

describe('predictUnit', () => {
  it('should read the latest rank unscaled with θ = 0 (the 等位分 baseline)', () => {
    const t = table(37);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 11_000 }), (rank) => {
        const [f] = unitFeatures([rec({ year: 2024 })], 2024, indexObservations([rec({ year: 2023, minRank: rank })], new Map()));
        expect(f).toBeDefined();
        const p = predictUnit(ZERO_PARAMS, f as NonNullable<typeof f>, t);
        expect(p.yuguSeat).toBe(rank);
        expect(p.yuguScore).toBe(rankToScore(t, rank));
      }),
    );
  });

  it('should pull a major towards its 专业组 floor with the mates term', () => {
    const history = [rec({ year: 2023, title: 'A', minRank: 1000 }), rec({ year: 2023, title: 'B', minRank: 4000 })];
    const units = [rec({ year: 2024, title: 'A' }), rec({ year: 2024, title: 'B' })];
    const [a, b] = unitFeatures(units, 2024, indexObservations(history, new Map()));
    expect(a?.x[3]).toBeCloseTo(Math.log(4), 6);
    expect(b?.x[3]).toBe(0);
    const t = table(100);
    expect(predictUnit([0, 0, 0, 0.5], a as NonNullable<typeof a>, t).yuguSeat).toBe(2000);
  });
});

describe('admissionProbability and the 99 % line', () => {
  const t = table(100);
  const pred: RankPrediction = { key: 'u', yuguSeat: 10_000, yuguScore: rankToScore(t, 10_000), cls: 'k1|h2+|large', latestYear: 2023, latestRank: 10_000, latestScore: null };
  const residuals = Array.from({ length: 401 }, (_, i) => (i - 200) / 1000); // −0.2 … 0.2

  it('should rise with the score and stay within [0.01, 0.99]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 700 }), fc.integer({ min: 0, max: 30 }), (s, up) => {
        const low = admissionProbability(pred, residuals, t, s);
        const high = admissionProbability(pred, residuals, t, Math.min(700, s + up));
        if (low === null || high === null) throw new Error('a score in the table has a probability');
        expect(high).toBeGreaterThanOrEqual(low);
        expect(low).toBeGreaterThanOrEqual(0.01);
        expect(high).toBeLessThanOrEqual(0.99);
      }),
    );
  });

  it('should be about one half at the predicted line and high at the 99 % line', () => {
    expect(admissionProbability(pred, residuals, t, pred.yuguScore)).toBeCloseTo(0.5, 1);
    const line99 = confidentLine(pred, residuals, t, 0.99);
    expect(line99).toBeGreaterThan(pred.yuguScore);
    expect(admissionProbability(pred, residuals, t, line99)).toBeGreaterThanOrEqual(0.98);
  });

  it('should need a backtest', () => {
    expect(() => admissionProbability(pred, [], t, 600)).toThrow(RangeError);
  });

  it('should claim nothing for a score below the table (no rank there)', () => {
    expect(admissionProbability(pred, residuals, t, 400)).not.toBeNull();
    expect(admissionProbability(pred, residuals, t, 399)).toBeNull();
  });
});

describe('lowerBound (finite-sample 1 % bound)', () => {
  const values = (n: number) => Array.from({ length: n }, (_, i) => i + 1); // 1 … n
  const cases: Array<{ n: number; alpha: number; bound: number }> = [
    { n: 99, alpha: 0.01, bound: 1 }, // ⌊0.01 · 100⌋ = 1st
    { n: 198, alpha: 0.01, bound: 1 }, // ⌊1.99⌋ = 1st (nearest rank would take the 2nd)
    { n: 199, alpha: 0.01, bound: 2 },
    { n: 1270, alpha: 0.01, bound: 12 }, // nearest rank: 13th
    { n: 50, alpha: 0.01, bound: 1 }, // too few for the level: the smallest
    { n: 100, alpha: 0.1, bound: 10 },
  ];
  it.each(cases)('n = $n, α = $alpha: the ${bound}th smallest', ({ n, alpha, bound }) => {
    expect(lowerBound(values(n), alpha)).toBe(bound);
  });

  it('should hold at its level for exchangeable values (a new value falls below it at most α of the time)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 3000 }), (n) => {
        // With n + 1 exchangeable values, the new one is equally likely to take any rank 1 … n + 1.
        const b = lowerBound(values(n), 0.01);
        expect(b / (n + 1)).toBeLessThanOrEqual(0.01 + 1e-12);
      }),
    );
  });
});

describe('residualsFor: uncertainty grows with the years since the latest result', () => {
  const oneYear = Array.from({ length: 401 }, (_, i) => (i - 200) / 1000); // −0.2 … 0.2, uniform
  const model: FittedModel = {
    params: ZERO_PARAMS,
    fittedYears: [2022, 2023],
    n: 401,
    residuals: new Map([
      ['k1|h2+|large', oneYear],
      ['all', oneYear],
    ]),
    worstYearShift: 0,
  };
  const spread = (l: readonly number[]) => quantile(l, 0.99) - quantile(l, 0.01);

  it('should keep the class’s own residuals for a line one year old', () => {
    expect(residualsFor(model, 'k1|h2+|large', 1)).toBe(oneYear);
  });

  it('should add up k one-year errors for a line k years old (wider each year, centred, deterministic)', () => {
    const two = residualsFor(model, 'k2+|h2+|large', 2);
    const three = residualsFor(model, 'k2+|h2+|large', 3);
    expect(two).toHaveLength(200 * 200);
    expect(spread(two)).toBeGreaterThan(spread(oneYear) * 1.2);
    expect(spread(three)).toBeGreaterThan(spread(two) * 1.1);
    expect(quantile(two, 0.5)).toBeCloseTo(0, 2);
    // The sum of two uniform errors on ±0.2: its 1 % quantile is −0.4 + 0.4·√0.02 ≈ −0.343.
    expect(quantile(two, 0.01)).toBeCloseTo(-0.4 + 0.4 * Math.sqrt(0.02), 2);
    expect(residualsFor(model, 'k2+|h2+|large', 2)).toBe(two);
  });
});

describe('保 with the 99 % line', () => {
  const cases: Array<{ name: string; user: number; yugu: number; line99: number | null; band: string }> = [
    { name: '16 above and above the 99 % line is 保', user: 616, yugu: 600, line99: 610, band: '保' },
    { name: '16 above but below the 99 % line is 稳', user: 616, yugu: 600, line99: 620, band: '稳' },
    { name: 'exactly on the 99 % line is 保', user: 620, yugu: 600, line99: 620, band: '保' },
    { name: '15 above is 稳 whatever the 99 % line', user: 615, yugu: 600, line99: 590, band: '稳' },
    { name: 'no backtest: the spec’s rule alone', user: 616, yugu: 600, line99: null, band: '保' },
    { name: 'below the line is 冲', user: 590, yugu: 600, line99: 620, band: '冲' },
  ];
  it.each(cases)('$name', ({ user, yugu, line99, band }) => {
    expect(riskBandWithLine(user, yugu, line99)).toBe(band);
  });

  it('should only ever turn a spec 保 into 稳, and 保 needs both rules', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 750 }), fc.integer({ min: 300, max: 750 }), fc.option(fc.integer({ min: 300, max: 750 })), (user, yugu, line99) => {
        const strict = riskBandWithLine(user, yugu, line99);
        const spec = riskBand(user, yugu);
        if (spec !== '保') expect(strict).toBe(spec);
        else expect(['保', '稳']).toContain(strict);
        expect(strict === '保').toBe(user >= baoLine(yugu, line99));
      }),
    );
  });
});

describe('backtestYear (synthetic)', () => {
  it('should beat last year’s line when lines drift, and label 保 where it holds', () => {
    const { records, tables } = synthetic(1.05);
    const report = backtestYear({ records, tables, year: 2024 });
    expect(report.n).toBe(60);
    expect(report.model.mae).toBeLessThan(report.naive.mae);
    expect(report.model.mae).toBeLessThan(report.equal_rank.mae);
    expect(report.model.bao_edge_hold).toBe(1);
  });

  it('should predict the same units whatever the target year’s results say', () => {
    const { records, tables } = synthetic(1.05);
    const hidden = records.map((r) => (r.year === 2024 ? { ...r, minRank: null, minScore: null } : r));
    const a = predictYear(records, tables, 2024, fitRankModel(records, tables, 2024));
    const b = predictYear(hidden, tables, 2024, fitRankModel(hidden, tables, 2024));
    expect([...a.values()].map((o) => o.prediction.yuguScore)).toEqual([...b.values()].map((o) => o.prediction.yuguScore));
    expect(a.size).toBe(60);
  });

  it.each([
    { case: 'a model fitted on one year: a 99 % line, no probability', target: 2022, years: [2021], shown: false },
    { case: 'a model fitted on two years: both', target: 2023, years: [2021, 2022], shown: true },
  ])('$case', ({ target, years, shown }) => {
    const { records, tables } = synthetic(1.05);
    const model = fitRankModel(records, tables, target);
    expect(model.fittedYears).toEqual(years);
    expect(backsProbability(model)).toBe(shown);
    const outlooks = [...predictYear(records, tables, target, model).values()];
    expect(outlooks.every((o) => o.line99 !== null)).toBe(true);
    expect(outlooks.every((o) => (o.residuals !== null) === shown)).toBe(true);
    const report = backtestYear({ records, tables, year: target });
    expect(report.model.ece).not.toBeNull();
    expect(report.model.probability_shown).toBe(shown);
  });

  it('should measure a borrowed model’s probability without showing it', () => {
    const { records, tables } = synthetic(1.05);
    const other = fitRankModel(records, tables, 2024);
    const only2023 = records.filter((r) => r.year >= 2023).map((r) => ({ ...r, code: `x${r.code}` }));
    const report = backtestYear({ records: only2023, tables, year: 2024, fallback: other });
    expect(report.fitted_years).toEqual(other.fittedYears);
    expect(report.model.ece).not.toBeNull();
    expect(report.model.probability_shown).toBe(false);
  });

  it('should score the blended line as the model’s: w from the set’s own folds, shrunk towards the pooled weight', () => {
    const { records, tables } = synthetic(1.05);
    const own = backtestYear({ records, tables, year: 2024, blend: { pooled: null } });
    const w = ownBlendWeight(fitRankModel(records, tables, 2024).folds ?? [])?.weight;
    expect(own.blend_weight).toBe(w);
    expect(backtestYear({ records, tables, year: 2024 }).blend_weight).toBe(1);
    // Pooled weight 0 and two fold years of its own (2021, 2022) choosing w: two thirds of w.
    const own2023 = ownBlendWeight(fitRankModel(records, tables, 2023).folds ?? []);
    expect(own2023?.years).toBe(2);
    const shrunk = backtestYear({ records, tables, year: 2023, blend: { pooled: 0 } });
    expect(shrunk.blend_weight).toBeCloseTo(((own2023?.weight ?? Number.NaN) * 2) / 3, 2);
  });

  it('should give a borrowed model the pooled weight: at w = 0 the model’s line is last year’s', () => {
    const { records, tables } = synthetic(1.05);
    const other = fitRankModel(records, tables, 2024);
    const only2023 = records.filter((r) => r.year >= 2023).map((r) => ({ ...r, code: `x${r.code}` }));
    const report = backtestYear({ records: only2023, tables, year: 2024, fallback: other, blend: { pooled: 0 } });
    expect(report.blend_weight).toBe(0);
    expect(report.model.mae).toBe(report.naive.mae);
  });
});
