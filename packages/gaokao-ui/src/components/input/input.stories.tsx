import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { controlSizes } from '../field/field';
import { Input } from './input';

const meta = {
  title: 'Controls/Input',
  component: Input,
  args: { label: '用户名', placeholder: '请输入用户名' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { label: '手机号', hint: '用于接收短信验证码', inputMode: 'tel' } };
export const WithError: Story = { args: { error: '请输入用户名' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'student01' } };
export const ReadOnly: Story = { args: { label: '手机号', readOnly: true, defaultValue: '138****0000' } };
export const HiddenLabel: Story = { args: { label: '搜索院校', hideLabel: true, placeholder: '输入院校名称' } };
export const LongChineseText: Story = {
  args: { label: '毕业高中（请填写学校全称，如：北京师范大学附属实验中学）', defaultValue: '内蒙古自治区呼和浩特市第二中学国际部' },
};
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '用户名' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('张三');
    await expect(input).toHaveValue('张三');
  },
};
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {controlSizes.map((size) => (
        <Input key={size} size={size} label={`尺寸 ${size}`} placeholder="请输入" />
      ))}
      <Input label="错误" error="请输入密码" type="password" />
      <Input label="禁用" disabled defaultValue="不可修改" />
    </div>
  ),
};
