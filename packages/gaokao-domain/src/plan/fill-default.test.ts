import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riskBand } from '../risk/risk-band';
import { bandOfRow } from './row-band';
import { DEFAULT_FILL_RULE, defaultFillPlan, defaultFillRuleText, fillWaste, keptByDefault, rowProbability, type DefaultFillRow } from './fill-default';
import { planHealthCheck, type HealthRow } from './health-check';
import { groupFormLimits, groupsOfList } from './group-form';
import { oneKeyFillGroups } from './one-key-fill-groups';
import { groupProbabilityOf } from './group-summary';
import { oneKeyFillMix, splitCount } from './one-key-fill-mix';

type Row = DefaultFillRow & { code: string; specialty_code: string; yugu_score: number; luqu_gailv: number | null; is_result: number };

const SCORE = 600;
/** A 录取概率 that falls with the line as a calibrated model's does: 50 % at the score, 8 points a step. */
const chance = (line: number) => 1 / (1 + Math.exp((line - SCORE) / 8));
const row = (code: string, line: number, p: number | null, extra: Partial<Row> = {}): Row => ({ code, specialty_code: '01', yugu_score: line, luqu_gailv: p, is_result: 0, ...extra });

/** 广东 物理类 600 as the spec's band reads it (150 above, 200 below): two rows a point from 750 down to 400. */
const withChance = Array.from({ length: 702 }, (_, i) => row(`c${i}`, 750 - Math.floor(i / 2), Math.round(chance(750 - Math.floor(i / 2)) * 1000) / 1000));
const withoutChance = withChance.map((r) => ({ ...r, luqu_gailv: null }));
const bandOf = (r: DefaultFillRow) => bandOfRow(r, SCORE);

describe('keptByDefault', () => {
  const cases: Array<{ name: string; row: DefaultFillRow; asPick?: boolean; kept: boolean }> = [
    { name: '冲 at 1 % (the old default’s 672)', row: row('a', 672, 0.01), kept: false },
    { name: '冲 at 9.9 %', row: row('a', 618, 0.099), kept: false },
    { name: '冲 at exactly 10 %', row: row('a', 617, 0.1), kept: true },
    { name: '稳 under 10 % (a slice whose probability says otherwise)', row: row('a', 598, 0.08), kept: false },
    { name: '保 at 94 % as a pick', row: row('a', 580, 0.94), kept: false },
    { name: '保 at 94 % as a major inside a group (the group is the slot)', row: row('a', 580, 0.94), asPick: false, kept: true },
    { name: '保 at 95 %', row: row('a', 580, 0.95), kept: true },
    { name: '保 at 99.9 %, 60 below: the probability rules, not the 40 points', row: row('a', 540, 0.999), kept: true },
    { name: '保 at 99.9 %, 61 below: a 保 志愿表体检 calls wasted', row: row('a', 539, 0.999), kept: false },
    { name: '保 at 99.9 %, 61 below, as a major too', row: row('a', 539, 0.999), asPick: false, kept: false },
    { name: 'no probability: 冲 20 above', row: row('a', 620, null), kept: true },
    { name: 'no probability: 冲 21 above', row: row('a', 621, null), kept: false },
    { name: 'no probability: 稳', row: row('a', 590, null), kept: true },
    { name: 'no probability: 保 40 below', row: row('a', 560, null), kept: true },
    { name: 'no probability: 保 41 below', row: row('a', 559, null), kept: false },
    { name: 'no probability: 保 41 below, as a major too', row: row('a', 559, null), asPick: false, kept: false },
    { name: 'a blank probability is none (the line rules)', row: { code: 'a', specialty_code: '01', yugu_score: 630, luqu_gailv: '' }, kept: false },
    { name: 'a probability as text', row: { code: 'a', specialty_code: '01', yugu_score: 630, luqu_gailv: '0.2' }, kept: true },
    { name: 'no line (新专业): never', row: { code: 'a', specialty_code: '01', yugu_score: null, luqu_gailv: 0.5 }, kept: false },
    { name: '保 by points but under its 99 % line is 稳: the floor only', row: { ...row('a', 580, 0.9), yugu_line99: 610 }, kept: true },
  ];
  it.each(cases)('$name → $kept', ({ row: r, asPick, kept }) => {
    expect(keptByDefault(r, SCORE, asPick)).toBe(kept);
  });

  it.each([
    { raw: 0.3, p: 0.3 },
    { raw: '0.3', p: 0.3 },
    { raw: '', p: null },
    { raw: null, p: null },
    { raw: undefined, p: null },
    { raw: 'n/a', p: null },
    { raw: 1.2, p: null },
  ])('rowProbability($raw) → $p', ({ raw, p }) => {
    expect(rowProbability({ luqu_gailv: raw })).toBe(p);
  });
});

