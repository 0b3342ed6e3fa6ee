import { describe, expect, it } from 'vitest';
import { type CollegeTag, type CollegeTagFields, collegeTags } from './college-tags';

type Case = { name: string; row: CollegeTagFields; tags: CollegeTag[] };
const cases: Case[] = [
  { name: 'a college with no flags', row: {}, tags: [] },
  { name: 'all flags 否', row: { is985: '否', is211: '否', two_yiliu: '否', isBao: 0, isGuo: '0' }, tags: [] },
  { name: 'a 985 college', row: { is985: '是', is211: '是', two_yiliu: '是', isBao: 1, isGuo: 1 }, tags: ['985', '211', '双一流', '保研', '国重'] },
  { name: 'a 211 college', row: { is985: '否', is211: '是', two_yiliu: '是' }, tags: ['211', '双一流'] },
  { name: 'a bao-yan college only', row: { isBao: '1' }, tags: ['保研'] },
  { name: 'a national key college only', row: { isGuo: '是' }, tags: ['国重'] },
];

describe('given the flags of a college row', () => {
  it.each(cases)('should tag $name with $tags', ({ row, tags }) => {
    expect(collegeTags(row)).toEqual(tags);
  });
});
