import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '编辑志愿表',
    defaultOpen: true,
    children: '志愿表名称、性别、省份、批次、成绩与选考科目。',
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline" tone="neutral" size="small">
            取消
          </Button>
        </DialogClose>
        <Button size="small">保存</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Login: Story = {
  args: { title: '登录', size: 'login', dismissible: false, description: '首次短信登录的默认密码见短信', footer: undefined },
};

export const Reset: Story = { args: { title: '找回密码', size: 'reset' } };

export const Fullscreen: Story = { args: { title: '专业排序', size: 'fullscreen' } };

/** The province dialog: no outside click, no Escape, no close button. */
export const NonDismissible: Story = {
  args: {
    title: '请选择您的高考省份',
    dismissible: false,
    size: 'small',
    children: '选择省份后才能继续。',
    footer: <Button size="small">确定</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '请选择您的高考省份' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
  },
};

export const LongChineseText: Story = {
  args: {
    title: '志愿填报报告说明（本报告依据历年录取数据与您填写的信息生成，仅供参考）',
    children:
      '一、本报告中的预估分数线与位次由历年一分一段表推算得出，实际录取以各省教育考试院公布为准。二、冲稳保分档仅表示相对风险，不代表录取概率。三、请结合个人兴趣、身体条件与院校招生章程综合判断。'.repeat(
        3,
      ),
  },
};

/** At 375 px the 650 px login dialog shrinks to the viewport. */
export const Mobile375: Story = {
  args: { title: '登录', size: 'login', dismissible: false, footer: <Button block>登录</Button> },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const KeyboardOpenAndClose: Story = {
  args: { defaultOpen: false, trigger: <Button>编辑</Button> },
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '编辑' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '编辑志愿表' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
