import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTable, type Header, type RowData } from '@tanstack/react-table';
import {
  dataTableFeatures,
  type DataTableColumn,
  type DataTableFeatures,
  type DataTableRow,
  type DataTableSelection,
  type DataTableSorting,
} from './features';
import { DataTableBody, type FocusRequest } from './data-table-body';
import { clampGridPosition, nextGridPosition, type GridPosition } from './grid-navigation';
import { SelectionCheckbox } from './selection-checkbox';
import { Loading } from '../loading/loading';
import { EmptyState } from '../empty-state/empty-state';
import * as css from './data-table.css';

export const SELECT_COLUMN_ID = '__select';

export interface DataTableProps<TRow extends RowData> {
  /** Accessible name of the grid, e.g. 志愿列表. */
  label: string;
  data: readonly TRow[];
  columns: readonly DataTableColumn<TRow>[];
  /** Stable identity of a row; selection and focus survive sorting through it. */
  getRowId: (row: TRow, index: number) => string;
  /** Height of the scroll container (px or any CSS length). Rows are virtualised inside it. */
  height?: number | string;
  /** Row height in px (an estimate when `measureRows` is on). */
  rowHeight?: number;
  /** Measure each rendered row instead of trusting `rowHeight` (rows of varying height). */
  measureRows?: boolean;
  /** Height of the sticky header row in px. */
  headerHeight?: number;
  /** Leading data columns that stay in place while scrolling sideways (the checkbox column always does). */
  stickyColumns?: number;
  /**
   * Rows rendered beyond the visible ones in each direction (default 3). Rows render in the scroll event, before the
   * frame is painted; a larger overscan only adds work to every frame of a fast scroll.
   */
  overscan?: number;

  /** Adds a checkbox column with a select-all checkbox in the header. */
  selectable?: boolean;
  /** Controlled selection: row id → selected. */
  rowSelection?: DataTableSelection;
  onRowSelectionChange?: (selection: DataTableSelection) => void;
  /** Whether a given row may be selected (the others show a disabled checkbox). */
  canSelectRow?: (row: TRow) => boolean;

  /** Controlled sorting state. */
  sorting?: DataTableSorting;
  onSortingChange?: (sorting: DataTableSorting) => void;
  /** Rows arrive already sorted (e.g. by the server); headers still toggle `sorting`. */
  manualSorting?: boolean;

  loading?: boolean;
  /** An error message shown in place of the rows. */
  error?: ReactNode;
  /** Shown when there are no rows. */
  emptyText?: ReactNode;
  /** Label of the loading state (defaults to 加载中…). */
  loadingText?: string;
  /** Extra `data-*` attributes for a row, e.g. to mark rows already on the wish list. */
  getRowAttributes?: (row: TRow) => Record<`data-${string}`, string | undefined>;
  /** Enter on a data cell without a widget inside. */
  onRowActivate?: (row: TRow) => void;
  className?: string;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([data-cell])';

/**
 * A generic, virtualised data grid on TanStack Table v9: sticky header, sticky leading columns, row
 * selection, sorting and WAI-ARIA grid keyboard navigation. Only the visible rows are in the DOM.
 */
export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const {
    label,
    data,
    columns,
    getRowId,
    height = 480,
    rowHeight = 44,
    measureRows = false,
    headerHeight = 44,
    stickyColumns = 1,
    overscan = 3,
    selectable = false,
    rowSelection,
    onRowSelectionChange,
    canSelectRow,
    sorting,
    onSortingChange,
    manualSorting = false,
    loading = false,
    error,
    emptyText = '暂无数据',
    loadingText = '加载中…',
    getRowAttributes,
    onRowActivate,
    className,
  } = props;

  const [sortingState, handleSortingChange] = useControllableState<DataTableSorting>({
    prop: sorting,
    defaultProp: [],
    onChange: onSortingChange,
    caller: 'DataTable',
  });
  const [selectionState, handleSelectionChange] = useControllableState<DataTableSelection>({
    prop: rowSelection,
    defaultProp: {},
    onChange: onRowSelectionChange,
    caller: 'DataTable',
  });

