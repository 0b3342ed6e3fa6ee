import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  groupsOfReform,
  primarySubjectOfGroup,
  normalizeSubjectGroup,
  resolveSubjectGroup,
  sameSubjectGroup,
  subjectGroupOf,
  validateSubjectGroup,
  type SubjectGroup,
} from './subject-group';
import { subjectGroupLabel } from './subject-group-label';

type NormCase = { text: string | null | undefined; group: SubjectGroup | undefined };
const normCases: NormCase[] = [
  { text: '物理类', group: '物理类' },
  { text: '物理科目组合', group: '物理类' },
  { text: '物理', group: '物理类' },
  { text: ' 首选物理 ', group: '物理类' },
  { text: '物理组', group: '物理类' },
  { text: '历史类', group: '历史类' },
  { text: '历史科目组合', group: '历史类' },
  { text: '历史', group: '历史类' },
  { text: '综合', group: '综合' },
  { text: '综合类', group: '综合' },
  { text: '不分文理', group: '综合' },
  { text: '理科', group: '理科' },
  { text: '理工类', group: '理科' },
  { text: '文科', group: '文科' },
  { text: '文史类', group: '文科' },
  { text: '物理历史', group: undefined },
  { text: '', group: undefined },
  { text: '   ', group: undefined },
  { text: null, group: undefined },
  { text: undefined, group: undefined },
  { text: 'x'.repeat(40), group: undefined },
  { text: '艺术类', group: undefined },
  { text: '__proto__', group: undefined },
  { text: 'constructor', group: undefined },
];

describe('given a group as users, forms and sources write it', () => {
  it.each(normCases)('should read "$text" as $group', ({ text, group }) => {
    expect(normalizeSubjectGroup(text)).toBe(group);
  });

  it('should read both edit-dialog labels as the home form values', () => {
    expect(normalizeSubjectGroup(subjectGroupLabel(['物理', '化学', '生物']))).toBe('物理类');
    expect(normalizeSubjectGroup(subjectGroupLabel(['历史', '政治', '地理']))).toBe('历史类');
  });

  it('should be idempotent: a canonical name reads as itself', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const g = normalizeSubjectGroup(text);
        if (g !== undefined) expect(normalizeSubjectGroup(g)).toBe(g);
      }),
    );
  });
});

type SameCase = { a: string | null; b: string | null; same: boolean };
const sameCases: SameCase[] = [
  { a: '物理类', b: '物理科目组合', same: true },
  { a: '物理', b: '物理类', same: true },
  { a: '物理类', b: '历史类', same: false },
  { a: '历史科目组合', b: '历史类', same: true },
  { a: '物理类', b: '', same: false },
  { a: '综合', b: '综合类', same: true },
  { a: '', b: null, same: true },
  { a: '艺术', b: '艺术', same: true },
  { a: '艺术', b: '体育', same: false },
];
describe('given two group texts', () => {
  it.each(sameCases)('should say "$a" and "$b" are the same group: $same', ({ a, b, same }) => {
    expect(sameSubjectGroup(a, b)).toBe(same);
    expect(sameSubjectGroup(b, a)).toBe(same);
  });
});

describe('given a subject list', () => {
  it.each([
    { subjects: ['物理', '化学', '生物'], group: '物理类' },
    { subjects: '历史,政治,地理', group: '历史类' },
    { subjects: ['化学', '生物', '地理'], group: undefined },
    { subjects: ['物理', '历史', '地理'], group: undefined },
    { subjects: null, group: undefined },
  ])('should imply the group of $subjects: $group', ({ subjects, group }) => {
    expect(subjectGroupOf(subjects)).toBe(group);
  });
});

describe('given a province model', () => {
  it.each([
    { reform: '3+1+2', groups: ['物理类', '历史类'] },
    { reform: '3+3', groups: ['综合'] },
    { reform: 'old', groups: ['理科', '文科'] },
    { reform: 'none', groups: [] },
    { reform: undefined, groups: [] },
  ])('should offer $groups under $reform', ({ reform, groups }) => {
    expect(groupsOfReform(reform)).toEqual(groups);
  });
});

