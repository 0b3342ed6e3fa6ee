import { describe, expect, it } from 'vitest';
import { capSearch, MAJOR_SEARCH_CAP } from './cap-search';

const majors = (n: number) => Array.from({ length: n }, (_, i) => ({ major_name: `专业${i + 1}` }));

type Case = { name: string; count: number; shown: number; warned: boolean };
const cases: Case[] = [
  { name: 'no matches', count: 0, shown: 0, warned: false },
  { name: '199 matches', count: 199, shown: 199, warned: false },
  { name: 'exactly 200 matches', count: 200, shown: 200, warned: false },
  { name: '201 matches', count: 201, shown: 200, warned: true },
  { name: '875 matches (the whole catalogue)', count: 875, shown: 200, warned: true },
];

describe('given the matches of a major search', () => {
  it.each(cases)('should show $shown of $name and warn=$warned', ({ count, shown, warned }) => {
    const result = capSearch(majors(count));
    expect(result.items).toHaveLength(shown);
    expect(result.total).toBe(count);
    expect(result.warning).toBe(warned ? '仅显示前200条匹配结果，请输入更精确的专业名称' : undefined);
  });
  it('should keep the first 200 in order', () => {
    const { items } = capSearch(majors(300));
    expect(items[0]?.major_name).toBe('专业1');
    expect(items.at(-1)?.major_name).toBe('专业200');
    expect(MAJOR_SEARCH_CAP).toBe(200);
  });
});
