import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberInput } from './number-input';

const meta = {
  title: 'Controls/NumberInput',
  component: NumberInput,
  args: { label: '预估总分', placeholder: '请输入您的分数', min: 0, max: 750, onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 586 } };
export const WithError: Story = { args: { error: '请输入您的分数' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 586, hint: '升级VIP可修改' } };
export const Decimal: Story = { args: { label: '学费上限（元）', allowDecimal: true, defaultValue: 5000.5, min: undefined, max: undefined } };
export const LongChineseText: Story = { args: { label: '计划招生人数下限（不填表示不限制，填写后仅显示计划数不少于该值的专业）' } };
export const KeyboardStep: Story = {
  args: { defaultValue: 749 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '预估总分' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('750');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(750);
  },
};
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <NumberInput label="空" size="small" />
      <NumberInput label="有值" defaultValue={620} />
      <NumberInput label="错误" error="请输入分数" size="large" />
      <NumberInput label="禁用" disabled defaultValue={500} />
    </div>
  ),
};
