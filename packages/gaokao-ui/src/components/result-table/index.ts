export {
  ResultTable,
  resultRowId,
  bandOf,
  probabilityLabel,
  resultTableLayouts,
  RESULT_TABLE_NARROW_WIDTH,
  type ResultTableLayout,
  type ResultTableProps,
} from './result-table';
export { HISTORY_PREFIXES, type HistoryPrefix, type VolunteerResultRow, type VolunteerYears } from './types';
