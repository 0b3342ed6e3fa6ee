import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Toaster, type ToastItem } from './toast';
import { createToastStore, useToasts } from './toast-store';

const persistent: ToastItem[] = [
  { id: 'a', message: '保存成功', tone: 'success', duration: null },
  { id: 'b', message: '操作成功', tone: 'info', duration: null },
  { id: 'c', message: 'Network request failed: timeout of 50000ms exceeded', tone: 'error', duration: null, closable: true },
];

const meta = {
  title: 'Overlays/Toast',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  args: { toasts: persistent, onDismiss: fn() },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ErrorToast: Story = {
  args: { toasts: [{ id: 'e', message: '请求超时，请检查网络后重试', tone: 'error', closable: true, duration: null }] },
  play: async ({ args }) => {
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '关闭' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('e');
  },
};
export const Empty: Story = { args: { toasts: [] } };
export const LongChineseText: Story = {
  args: {
    toasts: [
      { id: 'l', message: '已成功将指定专业添加到志愿列表。当前志愿表已有 95 个专业，最多还能添加 1 个。', tone: 'success', duration: null, closable: true },
    ],
  },
};

function StoreDemo() {
  const store = useMemo(() => createToastStore(), []);
  const toasts = useToasts(store);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => store.show({ message: '复制成功！', tone: 'success', duration: 2000 })}>复制邀请链接</Button>
      <Toaster toasts={toasts} onDismiss={store.dismiss} />
    </div>
  );
}

/** With the optional store: a toast shows on click and leaves after its 2000 ms. */
export const WithStoreAutoDismiss: Story = {
  tags: ['no-screenshot'],
  render: () => <StoreDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制邀请链接' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('复制成功！');
    await waitFor(() => expect(screen.queryByText('复制成功！')).toBeNull(), { timeout: 4000 });
  },
};
