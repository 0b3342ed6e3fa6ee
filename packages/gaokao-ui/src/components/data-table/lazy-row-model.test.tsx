import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import type { Table, TableFeatures } from '@tanstack/react-table';
import { DataTable } from './data-table';
import { lazyRowModel } from './lazy-row-model';
import { makeSampleRows, type SampleRow } from './fixtures';
import { sampleColumns } from './sample-columns';
import type { DataTableSelection } from './features';

/** The parts of a table that making a row reads, and a count of id reads (one per row made or id indexed). */
function fakeTable(data: SampleRow[]) {
  const calls = { ids: 0 };
  const table = {
    _features: {},
    _rowInstanceInitFns: [],
    getRowId: (row: SampleRow) => {
      calls.ids += 1;
      return row.id;
    },
  } as unknown as Table<TableFeatures, SampleRow>;
  return { model: lazyRowModel(table, data), calls };
}

describe('lazyRowModel', () => {
  const data = makeSampleRows(1000);

  it('makes a row only when it is read, once', () => {
    const { model, calls } = fakeTable(data);
    expect(model.rows.length).toBe(1000);
    expect(calls.ids).toBe(0);
    const row = model.rows[42];
    expect(row?.id).toBe('r43');
    expect(row?.index).toBe(42);
    expect(row?.original).toBe(data[42]);
    expect(model.rows[42]).toBe(row);
    expect(calls.ids).toBe(1);
    expect(model.rows[1000]).toBeUndefined();
    expect(model.rows[-1]).toBeUndefined();
  });

  it('behaves as an array of every row for array methods, spread and keys', () => {
    const { model } = fakeTable(data);
    expect(Array.isArray(model.rows)).toBe(true);
    expect(model.rows.map((r) => r.id)).toEqual(data.map((d) => d.id));
    expect(model.rows.filter((r) => r.original.score >= 600).length).toBe(data.filter((d) => d.score >= 600).length);
    expect([...model.rows].length).toBe(1000);
    expect(model.rows.slice(998).map((r) => r.id)).toEqual(['r999', 'r1000']);
    expect(5 in model.rows).toBe(true);
    expect(1000 in model.rows).toBe(false);
    expect(Object.keys(model.rows)).toHaveLength(1000);
    const sorted = [...model.rows].sort((a, b) => a.original.score - b.original.score);
    expect(sorted[0]?.original.score).toBe(Math.min(...data.map((d) => d.score)));
    expect(model.flatRows).toBe(model.rows);
  });

  it('finds rows by id without making the others', () => {
    const { model, calls } = fakeTable(data);
    const row = model.rowsById.r500;
    expect(row?.index).toBe(499);
    expect(model.rows[499]).toBe(row);
    expect(calls.ids).toBe(1000 + 1);
    expect('r1' in model.rowsById).toBe(true);
    expect('nope' in model.rowsById).toBe(false);
    expect(model.rowsById.nope).toBeUndefined();
    expect(Object.keys(model.rowsById)).toHaveLength(1000);
  });
});

describe('given 10,000 rows made lazily', () => {
  const rows = makeSampleRows(10_000);

  it('should select every row from the header checkbox, and sort all of them', async () => {
    let selection: DataTableSelection = {};
    render(
      <DataTable
        label="院校列表"
        data={rows}
        columns={sampleColumns}
        getRowId={(row) => row.id}
        selectable
        onRowSelectionChange={(next) => (selection = next)}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(Object.values(selection).filter(Boolean)).toHaveLength(10_000);
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /最低分/ }));
    const header = screen.getByRole('columnheader', { name: /最低分/ });
    const scores = rows.map((r) => r.score);
    // Numbers sort from the highest first on the first click (TanStack's default for numeric columns).
    expect(header.getAttribute('aria-sort')).toBe('descending');
    const first = screen.getByRole('grid').querySelector('tr[aria-rowindex="2"]');
    expect(first?.querySelectorAll('td')[3]?.textContent).toBe(String(Math.max(...scores)));
    await userEvent.click(screen.getByRole('button', { name: /最低分/ }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('grid').querySelector('tr[aria-rowindex="2"]')?.querySelectorAll('td')[3]?.textContent).toBe(String(Math.min(...scores)));
  });
});
