import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { MessageBox } from './message-box';

const meta = {
  title: 'Overlays/MessageBox',
  component: MessageBox,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), message: '未知错误，请联系系统管理员' },
} satisfies Meta<typeof MessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: '系统提示' });
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ServerMessage: Story = { args: { message: '该志愿表不存在或已被删除' } };

export const LongChineseText: Story = {
  args: { message: '导入失败：第 37 行的院校代码与专业代码在今年的招生计划中不存在，请核对后重新导入；其余 36 行已导入成功。' },
};
