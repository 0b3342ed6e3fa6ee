import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleSeat } from '../chart-frame/fixtures';
import { RankChart } from './rank-chart';

/** Rank/score pairs from 690 down, best rank first: the axis ends at that first rank + 5000. */
const nearUser = sampleSeat(1)
  .filter((p) => p.score <= 690)
  .sort((a, b) => a.rank - b.rank)
  .slice(0, 60);

const meta = {
  title: 'Charts/RankChart',
  component: RankChart,
  args: { points: nearUser, highlight: nearUser[20] },
} satisfies Meta<typeof RankChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutHighlight: Story = { args: { highlight: undefined } };
export const Empty: Story = { args: { points: [], highlight: undefined } };
export const WithTable: Story = { args: { defaultShowTable: true } };
export const LongChineseText: Story = { args: { title: '近三年同位次考生对应分数（位次轴截至首个位次加 5000）' } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 340px)', gap: 16 }}>
      <RankChart width={340} height={220} title="有标记" points={nearUser} highlight={nearUser[10]} />
      <RankChart width={340} height={220} title="稀疏" points={nearUser.filter((_, i) => i % 10 === 0)} />
      <RankChart width={340} height={220} title="单点" points={nearUser.slice(0, 1)} />
      <RankChart width={340} height={220} title="空" points={[]} />
    </div>
  ),
};
