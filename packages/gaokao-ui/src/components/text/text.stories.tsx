import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text, textSizes, textTones, textWeights } from './text';

const meta = {
  title: 'Foundations/Text',
  component: Text,
  args: { children: '预估分数线由近三年一分一段表推算' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongChineseText: Story = {
  args: {
    as: 'p',
    children:
      '普通类本科批的志愿表最多可以填写 96 个院校专业组合。系统按照预估录取线从高到低排列，并以冲、稳、保三档提示录取风险；冲档表示预估线高于您的分数，稳档表示低于分数 0 到 15 分，保档表示低于分数 15 分以上。',
    style: { maxWidth: 520 },
  },
};
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 6 }}>
      {textTones.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 16, alignItems: 'baseline' }}>
          {textSizes.map((size) => (
            <Text key={size} tone={tone} size={size}>
              院校 {size}
            </Text>
          ))}
          {textWeights.map((weight) => (
            <Text key={weight} tone={tone} weight={weight}>
              专业 {weight}
            </Text>
          ))}
        </div>
      ))}
    </div>
  ),
};
