import { RecordsTable, type Column, type RecordsTableClasses, type RecordsTableProps } from '../../../components/records-table';

export type OpsColumn<Row> = Column<Row>;

const CLASSES: RecordsTableClasses = { wrap: 'gk-ops__table-wrap', table: 'gk-ops__table', state: 'gk-ops__state' };

/** A console table (the shared RecordsTable in the console's classes). */
export function OpsTable<Row>(props: Omit<RecordsTableProps<Row>, 'classes'>) {
  return <RecordsTable {...props} classes={CLASSES} />;
}