describe('the default fill (广东 物理类 600, 45 asked)', () => {
  const mix = splitCount(45);
  const old = (rows: Row[]) => oneKeyFillMix(rows, mix, bandOf).picks;
  const fresh = (rows: Row[]) => {
    const plan = defaultFillPlan(rows, SCORE);
    return oneKeyFillMix(plan.pool, mix, bandOf, 0, 96, plan.nearest).picks;
  };
  const lowest = (rows: Row[]) => Math.min(...rows.filter((r) => bandOf(r) === '保').map((r) => r.yugu_score));
  const lowestChance = (rows: Row[]) => Math.min(...rows.map((r) => r.luqu_gailv ?? 1));

  const cases: Array<{ name: string; rows: Row[]; fill: (rows: Row[]) => Row[]; lowestChance: number; lowestBao: number; highest: number }> = [
    // The spec's spread (the old default): 冲 from 750 at ~0 %, 保 spread down to 411 (its last target, 400 + a step).
    { name: 'the spread, with probabilities', rows: withChance, fill: old, lowestChance: 0, lowestBao: 411, highest: 750 },
    // 10 % is 617.6 here: 冲 617 (10.7 %) and below; 保 at ≥ 95 % is 576 and below, nearest first: 17 rows, 576 … 568.
    { name: 'the default, with probabilities', rows: withChance, fill: fresh, lowestChance: 0.107, lowestBao: 568, highest: 617 },
    { name: 'the spread, without', rows: withoutChance, fill: old, lowestChance: 1, lowestBao: 411, highest: 750 },
    // 冲 at most 620; 保 spread over 584 … 560 (its last target 560 + a step).
    { name: 'the default, without', rows: withoutChance, fill: fresh, lowestChance: 1, lowestBao: 561, highest: 620 },
  ];
  it.each(cases)('$name: lowest 录取概率 $lowestChance, lowest 保 $lowestBao, highest line $highest', ({ rows, fill, lowestChance: p, lowestBao, highest }) => {
    const picks = fill(rows);
    expect(picks).toHaveLength(45);
    expect(lowestChance(picks)).toBeCloseTo(p, 3);
    expect(lowest(picks)).toBe(lowestBao);
    expect(picks[0]?.yugu_score).toBe(highest);
  });

  it('should take the 保 nearest the score among those at 95 % or more, skipping nearer ones under 95 %', () => {
    // 保 lines 584 … 577 are under 95 % (their probabilities say so, whatever the points); 576 … is over.
    const picks = fresh(withChance).filter((r) => bandOf(r) === '保');
    expect(picks.map((r) => r.yugu_score)).toEqual(Array.from({ length: mix.保 }, (_, i) => 576 - Math.floor(i / 2)));
    expect(picks.every((r) => (r.luqu_gailv ?? 0) >= DEFAULT_FILL_RULE.baoProbability)).toBe(true);
  });

  it('should spread 保 over 16–40 below where no probability is shown (the spec’s spread, bounded)', () => {
    const bao = fresh(withoutChance).filter((r) => bandOf(r) === '保').map((r) => r.yugu_score);
    expect(Math.max(...bao)).toBe(584);
    expect(Math.min(...bao)).toBe(561);
  });

  it('should give a list 志愿表体检 finds no wasted slot in, where the spread’s list has both', () => {
    const health = (rows: Row[]): HealthRow[] =>
      rows.map((r, i) => ({ sortId: i + 1, collegeName: r.code, yuguScore: r.yugu_score, band: bandOf(r), probability: r.luqu_gailv }));
    const kinds = (rows: Row[]) => planHealthCheck(health(rows), { sameCollegeMax: 99 }, undefined, SCORE).map((f) => f.kind);
    expect(kinds(old(withChance))).toEqual(expect.arrayContaining(['wastedChong', 'wastedBao']));
    expect(kinds(fresh(withChance))).not.toContain('wastedChong');
    expect(kinds(fresh(withChance))).not.toContain('wastedBao');
    expect(kinds(fresh(withoutChance))).not.toContain('wastedBao');
  });

  it('should never take a row the rule refuses, whatever the candidates and the mix', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ line: fc.integer({ min: 400, max: 750 }), p: fc.option(fc.double({ min: 0, max: 1, noNaN: true })) }), { maxLength: 120 }),
        fc.nat(40),
        fc.nat(40),
        fc.nat(40),
        (spec, a, b, c) => {
          const rows = spec.map((s, i) => row(`c${i}`, s.line, s.p));
          const plan = defaultFillPlan(rows, SCORE);
          const picks = oneKeyFillMix(plan.pool, { 冲: a, 稳: b, 保: c }, bandOf, 0, 96, plan.nearest).picks;
          for (const r of picks) expect(keptByDefault(r, SCORE)).toBe(true);
          expect(fillWaste(picks, SCORE).message).toBeNull();
        },
      ),
    );
  });
});

