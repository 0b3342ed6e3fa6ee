import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankToScore } from '../rank/rank-to-score';
import type { RankTable } from '../rank/types';
import { fitRankModel, lowerBound, yearErrors, yearFolds, yearShock } from './rank-model';
import type { AdmissionRecord, FittedModel } from './rank-types';
import { normalQuantile, studentDistribution, studentQuantile, YEAR_SHIFT_POINTS, yearShiftDraws, yearShiftEstimate, yearShiftSpread } from './year-shift';

describe('normalQuantile', () => {
  it.each([
    [0.5, 0],
    [0.975, 1.959964],
    [0.01, -2.326348],
    [0.001, -3.090232],
    [0.8413447, 1],
  ])('Φ⁻¹(%s) = %s', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 5);
  });

  it.each([0, 1, -0.1, Number.NaN])('should reject p = %s', (p) => {
    expect(() => normalQuantile(p)).toThrow(RangeError);
  });

  it('should be increasing and symmetric', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.0001, max: 0.9999, noNaN: true }), fc.double({ min: 0.0001, max: 0.9999, noNaN: true }), (a, b) => {
        // Strictly increasing wherever doubles can tell the quantiles apart; never decreasing.
        if (a < b) expect(normalQuantile(a)).toBeLessThanOrEqual(normalQuantile(b));
        if (b - a > 1e-9) expect(normalQuantile(a)).toBeLessThan(normalQuantile(b));
        expect(normalQuantile(a)).toBeCloseTo(-normalQuantile(1 - a), 6);
      }),
    );
  });
});

describe('studentQuantile', () => {
  it.each([
    { p: 0.99, degrees: 1, t: 31.82052 },
    { p: 0.99, degrees: 2, t: 6.964557 },
    { p: 0.99, degrees: 4, t: 3.746947 },
    { p: 0.99, degrees: 6, t: 3.142668 },
    { p: 0.975, degrees: 10, t: 2.228139 },
    { p: 0.95, degrees: 30, t: 1.697261 },
    { p: 0.01, degrees: 4, t: -3.746947 },
    { p: 0.5, degrees: 3, t: 0 },
  ])('t⁻¹($p; ν = $degrees) = $t', ({ p, degrees, t }) => {
    expect(studentQuantile(p, degrees)).toBeCloseTo(t, 4);
  });

  it.each([
    { p: 0, degrees: 3 },
    { p: 1, degrees: 3 },
    { p: 0.5, degrees: 0 },
    { p: 0.5, degrees: 2.5 },
  ])('should reject p = $p, ν = $degrees', ({ p, degrees }) => {
    expect(() => studentQuantile(p, degrees)).toThrow(RangeError);
  });

  it('should invert the distribution and lie beyond the normal quantile in the tails', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.999, noNaN: true }), fc.integer({ min: 1, max: 40 }), (p, degrees) => {
        const t = studentQuantile(p, degrees);
        expect(studentDistribution(t, degrees)).toBeCloseTo(p, 8);
        if (p < 0.4) expect(t).toBeLessThan(normalQuantile(p));
      }),
    );
  });
});

describe('yearShiftDraws', () => {
  it('with degrees: τ times Student’s t quantiles, wider in the tails than the normal', () => {
    const t = yearShiftDraws(0.1, 4);
    const z = yearShiftDraws(0.1);
    expect(t).toHaveLength(YEAR_SHIFT_POINTS);
    expect(t[0]).toBeCloseTo(0.1 * studentQuantile(0.5 / YEAR_SHIFT_POINTS, 4), 10);
    expect(t[0]).toBeLessThan(z[0] as number);
    expect(t.reduce((s, x) => s + x, 0)).toBeCloseTo(0, 8);
  });

  it('should be τ times evenly spaced normal quantiles, centred on 0', () => {
    const d = yearShiftDraws(0.1);
    expect(d).toHaveLength(YEAR_SHIFT_POINTS);
    expect(d.reduce((s, x) => s + x, 0)).toBeCloseTo(0, 10);
    expect(d[0]).toBeCloseTo(0.1 * normalQuantile(0.5 / YEAR_SHIFT_POINTS), 10);
    expect(yearShiftDraws(0).every((x) => x === 0)).toBe(true);
  });
});

const fitted = (yearShifts: number[] | undefined): FittedModel => ({ params: [0, 0, 0, 0], fittedYears: [], n: 10, residuals: new Map(), worstYearShift: 0, ...(yearShifts ? { yearShifts } : {}) });