  const allColumns = useMemo<DataTableColumn<TRow>[]>(() => {
    if (!selectable) return [...columns];
    const selectColumn: DataTableColumn<TRow> = {
      id: SELECT_COLUMN_ID,
      size: 44,
      enableSorting: false,
      meta: { align: 'center', headerLabel: '选择' },
      header: ({ table }) => {
        // TanStack answers both questions by walking every row; with nothing selected the answer is known.
        const any = Object.values(table.atoms.rowSelection.get() ?? {}).some(Boolean);
        return (
          <SelectionCheckbox
            label="全选"
            checked={!any ? false : table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false}
            onChange={(value) => table.toggleAllRowsSelected(value)}
          />
        );
      },
      cell: ({ row }) => (
        <SelectionCheckbox
          // Not the row number: getDisplayIndex() walks every row, too slow for each rendered checkbox.
          label="选择此行"
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onChange={(value) => row.toggleSelected(value)}
        />
      ),
    };
    return [selectColumn, ...columns];
  }, [columns, selectable]);

  const mutableData = data as TRow[];
  const table = useTable<DataTableFeatures, TRow>({
    features: dataTableFeatures,
    columns: allColumns,
    data: mutableData,
    getRowId,
    state: { sorting: sortingState, rowSelection: selectionState },
    onSortingChange: handleSortingChange,
    onRowSelectionChange: handleSelectionChange,
    manualSorting,
    enableRowSelection: canSelectRow ? (row: DataTableRow<TRow>) => canSelectRow(row.original) : selectable,
    enableMultiRowSelection: true,
  });

  const rows = table.getRowModel().rows;
  const headers = table.getFlatHeaders();
  const colCount = headers.length;
  const stickyCount = Math.min((selectable ? 1 : 0) + stickyColumns, colCount);

  // Offsets of the sticky leading columns, from the same numeric sizes the cells are drawn with.
  const stickyOffsets = useMemo(() => {
    const offsets: number[] = [];
    let left = 0;
    for (let i = 0; i < stickyCount; i += 1) {
      offsets.push(left);
      left += headers[i]?.getSize() ?? 0;
    }
    return offsets;
  }, [headers, stickyCount]);
  const stickyWidth = stickyOffsets.length
    ? (stickyOffsets[stickyOffsets.length - 1] ?? 0) + (headers[stickyCount - 1]?.getSize() ?? 0)
    : 0;

