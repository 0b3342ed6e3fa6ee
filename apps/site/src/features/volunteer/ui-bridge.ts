/**
 * gaokao-ui has ResultTable committed but its index does not export it yet. Until it does, the workspace reaches it
 * here — the only file to change to `export { ResultTable } from 'gaokao-ui'` once the index has it.
 */
export { ResultTable } from '../../../../../packages/gaokao-ui/src/components/result-table/result-table';
export type { VolunteerResultRow, VolunteerYears } from '../../../../../packages/gaokao-ui/src/components/result-table/types';
