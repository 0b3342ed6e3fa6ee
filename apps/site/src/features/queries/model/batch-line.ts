import type { BatchLine } from './types';

type LineColumn = 'strong_basi' | 'undergraduate_line' | 'specialist_line';

/** The published batch names a column shows (本科线: 本科一批 and 本科二批 both, where a province published both). */
const BATCHES_OF: Record<LineColumn, RegExp> = {
  strong_basi: /特殊|特控/,
  undergraduate_line: /本科/,
  specialist_line: /专科|高职/,
};

/** 普通类本科一批控制线 → 一批, 本科二批次 → 二批, 本科 → 本科; other names as the column reads them. */
function shortName(batch: string): string {
  if (/一批/.test(batch)) return '一批';
  if (/二批/.test(batch)) return '二批';
  return /专科|高职/.test(batch) ? '专科' : /本科/.test(batch) ? '本科' : batch;
}

/**
 * A 批次线 cell: the column's number, or, for a row that carries its published lines (`batches`), each batch of the
 * column by name where there are several (本科线 of 河南 2024 文科: 一批 521 · 二批 428), and every score published for
 * a batch (新疆 2026 物理类 一批 468/391: per candidate category, which the source does not name). — where none.
 */
export function lineCell(row: BatchLine, column: LineColumn): string {
  const batches = (row.batches ?? []).filter((b) => BATCHES_OF[column].test(b.batch) && !(column !== 'strong_basi' && BATCHES_OF.strong_basi.test(b.batch)));
  if (batches.length === 0) return row[column] == null ? '—' : String(row[column]);
  if (batches.length === 1) return batches[0]!.scores.join('/');
  // Short names (一批, 二批) where they tell the batches apart; the published names where they do not (西藏 专科, 专科批).
  const short = batches.map((b) => shortName(b.batch));
  const names = new Set(short).size === short.length ? short : batches.map((b) => b.batch);
  return batches.map((b, i) => `${names[i]} ${b.scores.join('/')}`).join(' · ');
}

/** Whether a row has a batch published with several scores (per candidate category). */
export function severalScores(row: BatchLine): boolean {
  return (row.batches ?? []).some((b) => b.scores.length > 1);
}
