import type { MilitarySchool } from './types';

/** The four types of the military-school list (军队/公安/司法/消防). */
export const MILITARY_TYPES = ['军队院校', '公安院校', '司法院校', '消防救援院校'] as const;

/**
 * The affiliation a school is filed under: its ministry or commission (中央军委, 公安部, 司法部, 应急管理部 …) as the
 * list names it; schools run by a province are grouped as 地方 (省、自治区、直辖市).
 */
export function militaryAffiliation(school: Pick<MilitarySchool, 'collegeAdmin'>): string {
  const admin = school.collegeAdmin.trim();
  return /(省|市|自治区)$/.test(admin) ? '地方（省、自治区、直辖市）' : admin || '其他';
}
