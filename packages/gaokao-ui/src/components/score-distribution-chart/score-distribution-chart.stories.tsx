import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleDistribution } from '../chart-frame/fixtures';
import { ScoreDistributionChart } from './score-distribution-chart';

const meta = {
  title: 'Charts/ScoreDistributionChart',
  component: ScoreDistributionChart,
  args: { rows: sampleDistribution(), highlightScore: 560 },
} satisfies Meta<typeof ScoreDistributionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HighScoreBand: Story = { args: { rows: sampleDistribution(600, 700), highlightScore: 650 } };
export const Empty: Story = { args: { rows: [], highlightScore: undefined } };
export const LongChineseText: Story = {
  args: { title: '河北省 2025 年普通类物理科目组合一分一段表（含同分人数与累计人数）', rows: sampleDistribution(550, 700) },
};
export const KeyboardShowTable: Story = {
  args: { rows: sampleDistribution(680, 700) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const table = canvas.getByRole('table');
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(22);
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 360px)', gap: 16 }}>
      <ScoreDistributionChart width={360} height={220} title="面积（分数多）" rows={sampleDistribution(400, 700)} highlightScore={600} />
      <ScoreDistributionChart width={360} height={220} title="柱状（分数少）" rows={sampleDistribution(680, 700)} highlightScore={690} />
      <ScoreDistributionChart width={360} height={220} title="单个分数" rows={[{ score: 700, count: 3 }]} />
      <ScoreDistributionChart width={360} height={220} title="空" rows={[]} />
    </div>
  ),
};
