import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupsOfProvinceYear, NEW_SYSTEM_FIRST_YEARS } from './province-groups-of-year';

const cases = [
  { province: '吉林', year: 2021, groups: ['理科', '文科'] },
  { province: '吉林', year: 2023, groups: ['理科', '文科'] },
  { province: '吉林', year: 2024, groups: ['物理类', '历史类'] },
  { province: '吉林省', year: 2022, groups: ['理科', '文科'] },
  { province: '四川', year: 2024, groups: ['理科', '文科'] },
  { province: '四川', year: 2025, groups: ['物理类', '历史类'] },
  { province: '河南', year: 2024, groups: ['理科', '文科'] },
  { province: '河南', year: 2026, groups: ['物理类', '历史类'] },
  { province: '河北', year: 2021, groups: ['物理类', '历史类'] },
  { province: '北京', year: 2023, groups: ['综合'] },
  { province: '新疆', year: 2026, groups: ['理科', '文科'] },
  { province: '西藏', year: 2024, groups: ['理科', '文科'] },
  { province: '吉林', year: undefined, groups: ['物理类', '历史类'] },
  { province: '香港', year: 2024, groups: [] },
  { province: '火星', year: 2024, groups: [] },
];

describe('given a province and a year', () => {
  it.each(cases)('should give $province $year the groups $groups', ({ province, year, groups }) => {
    expect(groupsOfProvinceYear(province, year)).toEqual(groups);
  });

  it('should give every province with a first new-system year its present groups from that year on', () => {
    const provinces = [...NEW_SYSTEM_FIRST_YEARS.keys()];
    fc.assert(
      fc.property(fc.constantFrom(...provinces), fc.integer({ min: 0, max: 20 }), (p, after) => {
        const first = NEW_SYSTEM_FIRST_YEARS.get(p)!;
        expect(groupsOfProvinceYear(p, first + after)).toEqual(groupsOfProvinceYear(p));
        expect(groupsOfProvinceYear(p, first - 1 - after)).toEqual(['理科', '文科']);
      }),
    );
  });
});
