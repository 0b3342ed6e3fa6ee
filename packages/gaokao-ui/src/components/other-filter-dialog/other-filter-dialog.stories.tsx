import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { defaultOtherScreen, type OtherScreen } from 'gaokao-domain';
import { OtherFilterDialog } from './other-filter-dialog';

const filled: OtherScreen = {
  ...defaultOtherScreen(),
  schooling_length: 4,
  tuition_fee_min: '3000',
  tuition_fee_max: '12000',
  tuition_fee_no: false,
  specialty_title: ['中外合作', '自定义'],
  specialty_title_other: '卓越,强基',
  specialty_title_no: ['预科'],
  planned_number_min: '2',
  min_score: '540',
  max_score: '600',
  isShifan: 2,
  isNewMajor: 1,
  zhengji: 0,
  hasZhiJiao: false,
};

const meta = {
  title: 'Overlays/OtherFilterDialog',
  component: OtherFilterDialog,
  args: { open: true, defaultValue: defaultOtherScreen(), onSave: fn(), onCancel: fn(), onOpenChange: fn(), onChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OtherFilterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: filled } };

export const Saving: Story = { args: { defaultValue: filled, saving: true } };

export const SaveError: Story = { args: { defaultValue: filled, error: '未知错误，请联系系统管理员' } };

export const LongCustomKeywords: Story = {
  args: {
    defaultValue: {
      ...filled,
      specialty_title_other: '卓越工程师，拔尖创新人才培养计划，中外合作办学（学费较高），强基计划，少年班，国家专项计划，地方专项计划',
    },
  },
};

/** A reversed score range is refused with 最小值不能大于最大值 and nothing is saved. */
export const RangeValidation: Story = {
  args: { defaultValue: { ...defaultOtherScreen(), min_score: '620', max_score: '580', tuition_fee_min: '三千' } },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(screen.getByText('最小值不能大于最大值')).toBeVisible();
    await expect(screen.getByText('请输入数字')).toBeVisible();
  },
};

/** Keyboard only: Space ticks 自定义, typing fills the custom keywords, Enter on 保存 saves them normalised. */
export const KeyboardCustomKeywords: Story = {
  play: async ({ args }) => {
    const include = screen.getByRole('group', { name: '包含关键词' });
    within(include).getByRole('checkbox', { name: '自定义' }).focus();
    await userEvent.keyboard(' ');
    const input = await screen.findByRole('textbox', { name: '包含关键词（自定义）' });
    input.focus();
    await userEvent.keyboard('专项，预科');
    screen.getByRole('button', { name: '保存' }).focus();
    await userEvent.keyboard('{Enter}');
    const saved = (args.onSave as ReturnType<typeof fn>).mock.lastCall?.[0] as OtherScreen;
    await expect(saved.specialty_title_other).toBe('专项,预科');
  },
};

export const Matrix: Story = {
  args: { defaultValue: { ...filled, min_score: '620', max_score: '580' }, saving: false, error: '保存失败，请重试' },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
  },
};
