import {
  columnSizingFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { createLazyCoreRowModel } from './lazy-row-model';

/** Per-column display hints read by {@link DataTable}. */
export interface DataTableColumnMeta {
  /** Horizontal alignment of header and cells; numbers usually read best at `end`. */
  align?: 'start' | 'center' | 'end';
  /** Accessible name for a header whose visible content is not plain text. */
  headerLabel?: string;
}

/**
 * The one feature set every DataTable uses. Kept at module scope: TanStack Table
 * rebuilds its row models whenever `features` changes identity.
 */
export const dataTableFeatures = tableFeatures({
  // Rows are made when first read: a virtualised table reads a screenful (see lazy-row-model.ts).
  coreRowModel: createLazyCoreRowModel(),
  columnSizingFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
  rowSelectionFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

// `any` is TanStack's own choice for a heterogeneous column list: each column has its own value type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>;
export type DataTableRow<TRow extends RowData> = Row<DataTableFeatures, TRow>;
export type DataTableSorting = SortingState;
export type DataTableSelection = RowSelectionState;

/** A column helper typed for {@link DataTable}'s feature set. */
export function createDataTableColumnHelper<TRow extends RowData>() {
  return createColumnHelper<DataTableFeatures, TRow>();
}
