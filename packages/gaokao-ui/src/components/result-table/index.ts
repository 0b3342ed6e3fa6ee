export { ResultTable, resultRowId, bandOf, probabilityLabel, type ResultTableProps } from './result-table';
export { HISTORY_PREFIXES, type HistoryPrefix, type VolunteerResultRow, type VolunteerYears } from './types';
