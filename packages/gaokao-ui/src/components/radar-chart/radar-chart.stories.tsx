import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hollandData, RadarChart } from './radar-chart';

const meta = {
  title: 'Charts/RadarChart',
  component: RadarChart,
  args: { data: hollandData([18, 12, 9, 21, 6, 14]) },
} satisfies Meta<typeof RadarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllMax: Story = { args: { data: hollandData([25, 25, 25, 25, 25, 25]) } };
export const Empty: Story = { args: { data: hollandData([]) } };
export const WithTable: Story = { args: { defaultShowTable: true } };
export const LongChineseText: Story = {
  args: {
    title: '霍兰德职业兴趣测评结果（2026 年 6 月 20 日 测评，类型代码 SIC）',
    data: hollandData([18, 12, 9, 21, 6, 14]).map((d) => ({ ...d, label: `${d.label}（${d.key}）` })),
    size: 380,
  },
};
export const KeyboardToggleTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /霍兰德职业兴趣雷达图/ })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '隐藏数据' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <RadarChart size={240} title="常见" data={hollandData([18, 12, 9, 21, 6, 14])} />
      <RadarChart size={240} title="满分" data={hollandData([25, 25, 25, 25, 25, 25])} />
      <RadarChart size={240} title="零分" data={hollandData([0, 0, 0, 0, 0, 0])} />
    </div>
  ),
};
