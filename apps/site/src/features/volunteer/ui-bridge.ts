/**
 * The gaokao-ui pieces the workspace builds on, in one place (all from the package index).
 */
export { ResultTable, SortDialog } from 'gaokao-ui';
export type { VolunteerResultRow, VolunteerYears } from 'gaokao-ui';
