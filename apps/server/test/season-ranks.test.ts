import { describe, expect, it } from 'vitest';
import type { RankTable } from 'gaokao-domain';
import { rankOf } from '../src/season/ranks';

// A 一分一段 table with a merged top band (700 及以上), a line nobody obtained (698) and a gap (697 missing).
const table: RankTable = [
  { score: 700, count: 30, cumulative: 30 },
  { score: 699, count: 5, cumulative: 35 },
  { score: 698, count: 0, cumulative: 35 },
  { score: 696, count: 7, cumulative: 42 },
  { score: 695, count: 9, cumulative: 51 },
];
const tables = new Map<string, RankTable>([
  ['河北|2023|物理类', [{ score: 700, count: 1, cumulative: 1 }]],
  ['河北|2024|物理类', table],
]);

describe('rankOf (the plan reply’s paiming and xiangtong)', () => {
  const cases: { name: string; score: number; rank: number; same: number }[] = [
    { name: 'a line somebody obtained', score: 699, rank: 35, same: 5 },
    { name: 'a line nobody obtained (count 0): read at the next line below', score: 698, rank: 42, same: 0 },
    { name: 'a score missing from the table: read at the next line below', score: 697, rank: 42, same: 0 },
    { name: 'the last line', score: 695, rank: 51, same: 9 },
    { name: 'the merged top band: its line', score: 705, rank: 30, same: 30 },
  ];
  it.each(cases)('$name: rank $rank, same $same', ({ score, rank, same }) => {
    expect(rankOf(tables, '河北', '物理类', score)).toEqual({ rank, same, year: 2024 });
  });

  it('should answer null for a province or group without a table', () => {
    expect(rankOf(tables, '河南', '物理类', 600)).toBeNull();
    expect(rankOf(tables, '河北', '历史类', 600)).toBeNull();
  });
});
