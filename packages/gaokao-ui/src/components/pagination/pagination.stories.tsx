import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, queryPageSizes } from './pagination';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 20, total: 1234, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MiddlePage: Story = { args: { page: 30 } };
export const LastPage: Story = { args: { page: 62 } };
export const WithPageSizes: Story = { args: { pageSizes: queryPageSizes, page: 3 } };
export const PrevNextOnly: Story = { args: { total: undefined, hasNext: true, page: 2 } };
export const Empty: Story = { args: { total: 0 } };
export const Disabled: Story = { args: { disabled: true, page: 4 } };

function Controlled() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  return (
    <Pagination page={page} pageSize={pageSize} total={1234} pageSizes={queryPageSizes} onPageChange={setPage} onPageSizeChange={(s) => { setPageSize(s); setPage(1); }} />
  );
}

export const Keyboard: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    canvas.getByRole('button', { name: '下一页' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页' }), '120');
    await expect(canvas.getByRole('button', { name: '第 11 页' })).toBeInTheDocument();
  },
};
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[1, 2, 5, 30, 61, 62].map((page) => (
        <Pagination key={page} page={page} pageSize={20} total={1234} onPageChange={() => {}} label={`分页（第 ${page} 页）`} />
      ))}
      <Pagination page={1} pageSize={100} total={40} pageSizes={[20, 100, 200]} onPageChange={() => {}} label="专业开设院校分页" />
      <Pagination page={2} pageSize={20} hasNext={false} onPageChange={() => {}} label="推荐列表分页" />
    </div>
  ),
};
