import { describe, expect, it } from 'vitest';
import { BRANCH_CAMPUSES } from './branch-campuses';
import { collegeNameIndex, matchCollegeName } from './college-name';

// Names as the Ministry of Education's list (../shared/data/real/colleges.csv) writes them.
const LISTED = [
  '北京大学', '河北大学', '河北大学工商学院', '北京交通大学', '哈尔滨工业大学', '华北电力大学', '中国石油大学（华东）',
  '中国石油大学（北京）', '北京师范大学', '北京师范大学珠海分校', '华东师范大学', '华东政法大学', '上海交通大学',
  '上海交通职业技术学院', '中央民族大学', '中央财经大学', '西南大学', '大连理工大学', '合肥工业大学', '佛山大学',
  '上海师范大学', '上海师范大学天华学院', '复旦大学', '浙江大学', '汕头大学',
];
const index = collegeNameIndex(LISTED);

describe('matchCollegeName (the sources\' college names → the Ministry list)', () => {
  it.each([
    // written, matched name, kind
    ['北京大学', '北京大学', 'listed'],
    ['中国石油大学(华东)', '中国石油大学（华东）', 'listed'],
    ['中国石油大学（华东）', '中国石油大学（华东）', 'listed'],
    ['中国石油大学 (北京)', '中国石油大学（北京）', 'listed'],
    ['河北大学[公办]', '河北大学', 'listed'],
    ['河北大学(保定市)[公办]', '河北大学', 'listed'],
    ['河北大学（保定市）', '河北大学', 'listed'],
    ['河北大学(保定市)(地方专项计划)[公办]', '河北大学', 'listed'],
    ['河北大学工商学院[民办]', '河北大学工商学院', 'listed'],
    ['中国石油大学(华东)(青岛市)', '中国石油大学（华东）', 'listed'],
    ['华北电力大学(北京)', '华北电力大学', 'listed'],
    ['西南大学(荣昌校区)', '西南大学', 'listed'],
    ['北京交通大学(威海校区)', '北京交通大学（威海校区）', 'branch'],
    ['哈尔滨工业大学(深圳)', '哈尔滨工业大学（深圳）', 'branch'],
    ['哈尔滨工业大学（深圳）[公办]', '哈尔滨工业大学（深圳）', 'branch'],
    ['哈尔滨工业大学(威海)(国家专项)', '哈尔滨工业大学（威海）', 'branch'],
    ['华北电力大学(保定)', '华北电力大学（保定）', 'branch'],
    ['北京师范大学(珠海校区)', '北京师范大学（珠海校区）', 'branch'],
    ['北京师范大学珠海分校', '北京师范大学珠海分校', 'listed'],
    ['中国石油大学(北京)克拉玛依校区', '中国石油大学（北京）克拉玛依校区', 'branch'],
    ['华东师大', '华东师范大学', 'abbreviation'],
    ['上海交大', '上海交通大学', 'abbreviation'],
    ['中央民族', '中央民族大学', 'abbreviation'],
    ['上海师大', '上海师范大学', 'abbreviation'],
    ['佛山科学技术学院', '佛山大学', 'alias'],
    // A school of a university written under a name and exam code of its own is a college of its own, not the university.
    ['北京大学医学部', '北京大学医学部', 'school'],
    ['北京大学医学部[公办]', '北京大学医学部', 'school'],
    ['北京大学医学部（医护类）', '北京大学医学部', 'school'],
    ['上海交通大学医学院(国家专项)', '上海交通大学医学院', 'school'],
    ['复旦大学医学院', '复旦大学医学院', 'school'],
    ['浙江大学医学院(中外合作办学)[公办]', '浙江大学医学院', 'school'],
    ['汕头大学医学院', '汕头大学医学院', 'school'],
    ['复旦大学', '复旦大学', 'listed'],
  ] as const)('%s → %s (%s)', (written, name, kind) => {
    const m = matchCollegeName(written, index);
    expect(m?.name).toBe(name);
    expect(m?.kind).toBe(kind);
  });

  it('says what it peeled off', () => {
    expect(matchCollegeName('河北大学(保定市)(地方专项计划)[公办]', index)?.peeled).toEqual(['保定市', '地方专项计划']);
  });

  it.each([
    '北京大学口腔医院', // not on the list, no unique abbreviation
    '华东', // too short to be an abbreviation
    '某某学院',
    '上海', // ambiguous / too short
  ])('%s is left unmatched', (written) => {
    expect(matchCollegeName(written, index)).toBeNull();
  });

  it('an ambiguous abbreviation is not matched', () => {
    // 华东…大 is held by 华东师范大学 and 华东政法大学 alike
    expect(matchCollegeName('华东大', index)).toBeNull();
  });

  it('every branch campus has a province, a city and a note, and a listed university', () => {
    for (const b of BRANCH_CAMPUSES) {
      expect(b.province).toMatch(/省|市|自治区/);
      expect(b.city).toMatch(/市$/);
      expect(b.note.length).toBeGreaterThan(0);
    }
    expect(BRANCH_CAMPUSES.find((b) => b.name === '哈尔滨工业大学（深圳）')).toMatchObject({ province: '广东省', city: '深圳市' });
  });

  it('a school of a university is in its university\'s city and names its university; a campus is in another city', () => {
    const where = new Map([['北京大学', '北京市'], ['上海交通大学', '上海市'], ['复旦大学', '上海市'], ['浙江大学', '杭州市'], ['汕头大学', '汕头市']]);
    const schools = BRANCH_CAMPUSES.filter((b) => b.kind === 'school');
    expect(schools.map((b) => b.name)).toEqual(['北京大学医学部', '上海交通大学医学院', '复旦大学医学院', '浙江大学医学院', '汕头大学医学院']);
    for (const b of schools) {
      expect(b.city).toBe(where.get(b.parent));
      expect(b.note).toContain(b.parent.slice(0, 2));
    }
    expect(BRANCH_CAMPUSES.filter((b) => b.kind === 'campus').every((b) => !b.name.endsWith('医学部') && !b.name.endsWith('医学院'))).toBe(true);
  });
});