type ResolveCase = {
  name: string;
  group: string | undefined;
  subjects: string[];
  allowed: string[];
  expected: ReturnType<typeof resolveSubjectGroup>;
};
const physics = ['物理', '化学', '生物'];
const history = ['历史', '政治', '地理'];
const p312 = ['物理类', '历史类'];
const resolveCases: ResolveCase[] = [
  { name: 'the home form value', group: '物理类', subjects: physics, allowed: p312, expected: { ok: true, group: '物理类' } },
  { name: 'the edit dialog label', group: '物理科目组合', subjects: physics, allowed: p312, expected: { ok: true, group: '物理类' } },
  { name: 'no group: the subjects decide', group: undefined, subjects: history, allowed: p312, expected: { ok: true, group: '历史类' } },
  { name: 'no group, 3+3: the only group', group: '', subjects: ['化学', '生物', '地理'], allowed: ['综合'], expected: { ok: true, group: '综合' } },
  {
    name: 'a group against the subjects',
    group: '历史类',
    subjects: physics,
    allowed: p312,
    expected: { ok: false, message: '所选科目物理和历史必选，且二选一', field: 'group' },
  },
  { name: 'any 40-character text', group: 'x'.repeat(40), subjects: physics, allowed: p312, expected: { ok: false, message: '科类不正确，请重新选择', field: 'group' } },
  { name: 'a group the province lacks', group: '综合', subjects: physics, allowed: p312, expected: { ok: false, message: '科类不正确，请重新选择', field: 'group' } },
  { name: 'unknown province: any known group', group: '物理类', subjects: physics, allowed: [], expected: { ok: true, group: '物理类' } },
  { name: 'nothing to go on', group: undefined, subjects: ['化学'], allowed: p312, expected: { ok: false, message: '科类不正确，请重新选择', field: 'group' } },
];
describe('given the group of a plan being saved', () => {
  it.each(resolveCases)('should resolve $name', ({ group, subjects, allowed, expected }) => {
    expect(resolveSubjectGroup({ group, subjects, allowed })).toEqual(expected);
    expect(validateSubjectGroup({ group, subjects, allowed }).ok).toBe(expected.ok);
  });
});

type ThreeCase = { name: string; group: string | undefined; subjects: string[]; expected: ReturnType<typeof resolveSubjectGroup> };
const threeCases: ThreeCase[] = [
  { name: '物理 among the electives, no group', group: undefined, subjects: ['物理', '化学', '生物'], expected: { ok: true, group: '综合' } },
  { name: '历史 among the electives, no group', group: '', subjects: ['历史', '政治', '地理'], expected: { ok: true, group: '综合' } },
  { name: '物理 and 历史, no group', group: undefined, subjects: ['物理', '历史', '化学'], expected: { ok: true, group: '综合' } },
  { name: '综合 sent', group: '综合', subjects: ['物理', '化学', '生物'], expected: { ok: true, group: '综合' } },
  { name: '物理类 sent', group: '物理类', subjects: ['物理', '化学', '生物'], expected: { ok: false, message: '科类不正确，请重新选择', field: 'group' } },
];

describe('given a plan in a 3+3 province (groups: 综合)', () => {
  it.each(threeCases)('should resolve $name', ({ group, subjects, expected }) => {
    expect(resolveSubjectGroup({ group, subjects, allowed: ['综合'] })).toEqual(expected);
  });
});

describe('given a group option of the home form', () => {
  it.each([
    { group: '物理类', subject: '物理' },
    { group: '物理', subject: '物理' },
    { group: '历史科目组合', subject: '历史' },
    { group: '综合', subject: undefined },
    { group: '理科', subject: undefined },
    { group: '', subject: undefined },
  ])('should stand for the first subject of $group: $subject', ({ group, subject }) => {
    expect(primarySubjectOfGroup(group)).toBe(subject);
  });
});
