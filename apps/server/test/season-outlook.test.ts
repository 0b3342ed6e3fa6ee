import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MSG, riskBand, riskBandWithLine } from 'gaokao-domain';
import { tablesOf } from '../src/season/backtest';
import type { UnitRow } from '../src/season/dataset';
import { readAdmission, readRank } from '../src/season/import/kinds';
import { readSheet } from '../src/season/import/read';
import { buildIndexes } from '../src/season/indexes';
import { probabilityAt, probabilityReason, seasonPriors, seasonSpreads, sliceOutlooks, type Outlook } from '../src/season/outlook';
import { skipUnlessCI } from './helpers';
import { storedSeason, storedUnit } from './season-rows';

const here = path.dirname(fileURLToPath(import.meta.url));
const REAL = process.env.GAOKAO_REAL_DATA_DIR ?? path.resolve(here, '../../../../shared/data/real');
const hasReal = fs.existsSync(path.join(REAL, 'admissions.csv'));
const skipReal = skipUnlessCI('real-data outlooks', hasReal ? undefined : `${path.join(REAL, 'admissions.csv')} not found`);

describe.skipIf(skipReal)('predicted lines v2 for a real slice (广东 物理类, plan year 2024)', () => {
  const ranks = skipReal ? [] : readSheet(path.join(REAL, 'rank-tables.csv')).rows.map((r) => readRank('rank-tables.csv', r));
  const admissions = skipReal ? [] : readSheet(path.join(REAL, 'admissions.csv')).rows.map((r) => readAdmission('admissions.csv', r));
  const tables = tablesOf(ranks, '广东', '物理类');
  const byYear = new Map<number, UnitRow[]>();
  for (const a of admissions) {
    if (a.province !== '广东' || a.group_d !== '物理类') continue;
    byYear.set(a.year, [...(byYear.get(a.year) ?? []), a]);
  }

  it('gives most units of the list a line, a 99 % line above it and a probability that rises with the score', () => {
    // Plan year 2025 (the 2024 list carried over, as the default set serves it): the slice's own backtest of 2024,
    // fitted on 2022–2023, is calibrated (ECE 0.011, at most 0.03), so the probability is shown.
    const plan = byYear.get(2024) ?? [];
    const outlooks = sliceOutlooks(byYear, 2025, plan, (y) => tables.get(y), tables.get(2025)!);
    expect(outlooks).not.toBeNull();
    expect(outlooks!.size).toBeGreaterThan(4000);
    let bandChanged = 0;
    for (const o of outlooks!.values()) {
      expect(o.ece).not.toBeNull();
      expect(o.ece!).toBeLessThanOrEqual(0.03);
      expect(probabilityReason(o, o.yuguScore)).toBeNull();
      expect(o.line99).not.toBeNull();
      expect(o.line99!).toBeGreaterThan(o.yuguScore);
      const at = probabilityAt(o, o.yuguScore)!;
      const above = probabilityAt(o, o.yuguScore + 20)!;
      expect(above).toBeGreaterThanOrEqual(at);
      if (riskBand(o.yuguScore + 16, o.yuguScore) !== riskBandWithLine(o.yuguScore + 16, o.yuguScore, o.line99)) bandChanged += 1;
    }
    // The stricter 保 turns some spec 保 rows at the edge into 稳.
    expect(bandChanged).toBeGreaterThan(0);
  });

  it('folds the year-level shift’s spread, estimated from the slices’ earlier years, into the lines and stays calibrated', () => {
    const plan = byYear.get(2024) ?? [];
    const spreadOf = seasonSpreads([{ byYear, ming: 2025, tableOf: (y) => tables.get(y), target: tables.get(2025)! }]);
    // Fitted on 2022–2024 (plan year) and 2022–2023 (the backtest of 2024): both have two or more fitted years.
    expect(spreadOf(2025)).toBeGreaterThan(0.005);
    expect(spreadOf(2025)).toBeLessThan(0.1);
    expect(spreadOf(2024)).toBeGreaterThan(0.005);
    // No slice has three years of results before 2023.
    expect(spreadOf(2023)).toBeNull();
    const plain = sliceOutlooks(byYear, 2025, plan, (y) => tables.get(y), tables.get(2025)!)!;
    const folded = sliceOutlooks(byYear, 2025, plan, (y) => tables.get(y), tables.get(2025)!, spreadOf)!;
    expect(folded.size).toBe(plain.size);
    let o: Outlook | undefined;
    for (o of folded.values()) {
      expect(o.outlook.residuals!.length).toBeGreaterThan(plain.get([...folded.keys()][0]!)!.outlook.residuals!.length);
      break;
    }
    expect(o!.ece).not.toBeNull();
    expect(o!.ece!).toBeLessThanOrEqual(0.03);
    expect(probabilityAt(o, o!.yuguScore)).not.toBeNull();
  });

  it('blends the line with last year’s by the weight the slice’s folds choose, shrunk towards the pooled one', () => {
    const plan = byYear.get(2024) ?? [];
    const slice = { byYear, ming: 2025, tableOf: (y: number) => tables.get(y), target: tables.get(2025)! };
    const { spreadOf, blendOf } = seasonPriors([slice]);
    // One slice: the pooled weight is its own folds' choice; a weight of the grid.
    const pooled = blendOf(2025)!;
    expect(pooled).toBeGreaterThanOrEqual(0);
    expect(pooled).toBeLessThanOrEqual(1);
    expect(Math.round(pooled * 10)).toBeCloseTo(pooled * 10, 10);
    const model = sliceOutlooks(byYear, 2025, plan, (y) => tables.get(y), tables.get(2025)!, spreadOf)!;
    // Pooled weight 0 (last year's line): the slice's own three fold years still keep the model in the line.
    const toNaive = sliceOutlooks(byYear, 2025, plan, (y) => tables.get(y), tables.get(2025)!, spreadOf, () => 0)!;
    expect(toNaive.size).toBe(model.size);
    let moved = 0;
    for (const [row, o] of toNaive) {
      const m = model.get(row)!;
      const naive = o.outlook.prediction.latestScore;
      if (naive === null) {
        expect(o.yuguScore).toBe(m.yuguScore);
        continue;
      }
      expect(o.yuguScore).toBeGreaterThanOrEqual(Math.min(m.yuguScore, naive));
      expect(o.yuguScore).toBeLessThanOrEqual(Math.max(m.yuguScore, naive));
      if (o.yuguScore !== m.yuguScore) moved += 1;
    }
    expect(moved).toBeGreaterThan(0);
    const blended = sliceOutlooks(byYear, 2025, plan, (y) => tables.get(y), tables.get(2025)!, spreadOf, blendOf)!;
    const o = [...blended.values()][0]!;
    expect(o.ece).not.toBeNull();
    expect(o.ece!).toBeLessThanOrEqual(0.03);
  });

  it('hides the plan year’s results: the same lines with them removed', () => {
    const plan = byYear.get(2024) ?? [];
    const hidden = plan.map((r) => ({ ...r, min_score: null, min_rank: null, max_score: null, admitted: null }));
    const a = sliceOutlooks(byYear, 2024, plan, (y) => tables.get(y), tables.get(2024)!)!;
    const b = sliceOutlooks(new Map([...byYear].map(([y, rows]) => [y, y === 2024 ? hidden : rows])), 2024, hidden, (y) => tables.get(y), tables.get(2024)!)!;
    expect([...b.values()].map((o) => o.yuguScore)).toEqual([...a.values()].map((o) => o.yuguScore));
  });

  it('shows no probability, and says why, when the slice’s own backtest is not calibrated or not backed (plan year 2024)', () => {
    // Plan year 2024: the slice's backtest of 2023 is fitted on 2022 alone, which backs no probability; before, the
    // product showed one here because the plan year's model (2022–2023) had two years.
    const outlooks = sliceOutlooks(byYear, 2024, byYear.get(2024) ?? [], (y) => tables.get(y), tables.get(2024)!)!;
    const o = [...outlooks.values()][0]!;
    expect(o.ece).toBeNull();
    expect(probabilityAt(o, o.yuguScore)).toBeNull();
    expect(probabilityReason(o, o.yuguScore)).toBe(MSG.probabilityNoBacktest);
    // The same unit with a backtest above the limit: the reason names its error.
    expect(probabilityReason({ ...o, ece: 0.06 }, o.yuguScore)).toBe('回测校准误差6.0%，高于3%，不显示录取概率');
    expect(probabilityAt({ ...o, ece: 0.06 }, o.yuguScore)).toBeNull();
    // Calibrated, but a score below the table's last line: no rank there.
    const last = tables.get(2024)!.at(-1)!.score;
    expect(probabilityReason({ ...o, ece: 0.01 }, last - 1)).toBe(MSG.probabilityBelowTable);
    expect(probabilityAt({ ...o, ece: 0.01 }, o.yuguScore)).not.toBeNull();
  });

  it('keeps the 99 % line but shows no probability when the model is fitted on a single year (plan year 2023)', () => {
    const earlier = new Map([...byYear].filter(([y]) => y <= 2023));
    const outlooks = sliceOutlooks(earlier, 2023, byYear.get(2023) ?? [], (y) => tables.get(y), tables.get(2023)!)!;
    expect(outlooks.size).toBeGreaterThan(2000);
    for (const o of outlooks.values()) {
      expect(o.line99).not.toBeNull();
      expect(probabilityAt(o, o.yuguScore)).toBeNull();
    }
  });

  it('has no outlook (and so no probability) without an earlier year to fit', () => {
    const only = new Map([[2021, byYear.get(2021) ?? []]]);
    expect(sliceOutlooks(only, 2022, byYear.get(2021) ?? [], (y) => tables.get(y), tables.get(2022)!)).toBeNull();
    expect(probabilityAt(null, 600)).toBeNull();
    expect(probabilityReason(null, 600)).toBe(MSG.probabilityNoBacktest);
  });
});

