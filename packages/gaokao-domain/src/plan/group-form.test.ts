import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMajorToGroup, moveMajorInGroup, removeMajorFromGroup, setGroupObey } from './group-edit';
import { flattenGroups, groupFormLimits, groupFormProblems, groupKeyOf, groupsOfList, type GroupFormLimits, type WishGroup } from './group-form';

interface Row {
  code: string;
  group_code: string;
  specialty_code: string;
  collegeName: string;
  sort_id?: number;
}

const r = (code: string, group: string, major: string, sort_id?: number): Row => ({ code, group_code: group, specialty_code: major, collegeName: `院校${code}`, ...(sort_id === undefined ? {} : { sort_id }) });
const shape = (groups: readonly WishGroup<Row>[]) => groups.map((g) => `${g.code}/${g.groupCode}:${g.majors.map((m) => m.specialty_code).join(',')}${g.obey ? '' : '!'}`);
const GD: GroupFormLimits = { groups: 45, majorsPerGroup: 6 };

describe('groupFormLimits', () => {
  it.each([
    ['广东', { groups: 45, majorsPerGroup: 6 }],
    ['广东省', { groups: 45, majorsPerGroup: 6 }],
    ['江苏', { groups: 40, majorsPerGroup: 6 }],
    ['上海', { groups: 24, majorsPerGroup: 4 }],
    ['北京', { groups: 30, majorsPerGroup: 6 }],
    ['湖北', { groups: 45, majorsPerGroup: 6 }],
    ['河北', null],
    ['浙江', null],
    ['山东', null],
    ['西藏', null],
    ['香港', null],
    ['火星', null],
    [null, null],
  ])('%s → %j', (province, limits) => {
    expect(groupFormLimits(province)).toEqual(limits);
  });
});

