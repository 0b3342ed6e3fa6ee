export { DataTable, SELECT_COLUMN_ID, type DataTableProps } from './data-table';
export {
  dataTableFeatures,
  createDataTableColumnHelper,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableRow,
  type DataTableSelection,
  type DataTableSorting,
} from './features';
export { nextGridPosition, clampGridPosition, type GridPosition, type GridBounds } from './grid-navigation';
