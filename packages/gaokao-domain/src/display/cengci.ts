/** The levels (cengci) of the major catalogue, as the Mojor calls and the result rows write them. */
export const CENGCI = {
  benke: '本科(普通教育)',
  benkeZhiye: '本科(职业教育)',
  zhuanke: '专科(高职教育)',
} as const;
export type Cengci = (typeof CENGCI)[keyof typeof CENGCI];

/**
 * The level a request names: 职业 or 2 → 本科(职业教育); 专科, 高职 or 3 → 专科(高职教育); anything else →
 * 本科(普通教育); empty → the fallback (本科(普通教育) unless given).
 */
export function cengciOf(value: string | null | undefined, fallback: Cengci = CENGCI.benke): Cengci {
  const c = (value ?? '').trim();
  if (c === '') return fallback;
  if (c.includes('职业') || c === '2') return CENGCI.benkeZhiye;
  if (c.includes('专科') || c.includes('高职') || c === '3') return CENGCI.zhuanke;
  return CENGCI.benke;
}
