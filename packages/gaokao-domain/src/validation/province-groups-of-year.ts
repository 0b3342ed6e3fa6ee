import { shortProvince } from '../filters/short-province';
import { provinceReform } from './province-model';
import { groupsOfReform, type SubjectGroup } from './subject-group';

/**
 * The year of each province's first new-system gaokao (物理类/历史类, or 综合 in a 3+3 province), by short name:
 * before it the province examined 文科/理科. From the provinces' own announcements (provinces/form-notes.ts names
 * them for the 2024 and 2025 cohorts): 上海 and 浙江 2017; 北京, 天津, 山东, 海南 2020; 河北, 辽宁, 江苏, 福建, 湖北,
 * 湖南, 广东, 重庆 2021; 吉林, 黑龙江, 安徽, 江西, 广西, 贵州, 甘肃 2024; 山西, 内蒙古, 河南, 四川, 云南, 陕西, 青海,
 * 宁夏 2025. 新疆 and 西藏 (still 文科/理科, PROVINCE_REFORMS) have none.
 */
export const NEW_SYSTEM_FIRST_YEARS: ReadonlyMap<string, number> = new Map([
  ...['上海', '浙江'].map((p) => [p, 2017] as const),
  ...['北京', '天津', '山东', '海南'].map((p) => [p, 2020] as const),
  ...['河北', '辽宁', '江苏', '福建', '湖北', '湖南', '广东', '重庆'].map((p) => [p, 2021] as const),
  ...['吉林', '黑龙江', '安徽', '江西', '广西', '贵州', '甘肃'].map((p) => [p, 2024] as const),
  ...['山西', '内蒙古', '河南', '四川', '云南', '陕西', '青海', '宁夏'].map((p) => [p, 2025] as const),
]);

/**
 * The groups a province examined in a year, in the order the 一分一段 list puts its columns: 理科, 文科 before the
 * province's first new-system year (and always in 新疆 and 西藏), its present groups from then on (物理类, 历史类; 综合).
 * Without a year, the present groups. None for a text that names no province or a province without the gaokao.
 */
export function groupsOfProvinceYear(province: string | null | undefined, year?: number | null): SubjectGroup[] {
  const reform = provinceReform(province);
  if (reform === undefined || reform === 'none') return [];
  const first = NEW_SYSTEM_FIRST_YEARS.get(shortProvince(province));
  if (year == null || reform === 'old' || first === undefined || year >= first) return groupsOfReform(reform);
  return groupsOfReform('old');
}
