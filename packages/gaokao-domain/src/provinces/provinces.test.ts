import { describe, expect, it } from 'vitest';
import { filterProvinces, GAOKAO_PROVINCE_NAMES, matchesProvince, PROVINCES, provinceOf, provincesFromNames } from './provinces';

const names = (query: string) => filterProvinces(PROVINCES, query).map((p) => p.name);

describe('given the province lists', () => {
  it('should list the 34 provincial-level divisions once each, with consistent pinyin', () => {
    expect(PROVINCES).toHaveLength(34);
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(34);
    for (const p of PROVINCES) {
      expect(p.initials).toHaveLength(p.name.length);
      expect(p.initial).toBe(p.pinyin.charAt(0).toUpperCase());
      expect(p.initials.charAt(0)).toBe(p.pinyin.charAt(0));
    }
  });
  it('should serve the 31 mainland provinces and 香港, each with pinyin', () => {
    expect(GAOKAO_PROVINCE_NAMES).toHaveLength(32);
    expect(new Set(GAOKAO_PROVINCE_NAMES).size).toBe(32);
    expect(GAOKAO_PROVINCE_NAMES).toContain('香港');
    expect(GAOKAO_PROVINCE_NAMES).not.toContain('澳门');
    expect(GAOKAO_PROVINCE_NAMES).not.toContain('台湾');
    for (const name of GAOKAO_PROVINCE_NAMES) expect(provinceOf(name).initial).not.toBe('#');
  });
  it('should give a name outside the list the # group and no pinyin', () => {
    expect(provinceOf('火星')).toEqual({ name: '火星', initial: '#', pinyin: '', initials: '' });
    expect(provincesFromNames(['河北', '火星']).map((p) => p.initial)).toEqual(['H', '#']);
  });
});

type Case = { name: string; query: string; expected: string[] };
const cases: Case[] = [
  { name: 'pinyin initials', query: 'hb', expected: ['河北', '湖北'] },
  { name: 'pinyin initials, upper case', query: 'HB', expected: ['河北', '湖北'] },
  { name: 'pinyin initials with spaces around', query: '  hn ', expected: ['海南', '河南', '湖南'] },
  { name: 'three-character initials', query: 'hlj', expected: ['黑龙江'] },
  { name: 'initials shared by 山西 and 陕西', query: 'sx', expected: ['山西', '陕西'] },
  { name: 'initials of 香港', query: 'xg', expected: ['香港'] },
  { name: 'group letter', query: 'x', expected: ['西藏', '新疆', '香港'] },
  { name: 'group letter h', query: 'h', expected: ['海南', '河北', '河南', '黑龙江', '湖北', '湖南'] },
  { name: 'full pinyin', query: 'hubei', expected: ['湖北'] },
  { name: 'pinyin prefix', query: 'guang', expected: ['广东', '广西'] },
  { name: '陕西 by its own pinyin', query: 'shaanxi', expected: ['陕西'] },
  { name: 'full Chinese name', query: '河北', expected: ['河北'] },
  { name: 'one character', query: '北', expected: ['北京', '河北', '湖北'] },
  { name: 'partial Chinese inside the name', query: '龙江', expected: ['黑龙江'] },
  { name: 'Chinese fragment shared by four', query: '江', expected: ['黑龙江', '江苏', '江西', '浙江'] },
  { name: 'initials that no province has', query: 'qq', expected: [] },
  { name: 'letters in the middle of the initials', query: 'lj', expected: [] },
  { name: 'an unknown name', query: '火星', expected: [] },
  { name: 'mixed Chinese and letters', query: '河b', expected: [] },
];

describe('given a search query', () => {
  it.each(cases)('$name ($query)', ({ query, expected }) => {
    expect(names(query)).toEqual(expected);
  });
  it('should keep everything for an empty or blank query', () => {
    expect(names('')).toHaveLength(34);
    expect(names('   ')).toHaveLength(34);
  });
  it('should match a province without pinyin by name and group letter only', () => {
    const mars = { name: '火星', initial: '#' };
    expect(matchesProvince(mars, '火')).toBe(true);
    expect(matchesProvince(mars, 'hx')).toBe(false);
    expect(matchesProvince({ name: 'X', initial: 'X' }, 'x')).toBe(true);
  });
});