describe('yearShiftSpread (the random effect’s spread across provinces and groups)', () => {
  it.each([
    { name: 'no model with two fitted years: none', models: [fitted([]), fitted(undefined)], spread: null },
    { name: 'one model: the root mean square of its shocks', models: [fitted([0.03, -0.04])], spread: Math.sqrt((0.0009 + 0.0016) / 2) },
    { name: 'every shock of every model with two or more years', models: [fitted([0.03, -0.04]), fitted([0.1, 0, -0.1]), fitted([])], spread: Math.sqrt((0.0009 + 0.0016 + 0.01 + 0 + 0.01) / 5) },
  ])('$name', ({ models, spread }) => {
    const s = yearShiftSpread(models);
    if (spread === null) expect(s).toBeNull();
    else expect(s).toBeCloseTo(spread, 12);
  });

  it.each([
    { name: 'out-of-sample shocks alone: their root mean square', models: [fitted([])], outOfSample: [0.03, -0.04], spread: Math.sqrt((0.0009 + 0.0016) / 2), degrees: 2 },
    { name: 'with a model’s leave-one-year-out shocks: all together', models: [fitted([0.1, 0, -0.1])], outOfSample: [0.03, -0.04], spread: Math.sqrt((0.01 + 0 + 0.01 + 0.0009 + 0.0016) / 5), degrees: 5 },
    { name: 'a large borrowed-model shock widens the spread', models: [fitted([0.02, -0.02])], outOfSample: [0.13], spread: Math.sqrt((0.0004 + 0.0004 + 0.0169) / 3), degrees: 3 },
    { name: 'none given: the leave-one-year-out shocks only', models: [fitted([0.03, -0.04])], outOfSample: [], spread: Math.sqrt((0.0009 + 0.0016) / 2), degrees: 2 },
    { name: 'no shock at all: none', models: [fitted([0.2])], outOfSample: [], spread: null, degrees: null },
  ])('with out-of-sample shocks — $name', ({ models, outOfSample, spread, degrees }) => {
    const e = yearShiftEstimate(models, outOfSample);
    if (spread === null) expect(e).toBeNull();
    else {
      expect(e?.spread).toBeCloseTo(spread, 12);
      expect(e?.degrees).toBe(degrees);
    }
  });

  it('should count the shocks behind the spread (the t’s degrees of freedom)', () => {
    expect(yearShiftEstimate([fitted([0.03, -0.04]), fitted([0.1, 0, -0.1]), fitted([0.2])])?.degrees).toBe(5);
    expect(yearShiftEstimate([fitted([0.2])])).toBeNull();
  });
});

/** 60 units over 2020–2024 whose lines move by a whole-year factor (the shock) and a small wobble. */
function shocked(factors: Record<number, number>): { records: AdmissionRecord[]; tables: Map<number, RankTable> } {
  const rows = [];
  let cumulative = 0;
  for (let s = 700; s >= 400; s--) rows.push({ score: s, count: 100, cumulative: (cumulative += 100) });
  const tables = new Map<number, RankTable>();
  const records: AdmissionRecord[] = [];
  for (let year = 2020; year <= 2024; year++) tables.set(year, rows);
  for (let u = 0; u < 60; u++) {
    let rank = 500 + u * 300;
    for (let year = 2020; year <= 2024; year++) {
      rank *= factors[year] ?? 1;
      const r = Math.round(rank * (1 + (((u * 7 + year * 3) % 5) - 2) / 200));
      records.push({ year, code: `c${u}`, groupCode: '01', title: '', requirement: '不限', minRank: r, minScore: rankToScore(rows, r), admitted: 10 });
    }
  }
  return { records, tables };
}

