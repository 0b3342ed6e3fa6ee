import { describe, expect, it } from 'vitest';
import { backtestInput, backtestSets, backtestTable } from '../src/season/backtest';
import { storedSeason, storedUnit, type StoredUnit } from './season-rows';

// 湖北-like rows: 2024 from a 专业组 source that writes the 10-digit institution code and no requirement, 2025 from the
// authority's list with its own exam code and the requirement; a 提前批 and a 专项 batch beside the ordinary one.
const group = (year: number, code: string, college: string, g: string, req: string, min: number, batch = '本科批') =>
  storedUnit({ province: '湖北', year, batch, code, collegeName: college, group_code: g, specialty_code: g, specialty_title: '', the_second: req, major_remark: `${college}第${g}组`, min_score: min });

const rows = [
  group(2024, '4142010486', '武汉大学', '06', '', 641),
  group(2024, '4142010487', '华中科技大学', '01', '', 640),
  group(2024, '4142010487', '华中科技大学', '90', '', 600, '本科提前批'),
  group(2025, 'A141', '武汉大学', '06', '物理＋化学', 643),
  group(2025, 'A142', '华中科技大学', '01', '物理＋化学', 638),
  group(2025, 'A142', '华中科技大学', '91', '不限', 560, '本科批·国家专项'),
];
const season = storedSeason(rows, { province: '湖北', years: [2024, 2025], top: 700, points: 200 });

describe('the backtest’s sets', () => {
  it('keep the year’s largest batch, name a college by its name, and leave requirements out when a year gives none', () => {
    const [set] = backtestInput(season.ranks, season.units);
    expect(set?.years).toEqual([2024, 2025]);
    expect(set?.records.map((r) => [r.year, r.code, r.groupCode, r.requirement])).toEqual([
      [2024, '武汉大学', '06', ''],
      [2024, '华中科技大学', '01', ''],
      [2025, '武汉大学', '06', ''],
      [2025, '华中科技大学', '01', ''],
    ]);
  });

  it('keep the requirement of a set whose every group gives one, and meet a college by its name whatever its code', () => {
    // 海南-like: both years give requirements, and the exam codes are renumbered (A141 → A142 names another college).
    const renumbered = [
      group(2024, 'A141', '武汉大学', '06', '物理＋化学', 641),
      group(2024, 'A142', '华中科技大学', '01', '物理＋化学', 640),
      group(2025, 'A142', '武汉大学', '06', '物理＋化学', 643),
      group(2025, 'A143', '华中科技大学', '01', '不限', 630),
    ];
    const s = storedSeason(renumbered, { province: '湖北', years: [2024, 2025], top: 700, points: 200 });
    const [set] = backtestInput(s.ranks, s.units);
    expect(set?.byName).toBe(false);
    expect(set?.records.map((r) => [r.year, r.code, r.groupCode, r.requirement])).toEqual([
      [2024, '武汉大学', '06', '物理＋化学'],
      [2024, '华中科技大学', '01', '物理＋化学'],
      [2025, '武汉大学', '06', '物理＋化学'],
      [2025, '华中科技大学', '01', '不限'],
    ]);
    // 武汉大学 06 is predicted from its own 2024 line; 华中科技大学 01 changed its requirement and is not matched.
    expect(backtestSets(s.ranks, s.units)[0]?.n).toBe(1);
  });

  it('predict the matched groups, and print an exempt set with its reason', () => {
    const lines = backtestSets(season.ranks, season.units);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.n).toBe(2);
    // Nothing anywhere before 2025 to fit: exempt, and the table says so.
    expect(lines[0]?.model_from).toBe('none');
    expect(lines[0]?.exempt).toMatch(/nothing before 2025 to fit/);
    const table = backtestTable(lines).split('\n');
    expect(table).toHaveLength(3);
    expect(table[2]).toMatch(/^\| 湖北 物理类 2025 \| 2 \| .*exempt: nothing before 2025 to fit/);
  });
});

