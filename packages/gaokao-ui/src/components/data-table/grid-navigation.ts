/** A position in the grid: row 0 is the header row, rows 1…rowCount are data rows. */
export interface GridPosition {
  row: number;
  col: number;
}

export interface GridBounds {
  /** Number of data rows (the header row is extra). */
  rowCount: number;
  colCount: number;
  /** Rows moved by PageUp/PageDown: about one screen. */
  pageRows: number;
}

export interface NavigationKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Where the focus goes for a key pressed on a grid cell (WAI-ARIA data-grid keys), or `null` when the key
 * is not a navigation key. Pure, so the key map can be tested without a browser.
 */
export function nextGridPosition(at: GridPosition, key: NavigationKey, bounds: GridBounds): GridPosition | null {
  const lastRow = bounds.rowCount;
  const lastCol = Math.max(bounds.colCount - 1, 0);
  const ctrl = Boolean(key.ctrlKey || key.metaKey);
  switch (key.key) {
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, 0, lastCol) };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, 0, lastCol) };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, 0, lastRow), col: at.col };
    case 'ArrowUp':
      return { row: clamp(at.row - 1, 0, lastRow), col: at.col };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { row: at.row, col: lastCol };
    case 'PageDown':
      return { row: clamp(at.row + Math.max(bounds.pageRows, 1), 0, lastRow), col: at.col };
    case 'PageUp':
      return { row: clamp(at.row - Math.max(bounds.pageRows, 1), 0, lastRow), col: at.col };
    default:
      return null;
  }
}

/** Keeps a remembered position inside the grid after rows or columns disappear. */
export function clampGridPosition(at: GridPosition, bounds: GridBounds): GridPosition {
  return {
    row: clamp(at.row, 0, bounds.rowCount),
    col: clamp(at.col, 0, Math.max(bounds.colCount - 1, 0)),
  };
}
