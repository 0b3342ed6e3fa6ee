import { memo, useCallback, useEffect, useLayoutEffect, useMemo, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { defaultRangeExtractor, elementScroll, useVirtualizer, type Range, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { flexRender, type RowData } from '@tanstack/react-table';
import type { DataTableRow, DataTableSelection } from './features';
import type { GridPosition } from './grid-navigation';
import * as css from './data-table.css';

/** A cell that should receive focus once it is rendered (it may first have to be scrolled into range). */
export interface FocusRequest extends GridPosition {
  scrolled?: boolean;
}

interface BodyProps<TRow extends RowData> {
  rows: DataTableRow<TRow>[];
  status: ReactNode;
  colCount: number;
  rowHeight: number;
  measureRows: boolean;
  headerHeight: number;
  overscan: number;
  /** Viewport height used before the scroll container is measured, so the first paint already has rows. */
  initialHeight: number;
  stickyOffsets: number[];
  stickyWidth: number;
  active: GridPosition;
  focusRequest: RefObject<FocusRequest | null>;
  scrollRef: RefObject<HTMLDivElement | null>;
  scrollElement: HTMLDivElement | null;
  gridRef: RefObject<HTMLTableElement | null>;
  /** Passed only so that a selection change re-renders the visible rows. */
  selection: DataTableSelection;
  getRowAttributes: ((row: TRow) => Record<`data-${string}`, string | undefined>) | undefined;
  /** Identity of the column definitions: rows re-render when cell renderers change. */
  columns: unknown;
}

// Widgets inside cells leave the tab order: the grid has one tab stop (roving tabindex) and Enter/F2
// moves into a cell's widgets, Escape back out.
const INNER_FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([data-cell])';

/**
 * Like the virtualizer's own observer, but without reading the scroller's size at once: on mount that read forces a
 * layout of the whole table in the middle of React's commit (~15 ms of the first render at 10,000 rows), and the
 * `initialRect` already holds the size. The ResizeObserver reports the real size after the first layout, before paint.
 */
function observeScrollerRect(instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>, cb: (rect: Rect) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const report = () => cb({ width: element.clientWidth, height: element.clientHeight });
  const Observer = element.ownerDocument.defaultView?.ResizeObserver;
  if (!Observer) {
    report();
    return undefined;
  }
  const observer = new Observer(report);
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

/** Scrollers this table has moved away from the top, or the user has scrolled. */
const moved = new WeakSet<HTMLElement>();

/**
 * The virtualizer's scroll write, minus one: on mount it writes the current offset (0) back to the scroller, and that
 * write forces a layout of the whole table inside React's commit (~18 ms at 10,000 rows). A scroller that was never
 * moved is at 0 already, so writing 0 to it is skipped; every other write goes through.
 */
const scrollScroller: typeof elementScroll = (offset, options, instance) => {
  const element = instance.scrollElement as HTMLElement | null;
  if (element) {
    const target = offset + (options.adjustments ?? 0);
    if (target === 0 && !moved.has(element) && !('scrolled' in element.dataset)) return;
    if (target !== 0) moved.add(element);
  }
  elementScroll(offset, options, instance);
};

/**
 * The lowest component of the table owns the virtualizer, so that scrolling re-renders only the body rows
 * (the pattern of TanStack's virtualized-rows example).
 */
export function DataTableBody<TRow extends RowData>(props: BodyProps<TRow>) {
  const {
    rows,
    status,
    colCount,
    rowHeight,
    measureRows,
    headerHeight,
    overscan,
    initialHeight,
    stickyOffsets,
    stickyWidth,
    active,
    focusRequest,
    scrollRef,
    scrollElement,
    gridRef,
    selection,
    getRowAttributes,
    columns,
  } = props;

  const activeIndex = active.row - 1;
  // The row holding the roving tab stop stays mounted even when scrolled away, so Tab still lands in the grid.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && activeIndex < range.count && !indexes.includes(activeIndex)) {
        indexes.push(activeIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [activeIndex],
  );

  // Stable callbacks: the virtualizer recomputes every item's offset when these change identity.
  // Measured rows keep their size under their row id across sorting; fixed-height rows need no key, and reading ids
  // here would make every row of the lazy row model.
  const getItemKey = useCallback((index: number) => (measureRows ? (rows[index]?.id ?? index) : index), [rows, measureRows]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getScrollElement = useCallback(() => scrollElement, [scrollElement]);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan,
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    rangeExtractor,
    initialRect: { width: 0, height: initialHeight },
    observeElementRect: observeScrollerRect,
    scrollToFn: scrollScroller,
  });
  const items = virtualizer.getVirtualItems();

  useEffect(() => {
    if (!scrollElement) return;
    const onScroll = () => {
      scrollElement.dataset.scrolled = '';
    };
    scrollElement.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => scrollElement.removeEventListener('scroll', onScroll);
  }, [scrollElement]);

  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    for (const element of grid.querySelectorAll<HTMLElement>(INNER_FOCUSABLE)) {
      if (element.tabIndex !== -1) element.tabIndex = -1;
    }
  });

  useLayoutEffect(() => {
    const request = focusRequest.current;
    const grid = gridRef.current;
    const scroller = scrollRef.current;
    if (!request || !grid || !scroller) return;
    if (request.row > 0 && !request.scrolled) {
      request.scrolled = true;
      virtualizer.scrollToIndex(request.row - 1, { align: 'auto' });
    }
    const target = grid.querySelector<HTMLElement>(`[data-cell="${request.row}:${request.col}"]`);
    if (!target) return; // not rendered yet: the scroll above brings it into range and this effect runs again
    focusRequest.current = null;
    target.focus({ preventScroll: true });
    if (!target.hasAttribute('data-sticky')) {
      const left = target.offsetLeft;
      const right = left + target.offsetWidth;
      if (left < scroller.scrollLeft + stickyWidth) scroller.scrollLeft = left - stickyWidth;
      else if (right > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = right - scroller.clientWidth;
    }
  });

  if (status) {
    return (
      <tbody role="rowgroup" className={css.body}>
        <tr role="row" aria-rowindex={2} className={css.statusRow}>
          <td role="gridcell" aria-colspan={colCount} className={css.statusCell}>
            {status}
          </td>
        </tr>
      </tbody>
    );
  }

  return (
    <tbody role="rowgroup" className={css.body} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <BodyRow
            key={row.id}
            row={row}
            index={item.index}
            start={item.start - headerHeight}
            height={measureRows ? undefined : rowHeight}
            selected={Boolean(selection[row.id])}
            activeCol={active.row === item.index + 1 ? active.col : -1}
            stickyOffsets={stickyOffsets}
            getRowAttributes={getRowAttributes}
            measure={measureRows ? virtualizer.measureElement : undefined}
            columns={columns}
          />
        );
      })}
    </tbody>
  );
}

