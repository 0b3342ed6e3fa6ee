/** Where the numbers an answer shows come from: published results ('real') or generated demo rows ('demo', 演示数据). */
export type Dataset = 'demo' | 'real';

/**
 * The label of an answer whose rows are of several origins (`true` for a real row, `false` for a generated one):
 * 'demo' when any row it shows is generated (a family must not read one generated number as real), 'real' when every
 * one is real, and `none` when it shows no row (the origin of the data its filters searched).
 */
export function datasetOfShown(shownReal: Iterable<boolean>, none: Dataset): Dataset {
  let any = false;
  for (const real of shownReal) {
    if (!real) return 'demo';
    any = true;
  }
  return any ? 'real' : none;
}

/** A (province, batch, group) whose rows are real in a set that is otherwise 演示数据 (the server's real scopes). */
export interface RealScope {
  province: string;
  batch: string;
  group_d: string;
}

/** The 演示数据 notice over a set that is partly real: it sends the family to 数据来源, which lists what is real. */
export const PARTLY_REAL_NOTICE = '演示数据：数据来源所列以外的院校、分数与位次为演示数据，不可用于实际填报。';

/**
 * The 演示数据 notice of a page that shows no rows itself (the home page) over a set whose `realScopes` are real: the
 * plain notice when none is, else one that says part of the data is real and where the list is (数据来源), so it never
 * contradicts a real plan shown beside it. It does not list the scopes: with 16 provinces' lines and 27 provinces'
 * tables that list ran to several lines and pushed the page down when the answer arrived (the prerendered page shows
 * the plain notice, which wraps to as many lines as this one on a phone).
 */
export function demoNoticeOf(realScopes: readonly RealScope[], plainNotice: string): string {
  return realScopes.length === 0 ? plainNotice : PARTLY_REAL_NOTICE;
}
