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
