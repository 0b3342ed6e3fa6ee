/** The special-major screens (特殊专业筛选, teshuList): 国家特色专业 and 双一流建设学科. */
export const TESHU_OPTIONS = ['国家特色专业', '双一流建设学科'] as const;
export type TeshuOption = (typeof TESHU_OPTIONS)[number];

/** The two special-major tags of a result row (wire `tese_major_lei`, `tw0_jianshe_lei`). */
export interface TeshuRow {
  /** ['国家特色专业'] when the major is one of its college's 国家特色专业, else empty. */
  tese_major_lei?: readonly string[] | null;
  /** The college's 双一流建设学科 when it is a 双一流 college, else empty. */
  tw0_jianshe_lei?: readonly string[] | null;
}

/**
 * The tags of a unit: 国家特色专业 when its title (bracketed remarks dropped) is on the college's list; the college's
 * 双一流建设学科 only when the college is 双一流 (`two_yiliu` 是).
 */
export function teshuTags(college: { tese_major?: readonly string[] | null; tw0_jianshe?: readonly string[] | null; two_yiliu?: unknown }, title: string): Required<TeshuRow> {
  const plain = title.replace(/\s+/g, '').replace(/[（(][^）)]*[）)]/g, '');
  const disciplines = college.tw0_jianshe ?? [];
  return {
    tese_major_lei: (college.tese_major ?? []).includes(plain) ? ['国家特色专业'] : [],
    tw0_jianshe_lei: disciplines.length > 0 && college.two_yiliu === '是' ? disciplines : [],
  };
}

/**
 * Reads a saved major_teshu_screen (JSON text or array of names or `{name}` objects): the chosen options, empty
 * entries dropped; bad JSON gives an empty list (no restriction).
 */
export function parseTeshuScreen(saved: unknown): string[] {
  let parsed = saved;
  if (typeof saved === 'string') {
    try {
      parsed = JSON.parse(saved === '' ? '[]' : saved);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(parsed)) return [];
  return (parsed as unknown[]).map((x) => (typeof x === 'string' ? x : String((x as { name?: string } | null)?.name ?? ''))).filter(Boolean);
}

/** Whether a row passes the special-major screen: nothing chosen passes all; else it carries one chosen kind. */
export function matchesTeshuScreen(row: TeshuRow, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  return (chosen.includes('国家特色专业') && (row.tese_major_lei ?? []).length > 0) || (chosen.includes('双一流建设学科') && (row.tw0_jianshe_lei ?? []).length > 0);
}
