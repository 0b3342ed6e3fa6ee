import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './radio-group';

const sexes = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
];

const meta = {
  title: 'Controls/RadioGroup',
  component: RadioGroup,
  args: { label: '性别', options: sexes, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: '2' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '1' } };
export const WithError: Story = { args: { error: '性别不能为空' } };
export const Vertical: Story = {
  args: {
    label: '是否师范',
    orientation: 'vertical',
    options: [
      { value: '0', label: '全部' },
      { value: '1', label: '师范类' },
      { value: '2', label: '非师范类' },
    ],
    defaultValue: '0',
  },
};
export const LongChineseText: Story = {
  args: {
    label: '学制',
    options: [
      { value: '0', label: '不限' },
      { value: '4', label: '四年制（含本硕连读、本博连读等长学制项目的前段）' },
    ],
    defaultValue: '0',
  },
};
export const KeyboardArrows: Story = {
  args: { defaultValue: '1' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '男' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '女' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2');
  },
};
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <RadioGroup label="未选" options={sexes} />
      <RadioGroup label="已选" options={sexes} defaultValue="1" />
      <RadioGroup label="禁用" options={sexes} defaultValue="2" disabled />
      <RadioGroup label="错误" options={sexes} error="性别不能为空" />
    </div>
  ),
};
