import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meetsSubjectRequirement, parseSubjectRequirement, REQUIREMENT_SUBJECTS, subjectInitials, type SubjectRequirement } from './subject-requirement';

type ParseCase = { name: string; text: string | null | undefined; all: string[][] };
const parseCases: ParseCase[] = [
  { name: 'one subject', text: '物', all: [['物']] },
  { name: 'two subjects', text: '物+化', all: [['物'], ['化']] },
  { name: 'one of two', text: '物+化/生', all: [['物'], ['化', '生']] },
  { name: '历 and one of 地/政', text: '历+地/政', all: [['历'], ['地', '政']] },
  { name: 'three subjects', text: '物+化+生', all: [['物'], ['化'], ['生']] },
  { name: 'full names with 和', text: '化学和生物', all: [['化'], ['生']] },
  { name: 'full names with 或', text: '化学或生物', all: [['化', '生']] },
  { name: '思想政治 (first character 思)', text: '思想政治', all: [['政']] },
  { name: '思想政治或地理', text: '思想政治或地理', all: [['政', '地']] },
  { name: '通用技术', text: '通用技术', all: [['技']] },
  { name: 'full-width plus (北京)', text: '物理＋化学', all: [['物'], ['化']] },
  { name: 'full-width slash', text: '化／生', all: [['化', '生']] },
  { name: 'spaces', text: ' 物 + 化 ', all: [['物'], ['化']] },
  { name: 'comma list', text: '物理，化学', all: [['物'], ['化']] },
  { name: '不限', text: '不限', all: [] },
  { name: '无', text: '无', all: [] },
  { name: 'empty', text: '', all: [] },
  { name: 'null', text: null, all: [] },
  { name: 'a remark, not a requirement', text: '中外合作办学', all: [] },
  { name: 'a group number', text: '01', all: [] },
  { name: 'a special plan', text: '国家专项', all: [] },
];

type SetCase = { name: string; subjects: string | null | undefined; group: string | null | undefined; initials: string[] };
const setCases: SetCase[] = [
  { name: 'a 3+1+2 plan', subjects: '物理,化学,生物', group: '物理类', initials: ['物', '化', '生'] },
  { name: 'electives only, the group adds 物', subjects: '化学,生物', group: '物理类', initials: ['化', '生', '物'] },
  { name: 'electives only, the group adds 历', subjects: '政治,地理', group: '历史类', initials: ['政', '地', '历'] },
  { name: '理科', subjects: '', group: '理科', initials: ['物'] },
  { name: '文科', subjects: '', group: '文科', initials: ['历'] },
  { name: '综合 (3+3) adds nothing', subjects: '物理,化学,技术', group: '综合', initials: ['物', '化', '技'] },
  { name: 'full-width commas and spaces', subjects: '物理，化学 生物', group: null, initials: ['物', '化', '生'] },
  { name: '、 separated', subjects: '历史、政治、地理', group: undefined, initials: ['历', '政', '地'] },
  { name: 'nothing', subjects: null, group: null, initials: [] },
];

type MeetCase = { name: string; requirement: string; subjects: string; group: string; meets: boolean };
const meetCases: MeetCase[] = [
  { name: '物+化/生 by 物化生', requirement: '物+化/生', subjects: '物理,化学,生物', group: '物理类', meets: true },
  { name: '物+化/生 by 物生地', requirement: '物+化/生', subjects: '物理,生物,地理', group: '物理类', meets: true },
  { name: '物+化/生 not by 物政地', requirement: '物+化/生', subjects: '物理,政治,地理', group: '物理类', meets: false },
  { name: '物 not by a 历史类 plan', requirement: '物', subjects: '历史,政治,地理', group: '历史类', meets: false },
  { name: '物+化 by electives and the group', requirement: '物+化', subjects: '化学,生物', group: '物理类', meets: true },
  { name: '不限 by anyone', requirement: '不限', subjects: '历史,政治,地理', group: '历史类', meets: true },
  { name: '化学或生物 by 生', requirement: '化学或生物', subjects: '历史,生物,地理', group: '历史类', meets: true },
  { name: '化学和生物 not by 化 alone', requirement: '化学和生物', subjects: '物理,化学,地理', group: '物理类', meets: false },
  { name: '思想政治 by 政治', requirement: '思想政治', subjects: '历史,政治,地理', group: '历史类', meets: true },
];

describe('parseSubjectRequirement', () => {
  it.each(parseCases)('should read $name', ({ text, all }) => {
    expect(parseSubjectRequirement(text).all).toEqual(all);
  });
});

describe('subjectInitials', () => {
  it.each(setCases)('should read $name', ({ subjects, group, initials }) => {
    expect([...subjectInitials(subjects, group)].sort()).toEqual([...initials].sort());
  });
});

describe('meetsSubjectRequirement', () => {
  it.each(meetCases)('$name → $meets', ({ requirement, subjects, group, meets }) => {
    expect(meetsSubjectRequirement(parseSubjectRequirement(requirement), subjectInitials(subjects, group))).toBe(meets);
  });
});

const subject = fc.constantFrom(...REQUIREMENT_SUBJECTS.split(''));
/** A requirement as the sources write it: entries joined by +, alternatives by /. */
const written = fc.array(fc.uniqueArray(subject, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 });
const toText = (all: string[][], and: string, or: string) => all.map((alts) => alts.join(or)).join(and);

describe('subject requirement properties', () => {
  it('should read back what was written, whatever the separators', () => {
    fc.assert(
      fc.property(written, fc.constantFrom('+', '＋', '和', '、'), fc.constantFrom('/', '／', '或'), (all, and, or) => {
        expect(parseSubjectRequirement(toText(all, and, or)).all).toEqual(all);
      }),
    );
  });

  it('should only ever name the seven subjects, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        for (const alts of parseSubjectRequirement(text).all) {
          expect(alts.length).toBeGreaterThan(0);
          for (const a of alts) expect(REQUIREMENT_SUBJECTS).toContain(a);
        }
      }),
    );
  });

  it('should be met by the subjects of every entry, and by any superset of them', () => {
    fc.assert(
      fc.property(written, fc.uniqueArray(subject, { maxLength: 7 }), (all, extra) => {
        const req: SubjectRequirement = parseSubjectRequirement(toText(all, '+', '/'));
        const chosen = new Set(all.map((alts) => alts[0] as string));
        expect(meetsSubjectRequirement(req, chosen)).toBe(true);
        expect(meetsSubjectRequirement(req, new Set([...chosen, ...extra]))).toBe(true);
      }),
    );
  });

  it('should not be met when one entry has none of its alternatives', () => {
    fc.assert(
      fc.property(written, fc.nat(), (all, pick) => {
        const missing = all[pick % all.length] as string[];
        const initials = new Set(REQUIREMENT_SUBJECTS.split('').filter((s) => !missing.includes(s)));
        expect(meetsSubjectRequirement(parseSubjectRequirement(toText(all, '+', '/')), initials)).toBe(false);
      }),
    );
  });

  it('should add 物 or 历 for the group whatever the subjects list', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom('物理类', '历史类'), (subjects, group) => {
        expect(subjectInitials(subjects, group).has(group === '物理类' ? '物' : '历')).toBe(true);
      }),
    );
  });
});
