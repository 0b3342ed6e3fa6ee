import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { CollegeScreen } from 'gaokao-domain';
import { CollegeFilterDialog } from './college-filter-dialog';

const empty: CollegeScreen = { regions: [], types: [], natures: [], attributes: [], strengths: [] };
const narrowed: CollegeScreen = {
  regions: ['北京', '上海', '江苏', '浙江'],
  types: ['综合', '理工'],
  natures: ['其他'],
  attributes: ['公办'],
  strengths: ['有博士点'],
};

const meta = {
  title: 'Overlays/CollegeFilterDialog',
  component: CollegeFilterDialog,
  args: { open: true, defaultValue: empty, onSave: fn(), onCancel: fn(), onOpenChange: fn(), onChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CollegeFilterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved screen with empty groups: everything loads checked. */
export const Default: Story = {};

export const Narrowed: Story = { args: { defaultValue: narrowed } };

export const Saving: Story = { args: { defaultValue: narrowed, saving: true } };

export const SaveError: Story = { args: { defaultValue: narrowed, error: '未知错误，请联系系统管理员' } };

/** Space on 双一流 also checks 211 and 985. */
export const KeyboardNatureLinkage: Story = {
  args: { defaultValue: narrowed },
  play: async ({ args }) => {
    const levels = screen.getByRole('group', { name: '院校层次' });
    within(levels).getByRole('checkbox', { name: '双一流' }).focus();
    await userEvent.keyboard(' ');
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as CollegeScreen;
    await expect(last.natures).toEqual(['985', '211', '双一流', '其他']);
    await expect(within(levels).getByRole('checkbox', { name: '985' })).toHaveAttribute('data-state', 'checked');
  },
};

function ControlledDemo() {
  const [value, setValue] = useState<CollegeScreen>(narrowed);
  return <CollegeFilterDialog open onOpenChange={() => undefined} value={value} onChange={setValue} onSave={fn()} />;
}

export const Controlled: Story = { render: () => <ControlledDemo />, tags: ['no-screenshot'] };

export const Matrix: Story = {
  args: { defaultValue: { ...narrowed, natures: ['985', '211'] }, saving: true, error: '保存失败，请重试' },
};
