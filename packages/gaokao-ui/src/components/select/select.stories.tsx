import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select';

const batches = [
  { value: '本科批', label: '本科批' },
  { value: '专科批', label: '专科批' },
];

const meta = {
  title: 'Controls/Select',
  component: Select,
  args: { label: '批次', options: batches, placeholder: '请选择批次', onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: '本科批' } };
export const WithError: Story = { args: { error: '批次不能为空' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '专科批' } };
export const Small: Story = { args: { size: 'small' } };
export const LongChineseText: Story = {
  args: {
    label: '院校性质',
    options: [{ value: 'hk', label: '内地与港澳台地区合作办学' }, { value: 'sino', label: '中外合作办学' }],
    defaultValue: 'hk',
  },
};
export const KeyboardChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '批次' });
    await userEvent.selectOptions(select, '专科批');
    await expect(select).toHaveValue('专科批');
    await expect(args.onValueChange).toHaveBeenCalledWith('专科批');
  },
};
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Select label="小" size="small" options={batches} defaultValue="本科批" />
      <Select label="中" options={batches} placeholder="请选择" />
      <Select label="大" size="large" options={batches} defaultValue="专科批" />
      <Select label="错误" options={batches} error="批次不能为空" />
      <Select label="禁用" options={batches} disabled />
    </div>
  ),
};
