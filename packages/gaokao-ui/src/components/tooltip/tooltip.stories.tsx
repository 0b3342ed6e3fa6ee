import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { content: '按预估录取线从高到低排序', children: <Button variant="outline">自动排序</Button> },
  decorators: [(Story) => <div style={{ padding: '64px 96px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultOpen: true } };
export const Bottom: Story = { args: { defaultOpen: true, placement: 'bottom' } };
export const LongChineseText: Story = {
  args: {
    defaultOpen: true,
    content: '预估位次 = 明年位次 × 0.5 + 去年位次 × 0.3 + 前年位次 × 0.2，并按预估考生人数缩放；仅供参考。',
  },
};
export const KeyboardFocus: Story = {
  tags: ['no-screenshot'],
  play: async () => {
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('按预估录取线从高到低排序');
    await expect(screen.getByRole('button', { name: '自动排序' })).toHaveAccessibleDescription('按预估录取线从高到低排序');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};