// Three provinces of one subject group: 甲 with results 2022–2024 (its own model), 乙 with 2023–2024 (its 2024 predicted
// by 甲's model: a borrowed prediction) and 丙 with 2024–2025 whose sources code colleges differently (matched by college
// name and group code, the requirement dropped). In 乙 2024 and 丙 2025 four colleges reuse their one group's code for
// another requirement, with a line 60 points higher: a group matched by name and code alone is matched to another.
describe('a borrowed set’s errors', () => {
  const line = (u: number, year: number) => 660 - u * 5 + (((u * 7 + year) % 5) - 2);
  const unit = (province: string, year: number, code: string, u: number, req: string, min: number) =>
    storedUnit({ province, year, code, collegeName: `大学${u}`, group_code: '01', specialty_code: '01', specialty_title: '', the_second: req, major_remark: `大学${u}第01组`, min_score: min });
  const units: StoredUnit[] = [];
  for (let u = 0; u < 40; u++) {
    for (const year of [2022, 2023, 2024]) units.push(unit('甲', year, `J${u}`, u, '物理', line(u, year)));
    const renumbered = u % 10 === 9;
    units.push(unit('乙', 2023, `Y${u}`, u, '物理', line(u, 2023)));
    units.push(unit('乙', 2024, `Y${u}`, u, renumbered ? '化学' : '物理', line(u, 2024) + (renumbered ? 60 : 0)));
    units.push(unit('丙', 2024, `42420${String(u).padStart(5, '0')}`, u, '', line(u, 2024)));
    units.push(unit('丙', 2025, `B${u}`, u, renumbered ? '化学' : '物理', line(u, 2025) + (renumbered ? 60 : 0)));
  }
  const seasons = ['甲', '乙', '丙'].map((province) => storedSeason([], { province, years: [2022, 2023, 2024, 2025], top: 700, points: 300 }));
  const ranks = seasons.flatMap((s) => s.ranks);
  const at = (lines: ReturnType<typeof backtestSets>, province: string, year: number) => lines.find((l) => l.province === province && l.year === year);

  it('are those of the earlier borrowed prediction, matched as the set’s own years are', () => {
    const input = backtestInput(ranks, units);
    const yi = input.find((s) => s.province === '乙');
    // 乙's own years are matched by code and requirement; read by name, its renumbered groups meet the 2023 group.
    expect(yi?.byName).toBe(false);
    expect(yi?.recordsByName.every((r) => r.code.startsWith('大学') && r.requirement === '')).toBe(true);
    expect(input.find((s) => s.province === '丙')?.byName).toBe(true);

    const on = backtestSets(ranks, units, { group: '物理类' });
    const off = backtestSets(ranks, units, { group: '物理类', borrowedErrors: false });
    // 乙 2024 had no borrowed year before it: the same either way, and its renumbered groups are not predicted.
    expect(at(on, '乙', 2024)?.model_from).toBe('pooled');
    expect(at(on, '乙', 2024)?.n).toBe(36);
    expect(at(on, '乙', 2024)?.model.bao_edge_hold).toBe(at(off, '乙', 2024)?.model.bao_edge_hold);
    // 丙 2025, borrowed and matched by name: with the pooled models' residuals its four renumbered groups break 保;
    // with 乙 2024's errors as 丙 is matched (the four groups met 60 points below) 保 holds.
    const c = at(on, '丙', 2025);
    expect(c?.model_from).toBe('pooled');
    expect(c?.n).toBe(40);
    expect(at(off, '丙', 2025)?.model.bao_edge_hold).toBe(0.9);
    expect(c?.model.bao_edge_hold).toBe(1);
    // The lines themselves do not move: only their uncertainty.
    expect(c?.model.mae).toBe(at(off, '丙', 2025)?.model.mae);
  }, 10_000);
});
