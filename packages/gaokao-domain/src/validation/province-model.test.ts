import { describe, expect, it } from 'vitest';
import {
  PROVINCE_REFORMS,
  isThreePlusThreeChoice,
  provinceReform,
  provinceSubjects,
  reformOfGroups,
} from './province-model';
import { ELECTIVES, PRIMARY_SUBJECTS, THREE_PLUS_THREE_ELECTIVES, ZHEJIANG_ELECTIVES } from './subjects';
import type { ProvinceReform } from './subject-group';

type ReformCase = { province: string | null | undefined; reform: ProvinceReform | undefined };
const reformCases: ReformCase[] = [
  { province: '上海', reform: '3+3' },
  { province: '北京', reform: '3+3' },
  { province: '天津', reform: '3+3' },
  { province: '浙江', reform: '3+3' },
  { province: '山东', reform: '3+3' },
  { province: '海南', reform: '3+3' },
  { province: '上海市', reform: '3+3' },
  { province: ' 浙江省 ', reform: '3+3' },
  { province: '河北', reform: '3+1+2' },
  { province: '广西壮族自治区', reform: '3+1+2' },
  { province: '西藏', reform: 'old' },
  { province: '香港', reform: 'none' },
  { province: '火星', reform: undefined },
  { province: '__proto__', reform: undefined },
  { province: '', reform: undefined },
  { province: null, reform: undefined },
];

type GroupsCase = { groups: readonly string[] | null | undefined; reform: ProvinceReform | undefined };
const groupsCases: GroupsCase[] = [
  { groups: ['物理类', '历史类'], reform: '3+1+2' },
  { groups: ['物理科目组合'], reform: '3+1+2' },
  { groups: ['综合'], reform: '3+3' },
  { groups: ['综合类'], reform: '3+3' },
  { groups: ['理科', '文科'], reform: 'old' },
  { groups: ['综合', '物理类'], reform: undefined },
  { groups: [], reform: undefined },
  { groups: undefined, reform: undefined },
  { groups: ['艺术类'], reform: undefined },
];

type SubjectsCase = { name: string; province: string; reform?: ProvinceReform; model: '3+1+2' | '3+3'; electives: readonly string[]; primary: readonly string[] };
const subjectsCases: SubjectsCase[] = [
  { name: '上海', province: '上海', model: '3+3', electives: THREE_PLUS_THREE_ELECTIVES, primary: [] },
  { name: '浙江 (with 技术)', province: '浙江', model: '3+3', electives: ZHEJIANG_ELECTIVES, primary: [] },
  { name: '河北', province: '河北', model: '3+1+2', electives: ELECTIVES, primary: PRIMARY_SUBJECTS },
  { name: '新疆 (old model keeps the 3+1+2 forms)', province: '新疆', model: '3+1+2', electives: ELECTIVES, primary: PRIMARY_SUBJECTS },
  { name: 'an unknown province', province: '火星', model: '3+1+2', electives: ELECTIVES, primary: PRIMARY_SUBJECTS },
  { name: '山东 given reform 3+1+2', province: '山东', reform: '3+1+2', model: '3+1+2', electives: ELECTIVES, primary: PRIMARY_SUBJECTS },
  { name: '河北 given reform 3+3', province: '河北', reform: '3+3', model: '3+3', electives: THREE_PLUS_THREE_ELECTIVES, primary: [] },
];

type ChoiceCase = { subjects: readonly string[]; electives: readonly string[]; ok: boolean };
const choiceCases: ChoiceCase[] = [
  { subjects: ['化学', '生物', '地理'], electives: THREE_PLUS_THREE_ELECTIVES, ok: true },
  { subjects: ['物理', '历史', '政治'], electives: THREE_PLUS_THREE_ELECTIVES, ok: true },
  { subjects: ['化学', '生物'], electives: THREE_PLUS_THREE_ELECTIVES, ok: false },
  { subjects: ['化学', '化学', '生物'], electives: THREE_PLUS_THREE_ELECTIVES, ok: false },
  { subjects: ['技术', '化学', '生物'], electives: THREE_PLUS_THREE_ELECTIVES, ok: false },
  { subjects: ['技术', '化学', '生物'], electives: ZHEJIANG_ELECTIVES, ok: true },
  { subjects: ['物理', '化学', '生物', '地理'], electives: ZHEJIANG_ELECTIVES, ok: false },
];

describe('given a province', () => {
  it.each(reformCases)('should give $province the model $reform', ({ province, reform }) => {
    expect(provinceReform(province)).toBe(reform);
  });
  it('should know 34 provinces, six of them 3+3', () => {
    expect(PROVINCE_REFORMS.size).toBe(34);
    expect([...PROVINCE_REFORMS].filter(([, r]) => r === '3+3').map(([p]) => p)).toEqual(['北京', '天津', '上海', '浙江', '山东', '海南']);
  });
  it.each(subjectsCases)('should offer $name the $model subjects', ({ province, reform, model, electives, primary }) => {
    const offered = provinceSubjects(province, reform);
    expect(offered).toMatchObject({ model, electives, primary });
    expect(offered.homeElectives).toBe(model === '3+3' ? 3 : 2);
    expect(offered.editSubjects).toBe(3);
  });
});

describe('given a season\'s groups', () => {
  it.each(groupsCases)('should read $groups as the model $reform', ({ groups, reform }) => {
    expect(reformOfGroups(groups)).toBe(reform);
  });
});

describe('given a 3+3 choice', () => {
  it.each(choiceCases)('should answer $ok for $subjects', ({ subjects, electives, ok }) => {
    expect(isThreePlusThreeChoice(subjects, electives)).toBe(ok);
  });
});
