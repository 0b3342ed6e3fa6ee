import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState, EndOfList } from './empty-state';

const meta = {
  title: 'Data/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    title: '您当前没有志愿单，请返回首页创建',
    action: (
      <Button size="small" variant="outline">
        返回首页
      </Button>
    ),
  },
};
export const WithDescription: Story = { args: { description: '试试放宽分数区间或减少筛选条件' } };
export const LongChineseText: Story = {
  args: {
    title: '没有符合条件的院校专业',
    description: '当前筛选条件：专业包含“临床医学”“口腔医学”，院校所在地为北京、上海、广东，学费不超过 6000 元，且仅显示公办本科院校。',
  },
};
export const EndOfListLine: Story = { render: () => <div style={{ width: 480 }}><EndOfList /></div> };
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, width: 480 }}>
      <EmptyState />
      <EmptyState title="暂无数据" description="请先选择省份" />
      <EndOfList />
    </div>
  ),
};
