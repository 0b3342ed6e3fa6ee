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

/**
 * The 演示数据 notice of a page that shows no rows itself (the home page) over a set whose `realScopes` are real: the
 * plain notice when none is, else one that names them — 演示数据：除广东本科批（物理类、历史类）的录取数据为公开的真实
 * 数据外，… — so it never contradicts a real plan shown beside it. Provinces, batches and groups keep their first order.
 */
export function demoNoticeOf(realScopes: readonly RealScope[], plainNotice: string): string {
  if (realScopes.length === 0) return plainNotice;
  const byPlace = new Map<string, string[]>();
  for (const s of realScopes) {
    const place = `${s.province}${s.batch}`;
    const groups = byPlace.get(place) ?? [];
    if (!groups.includes(s.group_d)) groups.push(s.group_d);
    byPlace.set(place, groups);
  }
  const list = [...byPlace].map(([place, groups]) => `${place}（${groups.join('、')}）`).join('、');
  return `演示数据：除${list}的录取数据为公开的真实数据外，其他省份与批次的院校、分数与位次为演示数据，不可用于实际填报。`;
}
