import { describe, expect, it } from 'vitest';
import { backtestInput, backtestSets, backtestTable } from '../src/season/backtest';
import { storedSeason, storedUnit } from './season-rows';

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
  it('keep the year’s largest batch and name a college by its name when the years’ sources code colleges differently', () => {
    const [set] = backtestInput(season.ranks, season.units);
    expect(set?.years).toEqual([2024, 2025]);
    expect(set?.records.map((r) => [r.year, r.code, r.groupCode, r.requirement])).toEqual([
      [2024, '武汉大学', '06', ''],
      [2024, '华中科技大学', '01', ''],
      [2025, '武汉大学', '06', ''],
      [2025, '华中科技大学', '01', ''],
    ]);
  });

  it('keep the codes of a set whose sources code colleges alike', () => {
    const alike = rows.filter((r) => r.year === 2024).map((r) => ({ ...r, year: 2023 }));
    const s = storedSeason([...alike, ...rows.filter((r) => r.year === 2024)], { province: '湖北', years: [2023, 2024], top: 700, points: 200 });
    expect(backtestInput(s.ranks, s.units)[0]?.records.map((r) => r.code)).toContain('4142010486');
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
