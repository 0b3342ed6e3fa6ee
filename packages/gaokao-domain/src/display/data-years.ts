/** The three history columns of a season row, by their wire prefix, and the years the reply names for them. */
export type HistoryYears = { current_year?: number | string | null; qu_year?: number | string | null; qian_year?: number | string | null };

const PREFIXES = ['current_year', 'qu_year', 'qian_year'] as const;
/** The fields of a history column that hold published numbers (lowest score, its rank, the planned number). */
const FIELDS = ['min_score', 'red_score', 'min_beat', 'jihua'] as const;

/**
 * The years whose history column holds a number in at least one of the rows shown, ascending. A reply names three
 * years (`qian_year`–`current_year`), but a province's data may hold fewer (江苏: 2023–2024 of 2022–2024): the label
 * names the years the rows have, not the years the columns are called.
 */
export function historyYearsShown(rows: readonly Readonly<Record<string, unknown>>[], years: HistoryYears | null | undefined): number[] {
  const out = new Set<number>();
  for (const prefix of PREFIXES) {
    const year = Number(years?.[prefix]);
    if (!(year > 0)) continue;
    const held = rows.some((row) => FIELDS.some((f) => isNumber(row[`${prefix}_${f}`])));
    if (held) out.add(year);
  }
  return [...out].sort((a, b) => a - b);
}

function isNumber(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  return Number.isFinite(Number(value));
}

/**
 * Years as a label: '' for none, 2024年, 2023–2024年 for consecutive years, 2022、2024年 otherwise (a gap is not
 * bridged by a dash). Repeats and order do not matter.
 */
export function yearsLabel(years: Iterable<number>): string {
  const list = [...new Set([...years].filter((y) => Number.isInteger(y) && y > 0))].sort((a, b) => a - b);
  if (list.length === 0) return '';
  const first = list[0]!;
  const last = list[list.length - 1]!;
  if (list.length === 1) return `${first}年`;
  if (last - first === list.length - 1) return `${first}–${last}年`;
  return `${list.join('、')}年`;
}

/** The 真实数据 label of what a page shows, with its years: 真实数据：2023–2024年录取数据; without years, 真实数据. */
export function realDataLabel(years: Iterable<number>, what: string): string {
  const label = yearsLabel(years);
  return label ? `真实数据：${label}${what}` : '真实数据';
}
