import { MSG } from '../messages';

/** True when a level (cengci) is vocational: it contains 职 (高职, 职业本科, 职教 …). */
export function isVocational(cengci: string | null | undefined): boolean {
  return (cengci ?? '').includes('职');
}

/** Shows a level: any value containing 职 as 职业教育, others unchanged (trimmed). */
export function cengciLabel(cengci: string | null | undefined): string {
  return isVocational(cengci) ? MSG.vocationalEducation : (cengci ?? '').trim();
}
