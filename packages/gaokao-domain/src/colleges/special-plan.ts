/**
 * Special admission plans (专项计划 and the like): places reserved for candidates who qualify (rural or poor counties,
 * an ethnic minority, a contract to work somewhere), admitted on their own, usually lower lines. A source marks them
 * in the college name, the major's title, the group's remark or the batch (`河北大学(保定市)(地方专项计划)`,
 * `物流管理(地方专项)`, `0A3专业组(选考科目不限)国家专项计划`, `第011组(定向组)`, `一本预科`, `国家专项计划批`). Such a row
 * is a unit of its own, never part of an ordinary (普通类) unit's history, and is not recommended unless the family
 * says it qualifies. Case table in special-plan.test.ts.
 */
export const SPECIAL_PLANS = ['国家专项', '地方专项', '高校专项', '少数民族班', '预科', '定向'] as const;
export type SpecialPlan = (typeof SPECIAL_PLANS)[number];

/**
 * The rules, first match wins (预科 before 民族班: `少数民族预科班` is a 预科; `预科/民族班` and `乡村振兴专项预科` too;
 * another named 专项 — `迪庆专项`, `国际合作专项` — is counted with 地方专项). Words that only look
 * alike are not marks: 中央民族大学 and 民族学 (no 班), 国家安全学, 农村区域发展, 协作计划 (open to every candidate),
 * 高校 in `合作高校为…`.
 */
const RULES: readonly [RegExp, SpecialPlan][] = [
  [/国家专项/, '国家专项'],
  [/高校专项/, '高校专项'],
  [/预科/, '预科'],
  [/地方专项|农村专项|[^\s（(]{2,4}专项/, '地方专项'],
  [/民族班/, '少数民族班'],
  [/定向|优师/, '定向'],
];

/** A special plan named in the text of a row, or null for an ordinary one. */
export function specialPlanOfText(text: string): SpecialPlan | null {
  const t = text.replace(/\s+/g, '');
  for (const [re, plan] of RULES) if (re.test(t)) return plan;
  return null;
}

/** The special plan a source row marks in its college name, title, remark or batch; null for an ordinary row. */
export function specialPlanOf(row: { collegeName?: string | null; title?: string | null; remark?: string | null; batch?: string | null }): SpecialPlan | null {
  // 云南's `二本及预科` batch (and its remark `二本及预科原始志愿`) holds ordinary and 预科 colleges alike: it marks neither.
  for (const t of [row.batch, row.collegeName, row.title, row.remark]) {
    const p = specialPlanOfText((t ?? '').replace(/及预科/g, ''));
    if (p) return p;
  }
  return null;
}

const SEP = '·';

/**
 * The batch a special plan's units are kept under: the ordinary batch's name and the plan (`本科批·国家专项`), so that its
 * slices, lines and history are apart from the ordinary ones. A batch that names the plan itself (吉林 国家专项计划批,
 * 云南 一本预科) stays as it is.
 */
export function specialPlanBatch(batch: string, plan: SpecialPlan): string {
  if (batch.includes(plan) || (plan === '少数民族班' && batch.includes('民族班'))) return batch;
  return `${batch}${SEP}${plan}`;
}

/** The special plan of a batch name (`本科批·国家专项` → 国家专项; 国家专项计划批 → 国家专项), or null. */
export function specialPlanOfBatch(batch: string): SpecialPlan | null {
  return specialPlanOfText(batch);
}

/** The ordinary batch a special plan's batch belongs to (`本科批·国家专项` → 本科批); other batches as they are. */
export function ordinaryBatchOf(batch: string): string {
  const i = batch.indexOf(SEP);
  return i < 0 ? batch : batch.slice(0, i);
}
