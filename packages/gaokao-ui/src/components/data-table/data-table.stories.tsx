import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './data-table';
import type { DataTableSelection, DataTableSorting } from './features';
import { makeSampleRows, type SampleRow } from './fixtures';
import { sampleColumns } from './sample-columns';

const rows200 = makeSampleRows(200);
const rows10k = makeSampleRows(10_000);
const longRows: SampleRow[] = makeSampleRows(12).map((row, i) => ({
  ...row,
  name: `${row.name}（中外合作办学）国际工程师学院人工智能与大数据创新实验班${i + 1}`,
  note: '该专业只招收第一志愿考生，入学后不得转专业，外语课程采用全英文授课，学费按学年收取并以当年物价部门批复为准',
}));

const meta = {
  title: 'Data/DataTable',
  component: DataTable<SampleRow>,
  args: {
    label: '院校列表',
    data: rows200,
    columns: sampleColumns,
    getRowId: (row: SampleRow) => row.id,
    height: 360,
    onRowSelectionChange: fn(),
    onSortingChange: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ width: 960 }}>
      <DataTable {...args} />
    </div>
  ),
} satisfies Meta<typeof DataTable<SampleRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selectable: Story = {
  args: { selectable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(args.onRowSelectionChange).toHaveBeenCalled();
    const grid = canvas.getByRole('grid');
    await expect(grid.querySelector('tr[aria-rowindex="2"]')).toHaveAttribute('aria-selected', 'true');
  },
};

export const SortedByScore: Story = {
  args: { sorting: [{ id: 'score', desc: true }] },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: /最低分/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Empty: Story = { args: { data: [] } };

export const Loading: Story = { args: { data: [], loading: true } };

export const ErrorState: Story = { args: { data: [], error: '网络错误，请稍后重试' } };

export const LongChineseText: Story = { args: { data: longRows } };

/** 10,000 rows: only a screenful is in the DOM, and the end is reachable. */
export const TenThousandRows: Story = {
  args: { data: rows10k, selectable: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(grid.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(60);
    const scroller = within(canvasElement).getByTestId('data-table-scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(grid.querySelector('tr[aria-rowindex="10001"]')).not.toBeNull());
    await expect(grid.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(60);
  },
};

/** Arrow keys move between cells, Space selects a row, Ctrl+End jumps to the last cell. */
export const KeyboardNavigation: Story = {
  args: { selectable: true },
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid');
    await userEvent.click(grid.querySelector<HTMLElement>('[data-cell="1:1"]') as HTMLElement);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(document.activeElement).toHaveAttribute('data-cell', '2:2');
    await userEvent.keyboard(' ');
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ r2: true });
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-cell', '200:6'));
  },
};

/** A phone: the table scrolls sideways and the checkbox and name columns stay put. */
export const Phone375: Story = {
  args: { selectable: true },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: (args) => (
    <div style={{ width: 343 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('data-table-scroller');
    const name = canvasElement.querySelector<HTMLElement>('[data-cell="1:1"]') as HTMLElement;
    const left = name.getBoundingClientRect().left;
    scroller.scrollLeft = 240;
    await waitFor(() => expect(scroller.scrollLeft).toBe(240));
    await expect(name.getBoundingClientRect().left).toBe(left);
  },
};

function ControlledDemo() {
  const [selection, setSelection] = useState<DataTableSelection>({ r1: true, r3: true });
  const [sorting, setSorting] = useState<DataTableSorting>([{ id: 'plan', desc: false }]);
  return (
    <div style={{ display: 'grid', gap: 8, width: 960 }}>
      <output>已选 {Object.values(selection).filter(Boolean).length} 项</output>
      <DataTable
        label="院校列表"
        data={rows200}
        columns={sampleColumns}
        getRowId={(row) => row.id}
        height={300}
        selectable
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        sorting={sorting}
        onSortingChange={setSorting}
      />
    </div>
  );
}

export const Controlled: Story = { render: () => <ControlledDemo /> };

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 960 }}>
      <DataTable {...args} label="默认" data={rows200.slice(0, 3)} height={180} />
      <DataTable {...args} label="可选择" data={rows200.slice(0, 3)} height={180} selectable rowSelection={{ r2: true }} />
      <DataTable {...args} label="空" data={[]} height={220} emptyText="暂无数据" />
      <DataTable {...args} label="加载中" data={[]} height={220} loading />
      <DataTable {...args} label="出错" data={[]} height={220} error="网络错误，请稍后重试" />
    </div>
  ),
};
