import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

const items = [
  { value: '1', label: '智能推荐专业', content: '按预估录取线排序的院校与专业。' },
  { value: '2', label: '按院校搜索', content: '输入院校名称查找。' },
  { value: '3', label: '首次招生院校', content: '今年首次招生的院校。' },
  { value: '4', label: '志愿表', badge: '12/96', content: '已填报的志愿。' },
];

const meta = {
  title: 'Controls/Tabs',
  component: Tabs,
  args: { label: '志愿填报', items, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: '4' } };
export const WithDisabled: Story = {
  args: { items: items.map((i) => (i.value === '3' ? { ...i, disabled: true } : i)) },
};
export const WithoutPanels: Story = {
  args: { label: '测评', items: [{ value: 'mbti', label: 'MBTI 测评' }, { value: 'holland', label: '霍兰德职业兴趣测评' }] },
};
export const LongChineseText: Story = {
  args: {
    items: [
      { value: 'a', label: '普通本科专业（含国家特色专业与一流本科专业建设点）', content: '…' },
      { value: 'b', label: '职业本科专业', content: '…' },
      { value: 'c', label: '高职专科专业', content: '…' },
    ],
  },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
};
export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '智能推荐专业' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '按院校搜索' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: /志愿表/ })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('4');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('已填报的志愿。');
  },
};
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 640 }}>
      <Tabs label="一" items={items} />
      <Tabs label="二" items={items} defaultValue="4" />
      <Tabs label="三" items={items.map((i) => (i.value === '2' ? { ...i, disabled: true } : i))} defaultValue="3" />
    </div>
  ),
};
