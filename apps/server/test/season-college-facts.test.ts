import { describe, expect, it } from 'vitest';
import { collegeTypeOfName, UNAVAILABLE_COLLEGE_FACTS } from 'gaokao-domain';
import { DEMO_SEED, generateDemo } from '../src/season/demo/generate';
import { loadShipped } from '../src/season/real/shipped';

describe('college facts shown as facts are published or absent', () => {
  it('stores no type guessed from the name (吉林大学 is not 农林): the Ministry list has no type, so none is shown', () => {
    // The rule the generator used to store: 吉林大学 → 农林 (林 of 吉林).
    expect(collegeTypeOfName('吉林大学')).toBe('农林');
    const demo = generateDemo(DEMO_SEED, { base: loadShipped(), provinces: ['河北'] });
    const jlu = demo.colleges.find((c) => c.collegeName === '吉林大学');
    expect(jlu).toBeDefined();
    expect(jlu!.collegeType).toBe('');
    // No college of the list carries a type the list does not publish.
    expect(demo.colleges.filter((c) => c.collegeType !== '')).toEqual([]);
    // Nor a count of 硕士点/博士点 (no source has them): the college filter says so instead of filtering.
    expect(demo.colleges.every((c) => c.info.boshiNum == null && c.info.shuoshiNum == null)).toBe(true);
    expect(UNAVAILABLE_COLLEGE_FACTS.types).toMatch(/^暂无数据/);
    expect(UNAVAILABLE_COLLEGE_FACTS.strengths).toMatch(/^暂无数据/);
  }, 120_000);
});