describe('groupsOfList', () => {
  const cases: Array<{ name: string; rows: Row[]; groups: string[] }> = [
    { name: 'an empty list has no groups', rows: [], groups: [] },
    { name: 'one group, majors in list order', rows: [r('10558', '201', 'b', 1), r('10558', '201', 'a', 2)], groups: ['10558/201:b,a'] },
    {
      name: 'groups stand where their first major stands; a later major joins its group',
      rows: [r('10558', '201', 'x', 1), r('10561', '202', 'y', 2), r('10558', '201', 'z', 3)],
      groups: ['10558/201:x,z', '10561/202:y'],
    },
    { name: 'two groups of one college are two 志愿', rows: [r('10558', '201', 'x', 1), r('10558', '205', 'y', 2)], groups: ['10558/201:x', '10558/205:y'] },
    { name: 'sort_id orders the rows, whatever the input order', rows: [r('2', '1', 'b', 2), r('1', '1', 'a', 1), r('2', '1', 'c', 3)], groups: ['1/1:a', '2/1:b,c'] },
    { name: 'rows without sort_id follow, in input order', rows: [r('9', '1', 'q'), r('1', '1', 'a', 1), r('8', '1', 'p')], groups: ['1/1:a', '9/1:q', '8/1:p'] },
    { name: 'a row without a group code is a group of its own', rows: [r('1', '', 'a', 1), r('1', '', 'b', 2)], groups: ['1/:a', '1/:b'] },
  ];
  it.each(cases)('$name', ({ rows, groups }) => {
    expect(shape(groupsOfList(rows))).toEqual(groups);
  });

  it('should read 服从调剂 by group key, yes where not given', () => {
    const rows = [r('1', '1', 'a', 1), r('2', '1', 'b', 2)];
    const groups = groupsOfList(rows, new Map([[groupKeyOf(rows[1] as Row), false]]));
    expect(groups.map((g) => g.obey)).toEqual([true, false]);
  });

  it('should give the flat list back, numbered 1…n, for any list already in group order', () => {
    const row = fc.record({ code: fc.constantFrom('1', '2', '3'), group_code: fc.constantFrom('', '01', '02'), specialty_code: fc.string({ minLength: 1, maxLength: 3 }) });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (x) => `${x.code}|${x.group_code}|${x.specialty_code}`, maxLength: 40 }), (raw) => {
        const rows = flattenGroups(groupsOfList(raw.map((x) => ({ ...x, collegeName: '' }))));
        expect(rows.map((x) => x.sort_id)).toEqual(rows.map((_x, i) => i + 1));
        expect(flattenGroups(groupsOfList(rows))).toEqual(rows);
        expect(new Set(rows.map((x) => `${x.code}|${x.group_code}|${x.specialty_code}`))).toEqual(new Set(raw.map((x) => `${x.code}|${x.group_code}|${x.specialty_code}`)));
        // every group's majors are contiguous on the flat list
        const keys = rows.map(groupKeyOf).filter((k, i, a) => i === 0 || a[i - 1] !== k);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('should pass the flat 96 in a group province (45 groups × 6 majors)', () => {
    const rows = Array.from({ length: 45 * 6 }, (_x, i) => r(String(10000 + Math.floor(i / 6)), '201', String(i % 6), i + 1));
    const groups = groupsOfList(rows);
    expect(groups).toHaveLength(45);
    expect(flattenGroups(groups)).toHaveLength(270);
    expect(groupFormProblems(groups, GD)).toEqual({ extraGroups: [], fullGroups: [] });
  });
});

describe('groupFormProblems', () => {
  it('should name the groups past the count and the groups with too many majors', () => {
    const rows = [r('1', '1', 'a', 1), r('1', '1', 'b', 2), r('1', '1', 'c', 3), r('2', '1', 'd', 4), r('3', '1', 'e', 5)];
    const groups = groupsOfList(rows);
    expect(groupFormProblems(groups, { groups: 2, majorsPerGroup: 2 })).toEqual({ extraGroups: [groups[2]?.key], fullGroups: [groups[0]?.key] });
  });
});

describe('addMajorToGroup', () => {
  const base = groupsOfList([r('10558', '201', 'a', 1), r('10561', '202', 'b', 2)]);
  const full = groupsOfList(['a', 'b', 'c', 'd', 'e', 'f'].map((m, i) => r('10558', '201', m, i + 1)));
  const many = groupsOfList(Array.from({ length: 45 }, (_x, i) => r(String(i), '1', 'a', i + 1)));
  const cases: Array<{ name: string; groups: WishGroup<Row>[]; row: Row; limits?: GroupFormLimits; result: string[] | string; opened?: boolean }> = [
    { name: 'into an empty list: a new group', groups: [], row: r('10558', '201', 'a'), result: ['10558/201:a'], opened: false },
    { name: 'a present group opens: the major goes last in it', groups: base, row: r('10558', '201', 'z'), result: ['10558/201:a,z', '10561/202:b'], opened: true },
    { name: 'another group of the same college is a new 志愿 at the end', groups: base, row: r('10558', '203', 'z'), result: ['10558/201:a', '10561/202:b', '10558/203:z'], opened: false },
    { name: 'the same major twice is refused', groups: base, row: r('10558', '201', 'a'), result: '该专业已在这个院校专业组中' },
    { name: 'a seventh major in 广东 is refused', groups: full, row: r('10558', '201', 'g'), result: '每个院校专业组最多填报6个专业，请先移除一个再添加。' },
    { name: 'a fifth major in 上海 is refused', groups: full.map((g) => ({ ...g, majors: g.majors.slice(0, 4) })), row: r('10558', '201', 'g'), limits: { groups: 24, majorsPerGroup: 4 }, result: '每个院校专业组最多填报4个专业，请先移除一个再添加。' },
    { name: 'a 46th group in 广东 is refused', groups: many, row: r('99', '1', 'a'), result: '志愿单最多填报45个院校专业组，请先移除一个再添加。' },
    { name: 'a major into one of 45 groups is still taken', groups: many, row: r('44', '1', 'b'), result: [...many.slice(0, 44).map((g) => `${g.code}/1:a`), '44/1:a,b'], opened: true },
  ];
  it.each(cases)('$name', ({ groups, row, limits, result, opened }) => {
    const before = JSON.stringify(groups);
    const out = addMajorToGroup(groups, row, limits ?? GD);
    expect(JSON.stringify(groups)).toBe(before);
    if (typeof result === 'string') expect(out).toEqual({ ok: false, message: result });
    else {
      expect(out.ok && shape(out.groups)).toEqual(result);
      expect(out.ok && out.opened).toBe(opened);
    }
  });

  it('should never hold more groups or majors than the limits, whatever is added', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('1', '2', '3', '4'), fc.constantFrom('01', '02'), fc.constantFrom('a', 'b', 'c', 'd', 'e')), { maxLength: 60 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        (adds, groupCount, perGroup) => {
          let groups: WishGroup<Row>[] = [];
          for (const [c, g, m] of adds) {
            const out = addMajorToGroup(groups, r(c, g, m), { groups: groupCount, majorsPerGroup: perGroup });
            if (out.ok) groups = out.groups;
          }
          expect(groups.length).toBeLessThanOrEqual(groupCount);
          for (const g of groups) expect(g.majors.length).toBeLessThanOrEqual(perGroup);
          expect(groupFormProblems(groups, { groups: groupCount, majorsPerGroup: perGroup })).toEqual({ extraGroups: [], fullGroups: [] });
        },
      ),
    );
  });
});

