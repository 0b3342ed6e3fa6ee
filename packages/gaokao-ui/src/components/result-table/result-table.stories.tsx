import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResultTable, resultRowId, type ResultTableProps } from './result-table';
import { FIXTURE_YEARS, makeVolunteerResults } from './fixtures';
import type { VolunteerResultRow } from './types';

const rows = makeVolunteerResults(60);
const rows10k = makeVolunteerResults(10_000);
const longRows: VolunteerResultRow[] = makeVolunteerResults(6, { seed: 99 }).map((row) => ({
  ...row,
  collegeName: '内蒙古科技大学包头师范学院国际联合培养中心',
  collegeNameRemark: '（中外合作办学，学费较高）',
  specialty_title: '机械设计制造及其自动化（智能制造与工业互联网方向）',
  major_remark: '（只招第一志愿，入学后不可转专业）',
}));

const collegeHref = (row: VolunteerResultRow) => `/SchoolDetail?isCha=1&n=${row.collegiate_id}`;
const majorHref = (row: VolunteerResultRow) => `/MajorDetail?isCha=1&n=${row.mojor_id}`;

const meta = {
  title: 'Data/ResultTable',
  component: ResultTable,
  args: {
    rows,
    years: FIXTURE_YEARS,
    score: 580,
    height: 460,
    collegeHref,
    majorHref,
    onToggleResult: fn(),
  },
  render: (args) => (
    <div style={{ width: 990 }}>
      <ResultTable {...args} />
    </div>
  ),
} satisfies Meta<typeof ResultTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A wish list: each row's position (sort_id) in a 序号 column, held in place with the college column. */
export const WishListOrder: Story = {
  args: { orderColumn: true, selectable: true, rows: rows.map((r, i) => ({ ...r, sort_id: i + 1, is_result: 1 })) },
};

export const Selectable: Story = { args: { selectable: true, rowSelection: { [resultRowId(rows[1] as VolunteerResultRow)]: true } } };

/** isZeng 1: no soft-ranking column and no special-major tags. */
export const IsZengHidesSoftRanking: Story = {
  args: { isZeng: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('columnheader', { name: /软科排名/ })).toBeNull();
  },
};

/** Generated ratings beside real lines (`ratings_dataset: 'demo'`): the grade and ranking headers and the tags say 演示数据. */
export const RatingsDemo: Story = {
  args: { ratingsDemo: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: /软科排名（演示数据）/ })).toBeTruthy();
  },
};

export const WithoutScore: Story = { args: { score: null } };

export const PendingAction: Story = {
  args: { pendingIds: new Set([resultRowId(rows[0] as VolunteerResultRow)]) },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const button = within(grid.querySelector('tr[aria-rowindex="2"]') as HTMLElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = { args: { rows: [] } };

export const Loading: Story = { args: { rows: [], loading: true } };

export const ErrorState: Story = { args: { rows: [], error: '未知错误，请联系系统管理员' } };

export const LongChineseText: Story = { args: { rows: longRows } };

export const TenThousandRows: Story = {
  args: { rows: rows10k, selectable: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(grid.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(60);
  },
};

function AddRemoveDemo() {
  const [list, setList] = useState(() => makeVolunteerResults(30, { seed: 5 }));
  const toggle = useCallback((row: VolunteerResultRow, action: 'add' | 'remove') => {
    setList((current) => current.map((r) => (r === row ? { ...r, is_result: action === 'add' ? 1 : 0 } : r)));
  }, []);
  return (
    <div style={{ width: 990 }}>
      <ResultTable rows={list} years={FIXTURE_YEARS} score={580} height={420} onToggleResult={toggle} />
    </div>
  );
}

/** Keyboard: Tab into the grid, End to the action cell, Enter to reach the button, Enter to add. */
export const KeyboardAddAndRemove: Story = {
  render: () => <AddRemoveDemo />,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const firstRow = () => grid.querySelector('tr[aria-rowindex="2"]') as HTMLElement;
    const before = firstRow().getAttribute('data-on-list') === 'true';
    await userEvent.click(firstRow().querySelector('[aria-colindex="1"]') as HTMLElement);
    await userEvent.keyboard('{End}{Enter}');
    await expect(document.activeElement?.tagName).toBe('BUTTON');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(firstRow().getAttribute('data-on-list') === 'true').toBe(!before));
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 990 }}>
      <ResultTable {...args} rows={rows.slice(0, 2)} height={280} selectable />
      <ResultTable {...args} rows={rows.slice(2, 4)} height={280} isZeng={1} />
      <ResultTable {...args} rows={[]} height={110} />
    </div>
  ),
};

