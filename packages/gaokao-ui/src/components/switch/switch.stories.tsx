import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Controls/Switch',
  component: Switch,
  args: { label: '仅显示可填报专业', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };
export const LongChineseText: Story = { args: { label: '包含学费待定的专业（学费为 -1 表示招生章程尚未公布）' } };
export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const sw = within(canvasElement).getByRole('switch', { name: '仅显示可填报专业' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(sw).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Switch label="关" />
      <Switch label="开" defaultChecked />
      <Switch label="禁用" disabled />
      <Switch label="禁用且开" disabled defaultChecked />
    </div>
  ),
};
