import type { Meta, StoryObj } from '@storybook/react-vite';
import { RiskTag, Tag, tagSizes, tagTones, tagVariants } from './tag';

const meta = {
  title: 'Data/Tag',
  component: Tag,
  args: { children: '985' },
  argTypes: {
    tone: { control: 'select', options: tagTones },
    variant: { control: 'inline-radio', options: tagVariants },
    size: { control: 'inline-radio', options: tagSizes },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Brand: Story = { args: { tone: 'brand', children: '双一流' } };
export const Outline: Story = { args: { variant: 'outline', tone: 'warning', children: '新增专业' } };
export const Small: Story = { args: { size: 'small', children: '211' } };
export const RiskBands: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <RiskTag band="冲" />
      <RiskTag band="稳" />
      <RiskTag band="保" />
    </div>
  ),
};
export const LongChineseText: Story = { args: { children: '内地与港澳台地区合作办学' } };
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {tagVariants.map((variant) =>
        tagSizes.map((size) => (
          <div key={`${variant}-${size}`} style={{ display: 'flex', gap: 8 }}>
            {tagTones.map((tone) => (
              <Tag key={tone} tone={tone} variant={variant} size={size}>
                {({ reach: '冲', match: '稳', safe: '保' } as Record<string, string>)[tone] ?? '双一流'}
              </Tag>
            ))}
          </div>
        )),
      )}
    </div>
  ),
};
