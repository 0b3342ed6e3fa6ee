import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { ProvincePicker } from './province-picker';
import { provincesFromNames } from './provinces';

const meta = {
  title: 'Pickers/ProvincePicker',
  component: ProvincePicker,
  args: { onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ProvincePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: '河北' } };
export const FromApiNames: Story = { args: { provinces: provincesFromNames(['河北', '山东', '北京', '江苏', '广东']), searchable: false } };
export const LockedForFreeUser: Story = { args: { defaultValue: '河北', disabledNames: ['北京', '天津', '山西'] } };
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: '搜索省份' }), '火星');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('没有匹配的省份');
  },
};
export const SearchByInitial: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索省份' }), 'h');
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('radio', { name: '河北' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('河北');
  },
};
export const KeyboardArrows: Story = {
  args: { defaultValue: '河北', searchable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '河北' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '河南' })).toBeChecked();
  },
};

function InDialog() {
  const [value, setValue] = useState<string>();
  return (
    <Dialog
      open
      dismissible={false}
      title="请选择您的高考省份"
      size="login"
      footer={
        <Button size="small" disabled={!value}>
          确定
        </Button>
      }
    >
      <ProvincePicker value={value} onValueChange={setValue} />
    </Dialog>
  );
}

/** The home page's province dialog: non-dismissible, confirm enabled once a province is chosen. */
export const InProvinceDialog: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div>{Story()}</div>],
  render: () => <InDialog />,
};
