import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleSeat } from '../chart-frame/fixtures';
import { ScoreChart } from './score-chart';

const meta = {
  title: 'Charts/ScoreChart',
  component: ScoreChart,
  args: { points: sampleSeat(), highlight: { score: 550, rank: sampleSeat().find((p) => p.score === 550)?.rank ?? 0 } },
} satisfies Meta<typeof ScoreChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /分数与位次/ });
    await expect(img).toHaveTextContent('150');
    await expect(img).toHaveTextContent('700');
  },
};
export const WithoutHighlight: Story = { args: { highlight: undefined } };
export const Empty: Story = { args: { points: [], highlight: undefined } };
export const WithTable: Story = { args: { defaultShowTable: true } };
export const LongChineseText: Story = { args: { title: '河北省 2025 年物理类考生分数与全省位次对照（含本人预估位置）' } };
export const Narrow: Story = { args: { width: 340, height: 240 } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 340px)', gap: 16 }}>
      <ScoreChart width={340} height={220} title="有标记" points={sampleSeat()} highlight={{ score: 600, rank: 20000 }} />
      <ScoreChart width={340} height={220} title="无标记" points={sampleSeat(50)} />
      <ScoreChart width={340} height={220} title="超出坐标轴的点被忽略" points={[{ score: 100, rank: 900000 }, ...sampleSeat(50)]} />
      <ScoreChart width={340} height={220} title="空" points={[]} />
    </div>
  ),
};
