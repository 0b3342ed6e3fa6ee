/** The red (admission-line) scores of the three history years of a result row. */
export type RedScoreFields = {
  current_year_red_score?: number | string | null;
  qu_year_red_score?: number | string | null;
  qian_year_red_score?: number | string | null;
};

function hasScore(value: number | string | null | undefined): boolean {
  const n = typeof value === 'string' ? Number(value.trim() === '' ? Number.NaN : value) : value;
  // 0 is how the source marks "no admission that year"; a real line is always positive.
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

/** True when a row has no red score in any of the current, last and previous years: shown as 新专业. */
export function isNewMajor(row: RedScoreFields): boolean {
  return ![row.current_year_red_score, row.qu_year_red_score, row.qian_year_red_score].some(hasScore);
}
