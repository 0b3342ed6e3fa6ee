export { ResultTable, resultRowId, bandOf, type ResultTableProps } from './result-table';
export { HISTORY_PREFIXES, type HistoryPrefix, type VolunteerResultRow, type VolunteerYears } from './types';
