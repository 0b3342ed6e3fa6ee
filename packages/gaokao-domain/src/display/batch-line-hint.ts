/** One 批次线 row as /api/OmitData/line answers it: a province's year and group, with where it comes from. */
export interface BatchLineOfYear {
  year: number;
  group_d: string;
  undergraduate_line: number | null;
  specialist_line: number | null;
  /** `real`: published by the province's authority; `demo` (or absent): generated. */
  dataset?: string | null;
}

/** What the home form says of the 批次线 of the chosen province and group. */
export interface BatchLineHint {
  year: number;
  real: boolean;
  /** 真实数据：2026年广东物理类批次线 本科425分、专科150分 (演示数据：… for a generated one). */
  text: string;
}

const hasLine = (r: BatchLineOfYear) => r.undergraduate_line != null || r.specialist_line != null;

/**
 * The 批次线 hint of the home form (issue 27): the latest 批次线 the province published (real, with its year), else the
 * latest generated one, labelled 演示数据; null when the province has none with a line. The group is named unless it
 * is 综合 (a 3+3 province's one group); the lines are 本科 then 专科, each only where the row has it.
 */
export function batchLineHint(rows: readonly BatchLineOfYear[], province: string): BatchLineHint | null {
  const withLine = rows.filter(hasLine);
  const latest = (list: readonly BatchLineOfYear[]) => list.reduce<BatchLineOfYear | undefined>((best, r) => (best === undefined || r.year > best.year ? r : best), undefined);
  const real = latest(withLine.filter((r) => r.dataset === 'real'));
  const row = real ?? latest(withLine);
  if (!row) return null;
  const group = row.group_d === '综合' ? '' : row.group_d;
  const lines = [
    row.undergraduate_line != null ? `本科${row.undergraduate_line}分` : '',
    row.specialist_line != null ? `专科${row.specialist_line}分` : '',
  ].filter(Boolean);
  const label = real ? '真实数据' : '演示数据';
  return { year: row.year, real: real !== undefined, text: `${label}：${row.year}年${province}${group}批次线 ${lines.join('、')}` };
}
