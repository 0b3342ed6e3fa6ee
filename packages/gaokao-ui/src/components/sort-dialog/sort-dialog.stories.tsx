import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SortDialog, type SortDialogRow } from './sort-dialog';
import { makeVolunteerResults } from '../result-table/fixtures';

type Row = SortDialogRow & { volunteer_result_id: number };

const rows: Row[] = makeVolunteerResults(12, { seed: 3 }).map((r, i) => ({ ...r, volunteer_result_id: 700 + i }));
const fullList: Row[] = makeVolunteerResults(96, { seed: 4 }).map((r, i) => ({ ...r, volunteer_result_id: 800 + i }));
const longRows: Row[] = rows.slice(0, 5).map((r) => ({
  ...r,
  collegeName: '内蒙古科技大学包头师范学院国际联合培养中心',
  collegeNameRemark: '（中外合作办学，学费较高）',
  specialty_title: '机械设计制造及其自动化（智能制造与工业互联网方向）',
  major_remark: '（只招第一志愿）',
}));

const meta = {
  title: 'Overlays/SortDialog',
  component: SortDialog<Row>,
  args: { open: true, rows, onSave: fn(), onCancel: fn(), onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SortDialog<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FullWishList: Story = { args: { rows: fullList } };

export const Saving: Story = { args: { saving: true } };

export const EmptyList: Story = { args: { rows: [] } };

export const LongChineseText: Story = { args: { rows: longRows } };

export const AutoSort: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: '自动排序' }));
    await expect(screen.getByRole('status')).toHaveTextContent('已完成对所有专业的排序');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const saved = (args.onSave as ReturnType<typeof fn>).mock.lastCall?.[0] as Array<Row & { sort_id: number }>;
    await expect(saved.map((r) => r.sort_id)).toEqual(saved.map((_, i) => i + 1));
    const scores = saved.map((r) => Number(r.yugu_score));
    await expect(scores).toEqual([...scores].sort((a, b) => b - a));
  },
};

export const MoveValidation: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: '移动' }));
    await expect(screen.getByRole('status')).toHaveTextContent('请确保至少选中一个专业');
    const list = screen.getByRole('list', { name: '志愿顺序' });
    await userEvent.click(within(list).getAllByRole('checkbox')[3] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: '移动' }));
    await expect(screen.getByRole('status')).toHaveTextContent('请输入移动到哪个序号之前');
  },
};

/** Alt+↑ on a row's handle moves it up; the focus follows the row. */
export const KeyboardReorder: Story = {
  play: async () => {
    const list = screen.getByRole('list', { name: '志愿顺序' });
    const third = within(list).getAllByRole('listitem')[2] as HTMLElement;
    const handle = third.querySelector<HTMLElement>('[data-control="handle"]') as HTMLElement;
    const label = handle.getAttribute('aria-label');
    handle.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    const second = within(list).getAllByRole('listitem')[1] as HTMLElement;
    await expect(second.querySelector('[data-control="handle"]')).toHaveAttribute('aria-label', label ?? '');
    await expect(document.activeElement).toHaveAttribute('aria-label', label ?? '');
  },
};

export const Matrix: Story = {
  args: { rows: rows.slice(0, 6), saving: true },
  play: async () => {
    const list = screen.getByRole('list', { name: '志愿顺序' });
    await userEvent.click(within(list).getAllByRole('checkbox')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: '取消选择' }));
    await expect(screen.getByRole('status')).toHaveTextContent('已取消对所有专业的选择');
    await userEvent.click(within(list).getAllByRole('checkbox')[2] as HTMLElement);
  },
};

/** A group province's list (each row a 院校专业组): the title and every notice speak of 院校专业组. */
export const GroupUnit: Story = {
  args: { unit: '院校专业组', rows: rows.slice(0, 6) },
  play: async () => {
    await expect(screen.getByRole('dialog', { name: '院校专业组排序' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '移动' }));
    await expect(screen.getByRole('status')).toHaveTextContent('请确保至少选中一个院校专业组');
  },
};