describe('fitRankModel with a year-shift spread', () => {
  const { records, tables } = shocked({ 2021: 1.1, 2022: 0.92, 2023: 1.06 });
  const plain = fitRankModel(records, tables, 2024);
  const folded = fitRankModel(records, tables, 2024, { yearSpread: 0.1 });

  it('should record each fitted year’s shock (leave-one-year-out medians)', () => {
    expect(plain.yearShifts).toHaveLength(3);
    // The years moved differently: their shocks spread.
    expect(yearShiftSpread([plain])).toBeGreaterThan(0.03);
    expect(plain.yearSpread).toBeUndefined();
  });

  it('should take each residual about its year’s shock with every draw of the shift', () => {
    expect(folded.yearSpread).toBe(0.1);
    expect(folded.params).toEqual(plain.params);
    expect((folded.residuals.get('all') ?? []).length).toBe((plain.residuals.get('all') ?? []).length * YEAR_SHIFT_POINTS);
  });

  it('should keep the leave-one-year-out folds in points: each fitted year’s units, last year’s line and the actual', () => {
    const folds = plain.folds ?? [];
    expect([...new Set(folds.map((f) => f.year))].sort()).toEqual(plain.fittedYears);
    // 60 units in each fitted year (2021–2023), each with last year's result.
    expect(folds).toHaveLength(60 * plain.fittedYears.length);
    const score = (year: number, u: number) => records.find((r) => r.year === year && r.code === `c${u}`)?.minScore;
    for (const year of plain.fittedYears) {
      const ofYear = folds.filter((f) => f.year === year);
      ofYear.forEach((f, u) => {
        expect(f.actual).toBe(score(year, u));
        expect(f.naive).toBe(score(year - 1, u));
      });
    }
    // The fold's model is the model's line, not a copy of last year's or of the actual.
    expect(folds.some((f) => f.model !== f.naive)).toBe(true);
  });

  it('should draw the shift from Student’s t when given its degrees, widening the 1 % bound', () => {
    const t = fitRankModel(records, tables, 2024, { yearSpread: 0.1, yearShiftDegrees: 3 });
    expect(t.yearShiftDegrees).toBe(3);
    expect(lowerBound(t.residuals.get('all') ?? [], 0.01)).toBeLessThan(lowerBound(folded.residuals.get('all') ?? [], 0.01));
  });

  it('should move the 1 % bound further as the spread grows', () => {
    const bound = (m: FittedModel) => lowerBound(m.residuals.get('all') ?? [], 0.01);
    const none = fitRankModel(records, tables, 2024, { yearSpread: 0 });
    const wide = fitRankModel(records, tables, 2024, { yearSpread: 0.3 });
    expect(bound(wide)).toBeLessThan(bound(folded));
    expect(bound(folded)).toBeLessThan(bound(none));
  });
});

describe('yearShock (a year as predicted by a model fitted before it)', () => {
  it.each([
    { name: 'lines that fell by a factor 1.2 in rank', factor: 1.2 },
    { name: 'lines that rose (ranks × 0.85)', factor: 0.85 },
    { name: 'a year like the ones fitted', factor: 1 },
  ])('should be the median log-rank error: $name', ({ factor }) => {
    const { records, tables } = shocked({ 2024: factor });
    const model = fitRankModel(records, tables, 2024);
    // The years fitted (2021–2023) did not move, so the model predicts no move: the error is the year's own move.
    // (Within the units' own wobble of ±1 % and the integer ranks.)
    expect(Math.abs((yearShock(records, tables, 2024, model) as number) - Math.log(factor))).toBeLessThan(0.01);
  });

  it('should rest on every unit’s error, each with its class (yearErrors)', () => {
    const { records, tables } = shocked({ 2024: 1.2 });
    const model = fitRankModel(records, tables, 2024);
    const errors = yearErrors(records, tables, 2024, model);
    // Every one of the 60 units has a 2023 result and a 2024 one; a history of four years, ten admitted.
    expect(errors).toHaveLength(60);
    expect(new Set(errors.map((e) => e.cls))).toEqual(new Set(['k1|h2+|large']));
    expect(yearErrors(records, tables, 2024, fitRankModel(records, tables, 2020))).toEqual([]);
  });

  it('should give the same units in points beside last year’s line, for a borrowed model’s blend (yearFolds)', () => {
    const { records, tables } = shocked({ 2024: 1.2 });
    const model = fitRankModel(records, tables, 2024);
    const folds = yearFolds(records, tables, 2024, model);
    expect(folds).toHaveLength(60);
    for (const f of folds) {
      expect(f.year).toBe(2024);
      // Last year's line is a unit's 2023 score; the actual line its 2024 score; lines that fell (ranks × 1.2) lie at
      // or below the model's line, which predicted no move.
      expect(records.some((r) => r.year === 2023 && r.minScore === f.naive)).toBe(true);
      expect(records.some((r) => r.year === 2024 && r.minScore === f.actual)).toBe(true);
      expect(f.actual).toBeLessThanOrEqual(f.model);
    }
    expect(yearFolds(records, tables, 2024, fitRankModel(records, tables, 2020))).toEqual([]);
    expect(yearFolds(records, tables, 2025, model)).toEqual([]);
  });

  it('should be null for a model that fitted nothing, or a year without a table', () => {
    const { records, tables } = shocked({ 2024: 1.2 });
    const model = fitRankModel(records, tables, 2024);
    expect(yearShock(records, tables, 2024, fitRankModel(records, tables, 2020))).toBeNull();
    expect(yearShock(records, tables, 2025, model)).toBeNull();
  });
});