interface BodyRowProps<TRow extends RowData> {
  row: DataTableRow<TRow>;
  index: number;
  start: number;
  height: number | undefined;
  selected: boolean;
  activeCol: number;
  stickyOffsets: number[];
  getRowAttributes: ((row: TRow) => Record<`data-${string}`, string | undefined>) | undefined;
  measure: ((element: HTMLTableRowElement | null) => void) | undefined;
  columns: unknown;
}

function BodyRowView<TRow extends RowData>({
  row,
  index,
  start,
  height,
  selected,
  activeCol,
  stickyOffsets,
  getRowAttributes,
  measure,
}: BodyRowProps<TRow>) {
  const cells = row.getAllCells();
  const stickyCount = stickyOffsets.length;
  const style = useMemo<CSSProperties>(
    () => ({ transform: `translateY(${start}px)`, height }),
    [start, height],
  );
  return (
    <tr
      {...getRowAttributes?.(row.original)}
      ref={measure}
      role="row"
      data-index={index}
      aria-rowindex={index + 2}
      aria-selected={row.getCanSelect() ? selected : undefined}
      data-state={selected ? 'selected' : undefined}
      className={height === undefined ? css.row : `${css.row} ${css.fixedRow}`}
      style={style}
    >
      {cells.map((cell, col) => {
        const meta = cell.column.columnDef.meta;
        const sticky = col < stickyCount;
        const cellStyle: CSSProperties = { width: cell.column.getSize() };
        if (sticky) cellStyle.left = stickyOffsets[col];
        return (
          <td
            key={cell.id}
            role="gridcell"
            aria-colindex={col + 1}
            data-cell={`${index + 1}:${col}`}
            data-align={meta?.align}
            data-sticky={sticky ? '' : undefined}
            data-sticky-last={sticky && col === stickyCount - 1 ? '' : undefined}
            tabIndex={activeCol === col ? 0 : -1}
            className={css.cell}
            style={cellStyle}
          >
            {/* The renderer itself, not <FlexRender>: one component less per cell, ~200 cells mounted per scroll frame. */}
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}

const BodyRow = memo(BodyRowView) as typeof BodyRowView;
