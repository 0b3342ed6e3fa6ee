import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { YearTrendChart } from './year-trend-chart';

const meta = {
  title: 'Charts/YearTrendChart',
  component: YearTrendChart,
  args: {
    title: '历年录取最低分',
    valueLabel: '最低分',
    series: [
      { name: '物理类', points: [{ year: 2022, value: 630 }, { year: 2023, value: 652 }, { year: 2024, value: 640 }] },
      { name: '历史类', points: [{ year: 2022, value: 601 }, { year: 2023, value: 610 }, { year: 2024, value: 615 }] },
    ],
  },
} satisfies Meta<typeof YearTrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /历年录取最低分/ });
    await expect(img).toHaveTextContent('2022');
  },
};
export const OneSeries: Story = { args: { series: [{ name: '物理类', points: [{ year: 2023, value: 560 }, { year: 2024, value: 571 }] }] } };
export const Empty: Story = { args: { series: [] } };
export const WithTable: Story = { args: { defaultShowTable: true } };
export const Narrow: Story = { args: { width: 340, height: 240 } };
