import { describe, expect, it } from 'vitest';
import { type CollegeType, COLLEGE_TYPES, collegeTypeOfName } from './college-type-of-name';

type Case = { name: string; type: CollegeType };
const cases: Case[] = [
  { name: '北京大学', type: '综合' },
  { name: '河北大学', type: '综合' },
  { name: '河北师范大学', type: '师范' },
  { name: '石家庄幼儿师范高等专科学校', type: '师范' },
  { name: '南京医科大学', type: '医药' },
  { name: '北京中医药大学', type: '医药' },
  { name: '河北工业大学', type: '理工' },
  { name: '大连海事大学', type: '理工' },
  { name: '中国农业大学', type: '农林' },
  { name: '北京林业大学', type: '农林' },
  { name: '上海财经大学', type: '财经' },
  { name: '对外经济贸易大学', type: '财经' },
  { name: '中国政法大学', type: '政法' },
  { name: '中国人民公安大学', type: '政法' },
  { name: '北京外国语大学', type: '语言' },
  { name: '中央美术学院', type: '艺术' },
  { name: '中国传媒大学', type: '艺术' },
  { name: '北京体育大学', type: '体育' },
  { name: '中央民族大学', type: '民族' },
  { name: '国防科技大学', type: '军事' },
  { name: '海军军医大学', type: '军事' },
  { name: '河北石油职业技术大学', type: '理工' },
  { name: '河北体育学院', type: '体育' },
  { name: '石家庄职业学院', type: '综合' },
];

describe('given a college name', () => {
  it.each(cases)('should read $name as $type', ({ name, type }) => {
    expect(collegeTypeOfName(name)).toBe(type);
  });

  it('should answer one of the listed types for any name, and 综合 for an empty one', () => {
    for (const c of cases) expect(COLLEGE_TYPES).toContain(collegeTypeOfName(c.name));
    expect(collegeTypeOfName('')).toBe('综合');
  });
});
