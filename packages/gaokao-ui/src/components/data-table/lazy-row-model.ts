import { constructRow, tableMemo, type Row, type RowData, type RowModel, type Table, type TableFeatures } from '@tanstack/react-table';

/**
 * A core row model for flat data whose Row objects are made when first read.
 *
 * TanStack's own core row model makes a Row (and two caches) for every item up front: 20–40 ms and as much garbage at
 * 10,000 rows, although a virtualised table shows a screenful. Here `rows`, `flatRows` and `rowsById` are proxies over
 * the data that make a row on first access and keep it; anything that walks them all (sorting, select-all) makes them
 * all, as TanStack's would. Row ids come from the table's `getRowId`, read without making rows. No sub-rows.
 */
export function createLazyCoreRowModel() {
  return <TFeatures extends TableFeatures, TData extends RowData>(table: Table<TFeatures, TData>): (() => RowModel<TFeatures, TData>) =>
    tableMemo({
      feature: 'coreRowModelsFeature',
      table,
      fnName: 'table.getCoreRowModel',
      memoDeps: () => [table.options.data],
      fn: () => lazyRowModel(table, table.options.data as readonly TData[]),
    });
}

/** The index an array property key stands for, or -1 (`'12'` → 12; `'012'`, `'1.5'`, `'length'` → -1). */
function indexOf(key: string | symbol, length: number): number {
  if (typeof key !== 'string') return -1;
  const n = key.length > 0 && key.length < 11 && key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57 ? Number(key) : Number.NaN;
  return Number.isInteger(n) && n < length && String(n) === key ? n : -1;
}

export function lazyRowModel<TFeatures extends TableFeatures, TData extends RowData>(
  table: Table<TFeatures, TData>,
  data: readonly TData[],
): RowModel<TFeatures, TData> {
  const length = data.length;
  // The proxy's target holds the rows made so far; holes are rows not read yet.
  const made: Row<TFeatures, TData>[] = new Array<Row<TFeatures, TData>>(length);
  const rowAt = (i: number): Row<TFeatures, TData> => {
    let row = made[i];
    if (row === undefined) {
      const original = data[i] as TData;
      row = constructRow(table, table.getRowId(original, i), original, i, 0);
      made[i] = row;
    }
    return row;
  };

  const rows = new Proxy(made, {
    get(target, key, receiver) {
      const i = indexOf(key, length);
      return i >= 0 ? rowAt(i) : Reflect.get(target, key, receiver);
    },
    // Array methods (map, forEach, slice, filter) skip indexes the array does not "have": every index is here.
    has(target, key) {
      return indexOf(key, length) >= 0 || Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      const i = indexOf(key, length);
      return i >= 0 ? { value: rowAt(i), writable: true, enumerable: true, configurable: true } : Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      return [...Array.from({ length }, (_, i) => String(i)), ...Reflect.ownKeys(target).filter((k) => indexOf(k, length) < 0)];
    },
  });

  let ids: Map<string, number> | undefined;
  const indexById = (id: string | symbol): number | undefined => {
    if (typeof id !== 'string') return undefined;
    if (!ids) {
      ids = new Map();
      for (let i = 0; i < length; i += 1) ids.set(made[i]?.id ?? table.getRowId(data[i] as TData, i), i);
    }
    return ids.get(id);
  };
  const rowsById = new Proxy(Object.create(null) as Record<string, Row<TFeatures, TData>>, {
    get(target, key) {
      const i = indexById(key);
      return i === undefined ? Reflect.get(target, key) : rowAt(i);
    },
    has(target, key) {
      return indexById(key) !== undefined || Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      const i = indexById(key);
      return i === undefined ? Reflect.getOwnPropertyDescriptor(target, key) : { value: rowAt(i), writable: true, enumerable: true, configurable: true };
    },
    ownKeys() {
      indexById('');
      return [...(ids as Map<string, number>).keys()];
    },
  });

  return { rows, flatRows: rows, rowsById };
}
