import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loading, Spinner, spinnerSizes } from './loading';

const meta = {
  title: 'Data/Loading',
  component: Loading,
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中…');
  },
};
export const CustomLabel: Story = { args: { label: '正在计算预估位次…' } };
export const Overlay: Story = {
  render: () => (
    <div style={{ position: 'relative', width: 360, height: 160, border: '1px solid #d3dae1' }}>
      <p style={{ margin: 12 }}>一分一段表</p>
      <Loading overlay />
    </div>
  ),
};
export const LongChineseText: Story = { args: { label: '正在导入志愿表（每批 100 条），请勿关闭页面或刷新浏览器' } };
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
      {spinnerSizes.map((size) => (
        <Loading key={size} size={size} />
      ))}
    </div>
  ),
};
