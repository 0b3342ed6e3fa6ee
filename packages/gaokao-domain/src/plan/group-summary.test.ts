import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveGroup } from './group-edit';
import { LIST_ROWS_MAX, groupsOfList, listRowsMaxOf } from './group-form';
import { groupBandOf, groupLineOf, groupProbabilityOf, type GroupSummaryRow } from './group-summary';

describe('groupLineOf', () => {
  it.each<{ name: string; majors: GroupSummaryRow[]; line: number | null }>([
    { name: 'the group line its majors carry', majors: [{ yugu_score: 630, group_yugu_score: 600 }, { yugu_score: 610, group_yugu_score: 600 }], line: 600 },
    { name: 'the first known group line', majors: [{ yugu_score: 630 }, { yugu_score: 610, group_yugu_score: '605' }], line: 605 },
    { name: 'else the lowest chosen line', majors: [{ yugu_score: 630 }, { yugu_score: '612' }, { yugu_score: 0 }], line: 612 },
    { name: 'none without lines', majors: [{ yugu_score: null }, { yugu_score: '' }], line: null },
    { name: 'none for no majors', majors: [], line: null },
  ])('should give $name', ({ majors, line }) => {
    expect(groupLineOf(majors)).toBe(line);
  });
});

describe('groupBandOf', () => {
  it('should read the band from the group line, not from the chosen majors', () => {
    const majors = [{ yugu_score: 640, group_yugu_score: 600 }];
    expect(groupBandOf(majors, 600)).toBe(groupBandOf([{ yugu_score: 600 }], 600));
    expect(groupBandOf(majors, null)).toBeNull();
    expect(groupBandOf([{ yugu_score: null }], 600)).toBeNull();
  });
});

describe('groupProbabilityOf', () => {
  it.each<{ name: string; majors: GroupSummaryRow[]; p: number | null }>([
    { name: 'the highest of the majors', majors: [{ luqu_gailv: 0.2 }, { luqu_gailv: '0.7' }, { luqu_gailv: 0.5 }], p: 0.7 },
    { name: 'none where no major has one', majors: [{ luqu_gailv: '' }, { luqu_gailv: null }, {}], p: null },
    { name: 'values outside 0…1 ignored', majors: [{ luqu_gailv: 3 }, { luqu_gailv: 0.1 }], p: 0.1 },
  ])('should give $name', ({ majors, p }) => {
    expect(groupProbabilityOf(majors)).toBe(p);
  });
});

describe('moveGroup', () => {
  const rows = ['A', 'B', 'C', 'D'].map((code, i) => ({ code, group_code: '201', specialty_code: '01', sort_id: i + 1 }));
  it('should move a group to the place given, the others keeping their order', () => {
    const groups = groupsOfList(rows);
    const out = moveGroup(groups, groups[3]!.key, 1);
    expect(out.ok && out.groups.map((g) => g.code)).toEqual(['A', 'D', 'B', 'C']);
  });
  it('should refuse a group the list does not hold', () => {
    expect(moveGroup(groupsOfList(rows), 'nope', 0).ok).toBe(false);
  });
  it('should keep every group exactly once wherever it moves (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: -2, max: 6 }), (from, to) => {
        const groups = groupsOfList(rows);
        const out = moveGroup(groups, groups[from]!.key, to);
        expect(out.ok && [...out.groups.map((g) => g.code)].sort()).toEqual(['A', 'B', 'C', 'D']);
      }),
    );
  });
});

describe('listRowsMaxOf and LIST_ROWS_MAX', () => {
  it.each([
    ['广东', 270],
    ['上海', 96],
    ['天津', 300],
    ['河北', 96],
    ['浙江', 80],
  ])('should give %s %i rows', (province, rows) => {
    expect(listRowsMaxOf(province, province === '浙江' ? 80 : 96)).toBe(rows);
  });
  it('should be the largest group form, at least 96', () => {
    expect(LIST_ROWS_MAX).toBe(300);
  });
});
