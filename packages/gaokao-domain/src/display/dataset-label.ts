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