describe('the default fill of 院校专业组 (广东)', () => {
  const limits = groupFormLimits('广东')!;
  /** College c's group 201: its line `line`, majors at line + 0, 3, 6 …; each major's 录取概率 from its own line. */
  type GroupRow = Row & { group_code: string; group_yugu_score: number; collegeName: string };
  const group = (c: number, line: number, majors = 4, p = true): GroupRow[] =>
    Array.from({ length: majors }, (_, m) => ({
      ...row(`G${c}`, line + 3 * m, p ? Math.round(chance(line + 3 * m) * 1000) / 1000 : null, { specialty_code: `2010${m}` }),
      group_code: '201',
      group_yugu_score: line,
      collegeName: `院校${c}`,
    }));
  const groupBand = (g: { yugu_score: number | null }) => (g.yugu_score === null ? null : riskBand(SCORE, g.yugu_score));
  const fill = (rows: GroupRow[]) => {
    const plan = defaultFillPlan(rows, SCORE, true);
    return oneKeyFillGroups(plan.pool, { mix: splitCount(45) }, { limits, bandOf: groupBand, keep: plan.keep, nearest: plan.nearest });
  };

  it.each([
    { name: 'with probabilities', p: true },
    { name: 'without', p: false },
  ])('$name: no major under 10 % or above 620 without one, no 保 group more than 40 below', ({ p }) => {
    // Two groups a point, group lines 700 … 551.
    const rows = Array.from({ length: 300 }, (_, c) => group(c + 1, 700 - Math.floor(c / 2), 4, p)).flat();
    const { picks, split } = fill(rows);
    expect(split).toEqual(splitCount(45));
    for (const r of picks) {
      if (p) expect(r.luqu_gailv ?? 0).toBeGreaterThanOrEqual(0.1);
      else expect(r.yugu_score).toBeLessThanOrEqual(620);
    }
    const groups = groupsOfList(picks.map((r, i) => ({ ...r, sort_id: i + 1 })));
    const baoLines = groups.map((g) => g.majors[0]!.group_yugu_score).filter((l) => groupBand({ yugu_score: l }) === '保');
    expect(baoLines.length).toBe(split.保);
    expect(Math.min(...baoLines)).toBeGreaterThanOrEqual(SCORE - DEFAULT_FILL_RULE.baoBelow);
  });

  it('should bring a group’s majors at 10 % or more only, and take the 保 groups whose best major reaches 95 %, nearest first', () => {
    // Group line 584 (保): its majors 584 … 593 are under 95 %, so the group is not a 保 the default takes.
    const rows = [...group(1, 584), ...group(2, 576), ...group(3, 570), ...group(4, 610), ...group(5, 560)];
    const { picks } = fill(rows);
    const codes = [...new Set(picks.map((r) => r.code))];
    expect(codes).toEqual(['G4', 'G2', 'G3', 'G5']);
    // G4 (line 610): its majors 610, 613, 616 are over 10 %, 619 (9.2 %) stays out.
    expect(picks.filter((r) => r.code === 'G4').map((r) => r.yugu_score)).toEqual([616, 613, 610]);
  });

  it('should judge a 保 group by the majors it brings: a group whose best brought major is under 95 % is not taken', () => {
    // Eight majors each; a pick brings the six hardest. G1 (line 572): its easiest major is at 97 %, but the six it
    // brings (578 … 593) reach only 94 %, as the wish list then shows it. G2 (line 568): the six reach 96 %.
    const rows = [...group(1, 572, 8), ...group(2, 568, 8)];
    const { picks } = fill(rows);
    expect([...new Set(picks.map((r) => r.code))]).toEqual(['G2']);
    const listed = groupsOfList(picks.map((r, i) => ({ ...r, sort_id: i + 1 })));
    for (const g of listed) expect(groupProbabilityOf(g.majors)).toBeGreaterThanOrEqual(DEFAULT_FILL_RULE.baoProbability);
  });
});