describe('removeMajorFromGroup, moveMajorInGroup, setGroupObey', () => {
  const groups = groupsOfList([r('1', '1', 'a', 1), r('1', '1', 'b', 2), r('1', '1', 'c', 3), r('2', '1', 'd', 4)]);
  const k1 = groups[0]?.key ?? '';
  const k2 = groups[1]?.key ?? '';

  it.each([
    { name: 'a major leaves its group', row: r('1', '1', 'b'), result: ['1/1:a,c', '2/1:d'] },
    { name: 'the last major takes its group with it', row: r('2', '1', 'd'), result: ['1/1:a,b,c'] },
    { name: 'a major not on the list is refused', row: r('2', '1', 'x'), result: '志愿单中没有这个院校专业组或专业' },
    { name: 'a group not on the list is refused', row: r('3', '1', 'a'), result: '志愿单中没有这个院校专业组或专业' },
  ])('remove: $name', ({ row, result }) => {
    const out = removeMajorFromGroup(groups, row);
    if (typeof result === 'string') expect(out).toEqual({ ok: false, message: result });
    else expect(out.ok && shape(out.groups)).toEqual(result);
  });

  it.each([
    { name: 'first to last', key: k1, from: 0, to: 2, result: ['1/1:b,c,a', '2/1:d'] },
    { name: 'last to first', key: k1, from: 2, to: 0, result: ['1/1:c,a,b', '2/1:d'] },
    { name: 'a place past the end is the last', key: k1, from: 0, to: 99, result: ['1/1:b,c,a', '2/1:d'] },
    { name: 'a place before the start is the first', key: k1, from: 1, to: -3, result: ['1/1:b,a,c', '2/1:d'] },
    { name: 'in place', key: k1, from: 1, to: 1, result: ['1/1:a,b,c', '2/1:d'] },
    { name: 'a position the group does not hold is refused', key: k1, from: 3, to: 0, result: '志愿单中没有这个院校专业组或专业' },
    { name: 'a group not on the list is refused', key: 'nope', from: 0, to: 0, result: '志愿单中没有这个院校专业组或专业' },
  ])('move: $name', ({ key, from, to, result }) => {
    const out = moveMajorInGroup(groups, key, from, to);
    if (typeof result === 'string') expect(out).toEqual({ ok: false, message: result });
    else expect(out.ok && shape(out.groups)).toEqual(result);
  });

  it('should set 服从调剂 on one group only, and refuse a group not on the list', () => {
    const out = setGroupObey(groups, k2, false);
    expect(out.ok && shape(out.groups)).toEqual(['1/1:a,b,c', '2/1:d!']);
    const back = out.ok ? setGroupObey(out.groups, k2, true) : out;
    expect(back.ok && shape(back.groups)).toEqual(['1/1:a,b,c', '2/1:d']);
    expect(setGroupObey(groups, 'nope', false)).toEqual({ ok: false, message: '志愿单中没有这个院校专业组或专业' });
    expect(groups[1]?.obey).toBe(true);
  });

  it('should keep the flat list in the family’s major order after a move', () => {
    const out = moveMajorInGroup(groups, k1, 2, 0);
    expect(out.ok && flattenGroups(out.groups).map((x) => `${x.sort_id}${x.specialty_code}`)).toEqual(['1c', '2a', '3b', '4d']);
  });
});