  const [active, setActive] = useState<GridPosition>({ row: 1, col: 0 });
  const bounds = useMemo(
    () => ({
      rowCount: rows.length,
      colCount,
      pageRows: Math.max(Math.floor((typeof height === 'number' ? height - headerHeight : 400) / rowHeight) - 1, 1),
    }),
    [rows.length, colCount, height, headerHeight, rowHeight],
  );
  const activeCell = clampGridPosition(active, bounds);
  const focusRequest = useRef<FocusRequest | null>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // The scroll element also lives in state: the virtualizer in the body needs it on its first layout
  // effect, which runs before a parent's ref is attached.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attachScroller = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    setScrollElement(element);
  }, []);
  const gridRef = useRef<HTMLTableElement>(null);

  const moveTo = useCallback((next: GridPosition) => {
    focusRequest.current = { ...next };
    setActive(next);
  }, []);

  const onFocusCapture = useCallback((event: React.FocusEvent<HTMLTableElement>) => {
    const cellElement = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cellElement) return;
    const [r, c] = (cellElement.dataset.cell ?? '').split(':').map(Number);
    if (r === undefined || c === undefined || Number.isNaN(r) || Number.isNaN(c)) return;
    setActive((previous) => (previous.row === r && previous.col === c ? previous : { row: r, col: c }));
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableElement>) => {
      const target = event.target as HTMLElement;
      const cellElement = target.closest<HTMLElement>('[data-cell]');
      if (!cellElement) return;
      const onCell = target === cellElement;
      const typing = !onCell && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) && (target as HTMLInputElement).type !== 'checkbox';
      if (typing) {
        if (event.key === 'Escape') {
          event.preventDefault();
          cellElement.focus();
        }
        return;
      }
      if (event.key === 'Escape' && !onCell) {
        event.preventDefault();
        cellElement.focus();
        return;
      }
      const next = nextGridPosition(activeCell, event, bounds);
      if (next) {
        event.preventDefault();
        moveTo(next);
        return;
      }
      if (!onCell) return;
      if (event.key === 'Enter' || event.key === 'F2') {
        const widget = cellElement.querySelector<HTMLElement>(FOCUSABLE);
        if (widget) {
          event.preventDefault();
          widget.focus();
          return;
        }
        if (event.key === 'Enter' && activeCell.row > 0) {
          const row = rows[activeCell.row - 1];
          if (row && onRowActivate) {
            event.preventDefault();
            onRowActivate(row.original);
          }
        }
        return;
      }
      if (event.key === ' ') {
        if (activeCell.row === 0) {
          const header = headers[activeCell.col];
          if (header?.column.getCanSort()) {
            event.preventDefault();
            header.column.toggleSorting();
          } else if (header?.column.id === SELECT_COLUMN_ID) {
            event.preventDefault();
            table.toggleAllRowsSelected(!table.getIsAllRowsSelected());
          }
          return;
        }
        const row = rows[activeCell.row - 1];
        if (selectable && row?.getCanSelect()) {
          event.preventDefault();
          row.toggleSelected();
        }
      }
    },
    [activeCell, bounds, headers, moveTo, onRowActivate, rows, selectable, table],
  );

  const status: ReactNode = error ? (
    <span role="alert" className={css.errorText}>
      {error}
    </span>
  ) : loading && rows.length === 0 ? (
    <Loading label={loadingText} />
  ) : rows.length === 0 ? (
    <EmptyState title={emptyText} />
  ) : null;

  return (
    <div
      ref={attachScroller}
      className={className ? `${css.scroller} ${className}` : css.scroller}
      style={{ height }}
      data-testid="data-table-scroller"
    >
      <table
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={colCount}
        aria-multiselectable={selectable || undefined}
        aria-busy={loading || undefined}
        className={css.table}
        style={{ width: table.getTotalSize() }}
        onKeyDown={onKeyDown}
        onFocusCapture={onFocusCapture}
      >
        <thead role="rowgroup" className={css.head}>
          <tr role="row" aria-rowindex={1} className={css.headRow} style={{ height: headerHeight }}>
            {headers.map((header, index) => (
              <HeaderCell
                key={header.id}
                header={header}
                index={index}
                active={activeCell.row === 0 && activeCell.col === index}
                stickyLeft={index < stickyCount ? stickyOffsets[index] : undefined}
                stickyLast={index === stickyCount - 1}
                FlexRender={table.FlexRender}
              />
            ))}
          </tr>
        </thead>
        <DataTableBody
          rows={rows}
          status={status}
          colCount={colCount}
          rowHeight={rowHeight}
          measureRows={measureRows}
          headerHeight={headerHeight}
          overscan={overscan}
          initialHeight={typeof height === 'number' ? height : 480}
          stickyOffsets={stickyOffsets}
          stickyWidth={stickyWidth}
          active={activeCell}
          focusRequest={focusRequest}
          scrollRef={scrollRef}
          scrollElement={scrollElement}
          gridRef={gridRef}
          selection={selectionState}
          getRowAttributes={getRowAttributes}
          columns={allColumns}
        />
      </table>
    </div>
  );
}

type FlexRenderComponent<TRow extends RowData> = ReturnType<typeof useTable<DataTableFeatures, TRow>>['FlexRender'];

interface HeaderCellProps<TRow extends RowData> {
  header: Header<DataTableFeatures, TRow, unknown>;
  index: number;
  active: boolean;
  stickyLeft: number | undefined;
  stickyLast: boolean;
  FlexRender: FlexRenderComponent<TRow>;
}

function HeaderCell<TRow extends RowData>({ header, index, active, stickyLeft, stickyLast, FlexRender }: HeaderCellProps<TRow>) {
  const column = header.column;
  const canSort = column.getCanSort();
  const sorted = column.getIsSorted();
  const meta = column.columnDef.meta;
  const style: CSSProperties = { width: header.getSize() };
  if (stickyLeft !== undefined) {
    style.left = stickyLeft;
    style.zIndex = 4;
  }
  const content = header.isPlaceholder ? null : <FlexRender header={header} />;
  return (
    <th
      role="columnheader"
      scope="col"
      aria-colindex={index + 1}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : canSort ? 'none' : undefined}
      aria-label={meta?.headerLabel}
      data-cell={`0:${index}`}
      data-align={meta?.align}
      data-sticky={stickyLeft !== undefined ? '' : undefined}
      data-sticky-last={stickyLast ? '' : undefined}
      tabIndex={active ? 0 : -1}
      className={css.headerCell}
      style={style}
    >
      {canSort ? (
        <button type="button" tabIndex={-1} className={css.sortButton} onClick={column.getToggleSortingHandler()}>
          {content}
          <span aria-hidden="true" className={css.sortIcon}>
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        content
      )}
    </th>
  );
}
