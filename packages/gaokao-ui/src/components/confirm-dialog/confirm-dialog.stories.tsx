import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), onCancel: fn(), message: '确认退出登录吗?' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await expect(dialog).toHaveTextContent('确认退出登录吗?');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = { args: { tone: 'danger', message: '您真的要将所有选好的志愿全部删除吗?' } };

export const VipOnly: Story = {
  args: { message: '该功能仅限VIP会员使用，是否开通VIP?', confirmText: '购买VIP' },
};

export const Loading: Story = { args: { confirmLoading: true, message: '确认移除所有专业吗?' } };

export const LongChineseText: Story = {
  args: { message: '确认从过滤条件中移除当前专业吗?移除后，该专业将不再参与智能推荐与一键填报的筛选，已加入志愿表的记录不受影响。' },
};

export const KeyboardCancel: Story = {
  tags: ['no-screenshot'],
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