describe('fillWaste', () => {
  const cases: Array<{ name: string; picks: DefaultFillRow[]; lowChance: number; lowBao: number; message: string | null }> = [
    { name: 'nothing wasted', picks: [row('a', 610, 0.2), row('b', 570, 0.99), row('c', 560, null)], lowChance: 0, lowBao: 0, message: null },
    { name: 'a row at exactly 5 % is not flagged', picks: [row('a', 620, 0.05)], lowChance: 0, lowBao: 0, message: null },
    {
      name: 'two rows under 5 %',
      picks: [row('a', 672, 0.01), row('b', 640, 0.049), row('c', 600, 0.5)],
      lowChance: 2,
      lowBao: 0,
      message: '注意：按此范围将填入2个录取概率低于5%的志愿（几乎录取不上）。仍可填报；选“推荐”或缩小填报范围可避免。',
    },
    { name: 'a 保 exactly 60 below is not flagged', picks: [row('a', 540, null)], lowChance: 0, lowBao: 0, message: null },
    {
      name: 'a 保 61 below, with or without a probability',
      picks: [row('a', 539, null), row('b', 450, 0.999)],
      lowChance: 0,
      lowBao: 2,
      message: '注意：按此范围将填入2个预估线比你的分数低60分以上的“保”（保得过低，浪费分数）。仍可填报；选“推荐”或缩小填报范围可避免。',
    },
    {
      name: 'both',
      picks: [row('a', 672, 0.01), row('b', 450, 0.999)],
      lowChance: 1,
      lowBao: 1,
      message: '注意：按此范围将填入1个录取概率低于5%的志愿（几乎录取不上）和1个预估线比你的分数低60分以上的“保”（保得过低，浪费分数）。仍可填报；选“推荐”或缩小填报范围可避免。',
    },
  ];
  it.each(cases)('$name', ({ picks, lowChance, lowBao, message }) => {
    expect(fillWaste(picks, SCORE)).toEqual({ lowChance, lowBao, message });
  });
});

describe('defaultFillRuleText', () => {
  it('should state the rule with its figures', () => {
    expect(defaultFillRuleText()).toBe(
      '推荐：有录取概率的专业，只选录取概率不低于10%的，“保”选录取概率不低于95%中预估线最接近你分数的；没有录取概率的，“冲”的预估线最多比你的分数高20分，“保”最多比你的分数低40分。',
    );
  });
});
