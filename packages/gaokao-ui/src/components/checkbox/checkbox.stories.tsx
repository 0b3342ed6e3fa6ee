import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { subjectDisabled } from 'gaokao-domain';
import { Checkbox, CheckboxGroup } from './checkbox';

const electives = [
  { value: '生物', label: '生物' },
  { value: '化学', label: '化学' },
  { value: '政治', label: '政治' },
  { value: '地理', label: '地理' },
];

const meta = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  args: { label: '包含学费待定的专业' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: '全选' } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };
export const LongChineseText: Story = {
  args: { label: '仅显示国家特色专业、双一流学科及教育部第四轮学科评估结果为A类的专业' },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '包含学费待定的专业' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toHaveAttribute('data-state', 'checked');
  },
};

function ElectivesDemo({ max }: { max: number }) {
  const [value, setValue] = useState<string[]>(['生物']);
  return <CheckboxGroup label="选考科目（最多选两门）" options={electives} value={value} onValueChange={setValue} max={max} />;
}

/** The home form's electives: at most 2; once two are chosen the other two are disabled. */
export const GroupWithMax: Story = {
  render: () => <ElectivesDemo max={2} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '化学' }));
    await expect(canvas.getByRole('checkbox', { name: '政治' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: '地理' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '生物' }));
    await expect(canvas.getByRole('checkbox', { name: '政治' })).toBeEnabled();
  },
};

const editSubjects = ['物理', '历史', '生物', '化学', '政治', '地理'].map((v) => ({ value: v, label: v }));

/** The edit dialog: at most 3, and 物理/历史 exclude each other (the domain's `subjectDisabled`). */
export const EditDialogSubjects: Story = {
  render: () => (
    <CheckboxGroup
      label="物理科目组合"
      options={editSubjects}
      defaultValue={['物理', '化学']}
      max={3}
      isOptionDisabled={(value, selected) => subjectDisabled(selected, value)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '历史' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '生物' }));
    await expect(canvas.getByRole('checkbox', { name: '地理' })).toBeDisabled();
  },
};

export const GroupWithError: Story = {
  render: () => (
    <CheckboxGroup label="选考科目" options={electives} defaultValue={['化学']} error="请选择三项科目" hint="物理、历史之外再选两门" />
  ),
};

export const GroupVertical: Story = {
  render: () => <CheckboxGroup label="办学性质" orientation="vertical" options={electives} defaultValue={['政治']} />,
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox label="未选" />
      <Checkbox label="已选" defaultChecked />
      <Checkbox label="部分选中" checked="indeterminate" />
      <Checkbox label="禁用" disabled />
      <Checkbox label="禁用且已选" disabled defaultChecked />
      <CheckboxGroup label="选考科目（最多两门）" options={electives} defaultValue={['生物', '化学']} max={2} />
      <CheckboxGroup label="选考科目" options={electives} error="请选择三项科目" />
    </div>
  ),
};
