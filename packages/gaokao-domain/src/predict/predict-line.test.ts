import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRankTable } from '../rank/build-rank-table';
import { predictLine, type HistoryYear, type PredictInput } from './predict-line';

/** Scores 600…500, 100 examinees on each: rank r is reached at 601 − ⌈r/100⌉. */
const TARGET = buildRankTable(Array.from({ length: 101 }, (_, i) => ({ score: 600 - i, count: 100 })));
/** Scores 620…520, 200 examinees on each: 590 has cumulative 31 × 200 = 6200. */
const LAST_YEAR_TABLE = buildRankTable(Array.from({ length: 101 }, (_, i) => ({ score: 620 - i, count: 200 })));

const E = 100_000;
const year = (y: number, minRank: number | null, extra: Partial<HistoryYear> = {}): HistoryYear => ({
  year: y,
  minRank,
  examinees: E,
  ...extra,
});
const input = (history: HistoryYear[], extra: Partial<PredictInput> = {}): PredictInput => ({
  history,
  targetExaminees: E,
  targetTable: TARGET,
  ...extra,
});

describe('predictLine', () => {
  const cases: Array<{
    name: string;
    input: PredictInput;
    seat: number;
    score: number;
    weights: Array<[number, number]>;
    note: string | null;
  }> = [
    {
      name: 'three years: 0.5·1000 + 0.3·2000 + 0.2·3000 = 1700 → 584',
      input: input([year(2024, 1000), year(2023, 2000), year(2022, 3000)]),
      seat: 1700,
      score: 584,
      weights: [[2024, 0.5], [2023, 0.3], [2022, 0.2]],
      note: null,
    },
    {
      name: 'ranks scaled by field size: 1000·1.1 + 2400·(110/120) + 2000·(110/88) → 0.5·1100 + 0.3·2200 + 0.2·2500 = 1710 → 583',
      input: input(
        [year(2024, 1000), year(2023, 2400, { examinees: 120_000 }), year(2022, 2000, { examinees: 88_000 })],
        { targetExaminees: 110_000 },
      ),
      seat: 1710,
      score: 583,
      weights: [[2024, 0.5], [2023, 0.3], [2022, 0.2]],
      note: null,
    },
    {
      name: 'a mean of exactly x.5 rounds up: 500.5 + 600 + 600 = 1700.5 → 1701 → 583',
      input: input([year(2024, 1001), year(2023, 2000), year(2022, 3000)]),
      seat: 1701,
      score: 583,
      weights: [[2024, 0.5], [2023, 0.3], [2022, 0.2]],
      note: null,
    },
    {
      name: 'oldest year missing: (0.5·1000 + 0.3·2000) ÷ 0.8 = 1375 → 587',
      input: input([year(2024, 1000), year(2023, 2000), year(2022, null)]),
      seat: 1375,
      score: 587,
      weights: [[2024, 0.625], [2023, 0.375]],
      note: '仅有2年数据，权重按比例调整',
    },
    {
      name: 'oldest year not listed at all: the same 0.625 / 0.375',
      input: input([year(2024, 1000), year(2023, 2000)]),
      seat: 1375,
      score: 587,
      weights: [[2024, 0.625], [2023, 0.375]],
      note: '仅有2年数据，权重按比例调整',
    },
    {
      name: 'middle year missing: (0.5·1000 + 0.2·3000) ÷ 0.7 = 1571.4 → 1571 → 585',
      input: input([year(2024, 1000), year(2023, null), year(2022, 3000)]),
      seat: 1571,
      score: 585,
      weights: [[2024, 5 / 7], [2022, 2 / 7]],
      note: '仅有2年数据，权重按比例调整',
    },
    {
      name: 'only the oldest year: its rank alone, 3000 → 571',
      input: input([year(2024, null), year(2023, null), year(2022, 3000)]),
      seat: 3000,
      score: 571,
      weights: [[2022, 1]],
      note: '仅有1年数据，权重按比例调整',
    },
    {
      name: 'a rank of 0 counts as unknown, as on the wire',
      input: input([year(2024, 1000), year(2023, 0), year(2022, 3000)]),
      seat: 1571,
      score: 585,
      weights: [[2024, 5 / 7], [2022, 2 / 7]],
      note: '仅有2年数据，权重按比例调整',
    },
    {
      name: 'a year with only a minimum score uses its own table: 590 → 6200; 500 + 1860 + 600 = 2960 → 571',
      input: input([year(2024, 1000), year(2023, null, { minScore: 590, table: LAST_YEAR_TABLE }), year(2022, 3000)]),
      seat: 2960,
      score: 571,
      weights: [[2024, 0.5], [2023, 0.3], [2022, 0.2]],
      note: null,
    },
    {
      name: 'a minimum score without a table cannot be used',
      input: input([year(2024, 1000), year(2023, null, { minScore: 590 }), year(2022, 3000)]),
      seat: 1571,
      score: 585,
      weights: [[2024, 5 / 7], [2022, 2 / 7]],
      note: '仅有2年数据，权重按比例调整',
    },
    {
      name: 'years older than the three latest are ignored',
      input: input([year(2024, 1000), year(2023, 2000), year(2022, 3000), year(2021, 99_999)]),
      seat: 1700,
      score: 584,
      weights: [[2024, 0.5], [2023, 0.3], [2022, 0.2]],
      note: null,
    },
    {
      name: 'latestYear given: 2025 has no row, so 2024 takes 0.3 and 2023 0.2 → (300 + 400) ÷ 0.5 = 1400 → 587',
      input: input([year(2024, 1000), year(2023, 2000)], { latestYear: 2025 }),
      seat: 1400,
      score: 587,
      weights: [[2024, 0.6], [2023, 0.4]],
      note: '仅有2年数据，权重按比例调整',
    },
    {
      name: 'history in any order',
      input: input([year(2022, 3000), year(2024, 1000), year(2023, 2000)]),
      seat: 1700,
      score: 584,
      weights: [[2024, 0.5], [2023, 0.3], [2022, 0.2]],
      note: null,
    },
  ];

  it.each(cases)('$name', ({ input: i, seat, score, weights, note }) => {
    const p = predictLine(i);
    if (p.kind !== 'predicted') throw new Error('expected a prediction');
    expect(p.yuguSeat).toBe(seat);
    expect(p.yuguScore).toBe(score);
    expect(p.weights.map((w) => w.year)).toEqual(weights.map(([y]) => y));
    p.weights.forEach((w, k) => expect(w.weight).toBeCloseTo((weights[k] as [number, number])[1], 12));
    expect(p.reweighted).toBe(note !== null);
    expect(p.note).toBe(note);
  });

  it('should report how each year entered: given or converted rank, and the scaled rank', () => {
    const p = predictLine(
      input([year(2024, 1000), year(2023, null, { minScore: 590, table: LAST_YEAR_TABLE, examinees: 124_000 })], {
        targetExaminees: 93_000,
      }),
    );
    expect(p).toMatchObject({
      kind: 'predicted',
      weights: [
        { year: 2024, rank: 1000, from: 'minRank', scaledRank: 930 },
        { year: 2023, rank: 6200, from: 'minScore', scaledRank: 4650 },
      ],
    });
  });

  it.each([
    { name: 'every year empty', history: [year(2024, null), year(2023, null), year(2022, null)] },
    { name: 'no history at all', history: [] },
    { name: 'only years older than the window', history: [year(2024, null), year(2020, 1000)] },
  ])('should label a major with $name as 新专业', ({ history }) => {
    expect(predictLine(input(history))).toEqual({ kind: 'new', label: '新专业' });
  });

  it.each([
    { name: 'a year listed twice', i: input([year(2024, 1000), year(2024, 2000)]) },
    { name: 'a year after latestYear', i: input([year(2024, 1000)], { latestYear: 2023 }) },
    { name: 'a year without examinees', i: input([year(2024, 1000, { examinees: 0 })]) },
    { name: 'no target examinees', i: input([year(2024, 1000)], { targetExaminees: 0 }) },
    { name: 'a negative rank', i: input([year(2024, -5)]) },
    { name: 'a fractional rank', i: input([year(2024, 10.5)]) },
  ])('should reject $name', ({ i }) => {
    expect(() => predictLine(i)).toThrow(RangeError);
  });

  const arbHistory = fc.array(
    fc.record({
      rank: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
      examinees: fc.integer({ min: 50_000, max: 150_000 }),
    }),
    { minLength: 3, maxLength: 3 },
  );

  it('should keep the seat between the smallest and largest scaled rank, with weights adding up to 1', () => {
    fc.assert(
      fc.property(arbHistory, fc.integer({ min: 50_000, max: 150_000 }), (rows, target) => {
        const history = rows.map((r, k) => ({ year: 2024 - k, minRank: r.rank, examinees: r.examinees }));
        const p = predictLine({ history, targetExaminees: target, targetTable: TARGET });
        if (p.kind === 'new') {
          expect(rows.every((r) => r.rank === null)).toBe(true);
          return;
        }
        const scaled = p.weights.map((w) => w.scaledRank);
        expect(p.yuguSeat).toBeGreaterThanOrEqual(Math.floor(Math.min(...scaled)));
        expect(p.yuguSeat).toBeLessThanOrEqual(Math.ceil(Math.max(...scaled)));
        expect(p.weights.reduce((s, w) => s + w.weight, 0)).toBeCloseTo(1, 12);
        expect(p.reweighted).toBe(p.weights.length < 3);
      }),
    );
  });

  it('should never raise the predicted line when a year was harder to get into (larger rank)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9_000 }), { minLength: 3, maxLength: 3 }), fc.nat(2), fc.integer({ min: 1, max: 1000 }), (ranks, k, extra) => {
        const history = ranks.map((r, j) => year(2024 - j, r));
        const worse = ranks.map((r, j) => year(2024 - j, j === k ? r + extra : r));
        const a = predictLine(input(history));
        const b = predictLine(input(worse));
        if (a.kind !== 'predicted' || b.kind !== 'predicted') throw new Error('expected predictions');
        expect(b.yuguSeat).toBeGreaterThanOrEqual(a.yuguSeat);
        expect(b.yuguScore).toBeLessThanOrEqual(a.yuguScore);
      }),
    );
  });

  it('should scale up exactly the weights of the years that have data', () => {
    const slotWeights = [0.5, 0.3, 0.2];
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }), (has) => {
        const history = has.map((h, k) => year(2024 - k, h ? 1000 * (k + 1) : null));
        const p = predictLine(input(history));
        const present = [0, 1, 2].filter((k) => has[k]);
        if (present.length === 0) {
          expect(p.kind).toBe('new');
          return;
        }
        if (p.kind !== 'predicted') throw new Error('expected a prediction');
        const sum = present.reduce((s, k) => s + (slotWeights[k] as number), 0);
        expect(p.weights.map((w) => w.year)).toEqual(present.map((k) => 2024 - k));
        p.weights.forEach((w, i) => expect(w.weight).toBeCloseTo((slotWeights[present[i] as number] as number) / sum, 12));
        expect(p.note).toBe(present.length === 3 ? null : `仅有${present.length}年数据，权重按比例调整`);
      }),
    );
  });
});
