import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonTones, buttonVariants } from './button';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: '智能填报', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Outline: Story = { args: { variant: 'outline', children: '专业筛选' } };
export const Ghost: Story = { args: { variant: 'ghost', children: '清除高亮' } };
export const Link: Story = { args: { variant: 'link', children: '加载更多' } };
export const Danger: Story = { args: { tone: 'danger', children: '删除全部' } };
export const Small: Story = { args: { size: 'small', children: '确定' } };
export const Large: Story = { args: { size: 'large', children: '开始测评' } };
export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { loading: true, loadingLabel: '正在填报…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '正在填报…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongChineseText: Story = {
  args: { children: '已成功将指定专业添加到志愿列表，请在志愿单中查看并调整顺序' },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: '智能填报' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          {buttonTones.map((tone) =>
            buttonSizes.map((size) => (
              <Button key={`${tone}-${size}`} variant={variant} tone={tone} size={size}>
                {tone === 'danger' ? '删除' : '确定'}
              </Button>
            )),
          )}
          <Button variant={variant} disabled>
            禁用
          </Button>
          <Button variant={variant} loading>
            提交
          </Button>
        </div>
      ))}
    </div>
  ),
};