describe('专业组 of a college that renumbered its groups (江苏-like rows, plan year 2024 published)', () => {
  const unit = (year: number, code: string, college: string, group: string, requirement: string, min: number | null) =>
    storedUnit({
      province: '江苏',
      year,
      code,
      group_code: group,
      specialty_code: group,
      collegeName: college,
      specialty_title: `${group}专业组`,
      the_second: requirement,
      major_remark: `${college}${group}专业组(${requirement})`,
      planned_number: year === 2024 ? 40 : null,
      min_score: min,
    });
  const rows = storedSeason(
    [
      // A renumbered: 02 named 化学或生物 in 2023 and 化学 in 2024 (西南医科大学's case).
      unit(2023, '4100000001', '甲大学', '01', '化学', 560),
      unit(2023, '4100000001', '甲大学', '02', '化学或生物', 600),
      unit(2024, '4100000001', '甲大学', '01', '化学', null),
      unit(2024, '4100000001', '甲大学', '02', '化学', null),
      // B kept its codes and added a group.
      unit(2023, '4100000002', '乙大学', '01', '化学', 580),
      unit(2024, '4100000002', '乙大学', '01', '化学', null),
      unit(2024, '4100000002', '乙大学', '02', '不限', null),
      // C renumbered (01 turned from 化学 to 生物); 化学 and 不限 name one group in each year, under other codes now.
      unit(2023, '4100000003', '丙大学', '01', '化学', 590),
      unit(2023, '4100000003', '丙大学', '02', '不限', 570),
      unit(2024, '4100000003', '丙大学', '01', '生物', null),
      unit(2024, '4100000003', '丙大学', '03', '不限', null),
      unit(2024, '4100000003', '丙大学', '04', '化学', null),
    ],
    { province: '江苏', years: [2023, 2024], top: 650, points: 201 },
  );

  it('gives a group whose pair is not unique no history and no line, and keeps those of a college that kept its codes', () => {
    const slice = buildIndexes(rows).slices.get('江苏|本科批|物理类')!;
    expect(slice.planPublished).toBe(true);
    const of = (code: string, group: string) => slice.rows.find((u) => u.code === code && u.group_code === group)!;
    expect(of('4100000001', '01').hist.every((h) => h === null)).toBe(true);
    expect(of('4100000001', '01').yugu_score).toBeNull();
    expect(of('4100000002', '01').hist[0]).toMatchObject({ year: 2023, min_score: 580 });
    expect(of('4100000002', '01').yugu_score).not.toBeNull();
  });

  it('gives a group whose requirement and remark name one group in both years the history of that group', () => {
    const slice = buildIndexes(rows).slices.get('江苏|本科批|物理类')!;
    const of = (group: string) => slice.rows.find((u) => u.code === '4100000003' && u.group_code === group)!;
    expect(of('04').hist[0]).toMatchObject({ year: 2023, min_score: 590 });
    expect(of('03').hist[0]).toMatchObject({ year: 2023, min_score: 570 });
    expect(of('04').yugu_score).not.toBeNull();
    // 生物 was not listed in 2023: a new group, although its code 01 was.
    expect(of('01').hist.every((h) => h === null)).toBe(true);
    expect(of('01').yugu_score).toBeNull();
  });
});
