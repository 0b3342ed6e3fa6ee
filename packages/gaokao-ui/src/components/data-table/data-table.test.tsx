import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { axeViolations } from '../../../test/axe';
import { useState } from 'react';
import { DataTable } from './data-table';
import { makeSampleRows, type SampleRow } from './fixtures';
import { sampleColumns } from './sample-columns';
import type { DataTableSelection } from './features';

const getRowId = (row: SampleRow) => row.id;

async function expectNoAxeViolations(container: Element) {
  expect(await axeViolations(container)).toEqual([]);
}

function nextFrame() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

function renderedDataRows(grid: HTMLElement) {
  return grid.querySelectorAll('tbody tr[aria-rowindex]');
}

describe('given 10,000 rows', () => {
  const rows = makeSampleRows(10_000);

  it('should keep only a screenful of rows in the DOM and announce the full count', async () => {
    render(<DataTable label="院校列表" data={rows} columns={sampleColumns} getRowId={getRowId} height={480} />);
    const grid = screen.getByRole('grid', { name: '院校列表' });
    await nextFrame();
    expect(grid.getAttribute('aria-rowcount')).toBe('10001');
    const count = renderedDataRows(grid).length;
    expect(count).toBeGreaterThan(5);
    expect(count).toBeLessThanOrEqual(60);
    await expectNoAxeViolations(grid.parentElement as HTMLElement);
  });

  it('should render the last row after scrolling to the end', async () => {
    render(<DataTable label="院校列表" data={rows} columns={sampleColumns} getRowId={getRowId} height={480} />);
    const scroller = screen.getByTestId('data-table-scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await expect.poll(() => screen.getByRole('grid').querySelector('tr[aria-rowindex="10001"]')?.textContent).toContain(rows[9999]?.name);
    expect(renderedDataRows(screen.getByRole('grid')).length).toBeLessThanOrEqual(60);
  });

  it('should move focus to the last row with Ctrl+End and back with Ctrl+Home', async () => {
    render(<DataTable label="院校列表" data={rows} columns={sampleColumns} getRowId={getRowId} height={480} />);
    await nextFrame();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.getAttribute('data-cell')).toBe('1:0');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    // The last row must first be scrolled into range, then focused: wait for it rather than for a fixed frame count.
    await expect.poll(() => document.activeElement?.getAttribute('data-cell')).toBe('10000:5');
    expect(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex')).toBe('10001');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect.poll(() => document.activeElement?.getAttribute('data-cell')).toBe('0:0');
  });
});

describe('given a small table', () => {
  const rows = makeSampleRows(30);

  it('should move between cells with the arrow keys and keep one tab stop', async () => {
    render(<DataTable label="院校列表" data={rows} columns={sampleColumns} getRowId={getRowId} />);
    await nextFrame();
    const grid = screen.getByRole('grid');
    expect(grid.querySelectorAll('[tabindex="0"]').length).toBe(1);
    await userEvent.keyboard('{Tab}{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-cell')).toBe('2:2');
    expect(document.activeElement?.textContent).toBe(String(rows[1]?.score));
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.getAttribute('data-cell')).toBe('2:5');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.getAttribute('role')).toBe('columnheader');
    expect(grid.querySelectorAll('[tabindex="0"]').length).toBe(1);
  });

  it('should sort by a column when its header is clicked, then reverse', async () => {
    render(<DataTable label="院校列表" data={rows} columns={sampleColumns} getRowId={getRowId} />);
    const header = screen.getByRole('columnheader', { name: /最低分/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(header).getByRole('button'));
    await nextFrame();
    const sortedAsc = [...rows].sort((a, b) => a.score - b.score);
    // number columns sort descending first in TanStack's auto direction
    const first = screen.getByRole('grid').querySelector('tr[aria-rowindex="2"] [aria-colindex="3"]');
    const direction = header.getAttribute('aria-sort');
    expect(['ascending', 'descending']).toContain(direction);
    const expected = direction === 'ascending' ? sortedAsc[0] : sortedAsc[sortedAsc.length - 1];
    expect(first?.textContent).toBe(String(expected?.score));
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe(direction === 'ascending' ? 'descending' : 'ascending');
  });

  it('should toggle sorting with Space on a focused header', async () => {
    render(<DataTable label="院校列表" data={rows} columns={sampleColumns} getRowId={getRowId} />);
    await nextFrame();
    await userEvent.keyboard('{Tab}{ArrowUp}{ArrowRight}{ArrowRight}{ }');
    expect(screen.getByRole('columnheader', { name: /最低分/ }).getAttribute('aria-sort')).not.toBe('none');
  });

  it('should select all rows from the header checkbox and report the selection', async () => {
    let reported: DataTableSelection = {};
    render(
      <DataTable
        label="院校列表"
        data={rows}
        columns={sampleColumns}
        getRowId={getRowId}
        selectable
        onRowSelectionChange={(next) => {
          reported = next;
        }}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(Object.keys(reported)).toHaveLength(30);
    expect(screen.getByRole('grid').querySelector('tr[aria-rowindex="2"]')?.getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(screen.getByTestId('data-table-scroller'));
  });

  it('should toggle a row with Space and keep the selection controlled', async () => {
    function Controlled() {
      const [selection, setSelection] = useState<DataTableSelection>({});
      return (
        <>
          <output>{Object.keys(selection).filter((id) => selection[id]).join(',')}</output>
          <DataTable
            label="院校列表"
            data={rows}
            columns={sampleColumns}
            getRowId={getRowId}
            selectable
            rowSelection={selection}
            onRowSelectionChange={setSelection}
          />
        </>
      );
    }
    render(<Controlled />);
    await nextFrame();
    await userEvent.keyboard('{Tab}{ArrowDown}{ }');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('r2');
    expect(screen.getByRole('grid').querySelector('tr[aria-rowindex="3"]')?.getAttribute('data-state')).toBe('selected');
  });

  it('should keep the first columns in place when scrolled sideways on a 375 px screen', async () => {
    render(
      <div style={{ width: 375 }}>
        <DataTable label="院校列表" data={rows} columns={sampleColumns} getRowId={getRowId} selectable height={400} />
      </div>,
    );
    await nextFrame();
    const scroller = screen.getByTestId('data-table-scroller');
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const nameCell = screen.getByRole('grid').querySelector<HTMLElement>('[data-cell="1:1"]');
    const before = nameCell?.getBoundingClientRect().left;
    scroller.scrollLeft = 300;
    await nextFrame();
    expect(nameCell?.getBoundingClientRect().left).toBe(before);
    const plainCell = screen.getByRole('grid').querySelector<HTMLElement>('[data-cell="1:3"]');
    expect(plainCell?.getBoundingClientRect().left).toBeLessThan(scroller.getBoundingClientRect().left + 300);
  });
});

describe('given no rows', () => {
  it('should say 暂无数据', async () => {
    render(<DataTable label="院校列表" data={[]} columns={sampleColumns} getRowId={getRowId} />);
    expect(screen.getByRole('gridcell').textContent).toBe('暂无数据');
    await expectNoAxeViolations(screen.getByTestId('data-table-scroller'));
  });

  it('should announce loading and then an error', async () => {
    const { rerender } = render(<DataTable label="院校列表" data={[]} columns={sampleColumns} getRowId={getRowId} loading />);
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    rerender(<DataTable label="院校列表" data={[]} columns={sampleColumns} getRowId={getRowId} error="网络错误" />);
    expect(screen.getByRole('alert').textContent).toBe('网络错误');
    await expectNoAxeViolations(screen.getByTestId('data-table-scroller'));
  });
});

describe('given no rows in a table wider than its viewport', () => {
  it('should keep 暂无数据 inside the visible part at 375 px, not centred on the whole table', async () => {
    render(
      <div style={{ width: 375 }}>
        <DataTable label="空列表" data={[]} columns={sampleColumns} getRowId={getRowId} height={240} />
      </div>,
    );
    const scroller = screen.getByTestId('data-table-scroller');
    const grid = screen.getByRole('grid', { name: '空列表' });
    expect(grid.getBoundingClientRect().width).toBeGreaterThan(375);
    const text = within(grid).getByText('暂无数据').getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    expect(text.left).toBeGreaterThanOrEqual(view.left);
    expect(text.right).toBeLessThanOrEqual(view.right);
  });
});
