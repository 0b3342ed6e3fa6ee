import { RecordsTable as Table, type RecordsTableClasses, type RecordsTableProps } from '../../../components/records-table';

export type { Column } from '../../../components/records-table';

const CLASSES: RecordsTableClasses = { root: 'gk-centre__records', wrap: 'gk-centre__table-wrap', table: 'gk-centre__table', state: 'gk-centre__state' };

/** A records table of the personal centre (the shared RecordsTable in the centre's classes). */
export function RecordsTable<Row>(props: Omit<RecordsTableProps<Row>, 'classes'>) {
  return <Table {...props} classes={CLASSES} />;
}