/* The narrow layout (cards) on a 375 px phone: the story root's padding leaves 343 px; the screenshot covers the
   667 px viewport only, so each story shows what fits in it. */

const phone = { viewport: { value: 'mobile375', isRotated: false } };
const phoneRows = rows.slice(0, 3).map((r, i) => ({ ...r, luqu_gailv: i % 3 === 2 ? null : [0.97, 0.62, 0.35, 0.81][i % 4] }));
const Phone = (args: ResultTableProps) => (
  <div style={{ width: 343 }}>
    <ResultTable {...args} />
  </div>
);

/** Cards: college, unit, band, 预估线 and 位次, 录取概率 where the row has one and 填报/移除 in view, no sideways scroll. */
export const Cards375: Story = {
  args: { layout: 'cards', rows: phoneRows },
  globals: phone,
  render: Phone,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '志愿列表' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(first.querySelector('[data-band]')).toBeTruthy();
    const action = within(first).getByRole('button', { name: /^(填报|移除)/ });
    await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** A wish list on a phone: 序号 and a checkbox on each card, 全选 above, every row on the list (移除). */
export const CardsWishList375: Story = {
  args: {
    layout: 'cards',
    orderColumn: true,
    selectable: true,
    rows: phoneRows.map((r, i) => ({ ...r, sort_id: i + 1, is_result: 1 })),
    rowSelection: { [resultRowId(phoneRows[1] as VolunteerResultRow)]: true },
    pendingIds: new Set([resultRowId(phoneRows[2] as VolunteerResultRow)]),
  },
  globals: phone,
  render: Phone,
};

/** Long names wrap inside the card; the action stays on screen. */
export const CardsLongChineseText375: Story = { args: { layout: 'cards', rows: longRows.slice(0, 2) }, globals: phone, render: Phone };

/** The rest of a row (history years, college facts, ratings marked 演示数据) opened under 历年与评估. */
export const CardsDetail375: Story = {
  args: { layout: 'cards', rows: phoneRows.slice(0, 2), ratingsDemo: true },
  globals: phone,
  render: Phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByText('历年与评估')[0] as HTMLElement);
    await expect(within(canvasElement).getByText('学科评估（演示数据）')).toBeTruthy();
  },
};

/** layout="auto" in a 343 px box: cards, since the box is narrower than 640 px. */
export const CardsAuto375: Story = {
  args: { layout: 'auto', rows: phoneRows.slice(0, 3), isZeng: 1, score: null },
  globals: phone,
  render: Phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Empty, loading and error in the card layout. */
export const CardsStates375: Story = {
  globals: phone,
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 343 }}>
      <ResultTable {...args} layout="cards" rows={[]} />
      <ResultTable {...args} layout="cards" rows={[]} loading />
      <ResultTable {...args} layout="cards" rows={[]} error="未知错误，请联系系统管理员" />
    </div>
  ),
};

function CardsAddRemoveDemo() {
  const [list, setList] = useState(() => makeVolunteerResults(4, { seed: 5 }));
  const toggle = useCallback((row: VolunteerResultRow, action: 'add' | 'remove') => {
    setList((current) => current.map((r) => (r === row ? { ...r, is_result: action === 'add' ? 1 : 0 } : r)));
  }, []);
  return (
    <div style={{ width: 343 }}>
      <ResultTable layout="cards" rows={list} years={FIXTURE_YEARS} score={580} onToggleResult={toggle} />
    </div>
  );
}

/** Keyboard on a phone's cards: Tab reaches the first card's action, Enter adds or removes it. */
export const CardsKeyboard375: Story = {
  tags: ['no-screenshot'],
  globals: phone,
  render: () => <CardsAddRemoveDemo />,
  play: async ({ canvasElement }) => {
    const first = () => within(canvasElement).getAllByRole('listitem')[0] as HTMLElement;
    const before = first().getAttribute('data-on-list') === 'true';
    await userEvent.tab();
    await expect(document.activeElement?.textContent).toBe(before ? '移除' : '填报');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first().getAttribute('data-on-list') === 'true').toBe(!before));
  },
};
