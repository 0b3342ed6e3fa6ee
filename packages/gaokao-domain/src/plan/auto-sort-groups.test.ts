import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoSortGroups } from './auto-sort-groups';
import type { GroupHealthRow } from './group-health';

const r = (sort_id: number, code: string, group: string, major: string, yugu: number | null, groupLine?: number | null): GroupHealthRow => ({
  sort_id,
  code,
  group_code: group,
  specialty_code: major,
  yugu_score: yugu,
  ...(groupLine === undefined ? {} : { group_yugu_score: groupLine }),
});
const order = (rows: GroupHealthRow[]) => autoSortGroups(rows).map((x) => `${x.sort_id}:${String(x.code)}/${String(x.specialty_code)}`);

describe('autoSortGroups', () => {
  it.each([
    { name: 'an empty list', rows: [], out: [] },
    {
      name: 'groups by their line, highest first; majors keep the family’s order (not their own lines)',
      rows: [r(1, 'A', '1', 'a1', 600, 590), r(2, 'B', '1', 'b1', 640, 630), r(3, 'A', '1', 'a2', 620, 590), r(4, 'B', '1', 'b2', 635, 630)],
      out: ['1:B/b1', '2:B/b2', '3:A/a1', '4:A/a2'],
    },
    {
      name: 'without a group line, the lowest chosen major’s line stands for it',
      rows: [r(1, 'A', '1', 'a1', 650), r(2, 'A', '1', 'a2', 580), r(3, 'B', '1', 'b1', 600)],
      out: ['1:B/b1', '2:A/a1', '3:A/a2'],
    },
    {
      name: 'groups without any line go last; equal lines keep their order',
      rows: [r(1, 'A', '1', 'a1', null), r(2, 'B', '1', 'b1', 600, 600), r(3, 'C', '1', 'c1', 600, 600)],
      out: ['1:B/b1', '2:C/c1', '3:A/a1'],
    },
    {
      name: 'a row without a group code is a group of its own',
      rows: [r(1, 'A', '', 'a1', 590), r(2, 'A', '', 'a2', 610)],
      out: ['1:A/a2', '2:A/a1'],
    },
  ])('$name', ({ rows, out }) => {
    expect(order(rows)).toEqual(out);
  });

  it('should keep every row, each group’s majors together and in order, and sort an already sorted list the same', () => {
    const row = fc.record({ code: fc.constantFrom('A', 'B', 'C', 'D'), group: fc.constantFrom('1', '2'), major: fc.string({ minLength: 1, maxLength: 2 }), yugu: fc.option(fc.integer({ min: 400, max: 700 })) });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (x) => `${x.code}|${x.group}|${x.major}`, maxLength: 40 }), (spec) => {
        const rows = spec.map((x, i) => r(i + 1, x.code, x.group, x.major, x.yugu));
        const sorted = autoSortGroups(rows);
        expect(sorted.map((x) => `${String(x.code)}|${String(x.group_code)}|${String(x.specialty_code)}`).sort()).toEqual(rows.map((x) => `${String(x.code)}|${String(x.group_code)}|${String(x.specialty_code)}`).sort());
        for (const g of new Set(rows.map((x) => `${String(x.code)}|${String(x.group_code)}`))) {
          const inGroup = (xs: GroupHealthRow[]) => xs.filter((x) => `${String(x.code)}|${String(x.group_code)}` === g).map((x) => x.specialty_code);
          expect(inGroup(sorted)).toEqual(inGroup(rows));
        }
        expect(autoSortGroups(sorted)).toEqual(sorted);
      }),
    );
  });
});
