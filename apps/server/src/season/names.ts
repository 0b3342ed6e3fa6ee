import { titleWithoutRemarks } from 'gaokao-domain';
import { isGroupUnit } from './import/kinds';

/** A title without spaces and bracketed remarks: 临床医学（5年） → 临床医学 (the domain's `titleWithoutRemarks`). */
export const normTitle = titleWithoutRemarks;

/** A college name without spaces and a trailing bracketed campus: 中国矿业大学（北京） → 中国矿业大学. */
export function normCollege(n: string): string {
  return n.replace(/\s+/g, '').replace(/[（(][^）)]*[）)]$/, '');
}

/**
 * The identity of a unit across years: college code and title; a 专业组 also by its subject requirement, since a
 * group code may be reused next year for a group with another requirement.
 */
export function unitKey(r: { code: string; group_code: string; specialty_code: string; specialty_title: string; the_second: string }): string {
  return isGroupUnit(r) ? `${r.code}|${r.specialty_code}|${r.the_second.replace(/\s/g, '')}` : `${r.code}|${normTitle(r.specialty_title)}`;
}
