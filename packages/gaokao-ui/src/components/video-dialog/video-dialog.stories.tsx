import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { VIDEO_PAGE_SIZE, VideoDialog, type VideoItem } from './video-dialog';

const makeVideos = (from: number, count: number): VideoItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: String(from + i),
    title: `志愿填报讲座 第${from + i}讲：${['如何看一分一段表', '冲稳保怎么分', '专业选择与就业', '新高考选科'][(from + i) % 4]}`,
    // No poster and preload="none": the player box is the same in every screenshot.
    src: `/videos/lecture-${from + i}.mp4`,
  }));

const meta = {
  title: 'Media/VideoDialog',
  component: VideoDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    onLoadMore: fn(),
    onCurrentChange: fn(),
    title: '志愿填报讲座',
    videos: makeVideos(1, VIDEO_PAGE_SIZE),
    lastPageCount: VIDEO_PAGE_SIZE,
  },
} satisfies Meta<typeof VideoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LastPageNotFull: Story = { args: { videos: makeVideos(1, 7), lastPageCount: 7 } };
export const LoadingMore: Story = { args: { loadingMore: true } };
export const Empty: Story = { args: { videos: [], lastPageCount: 0 } };
export const LongChineseText: Story = {
  args: {
    title: '2026 年高考志愿填报系列公开课（含各省新高考选科组合与院校专业组填报规则详解）',
    videos: makeVideos(1, 3).map((v) => ({ ...v, title: `${v.title}——附历年录取数据分析与常见误区答疑（完整版）` })),
    lastPageCount: 3,
  },
};
export const Mobile375: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };

function Paged() {
  const [videos, setVideos] = useState(makeVideos(1, VIDEO_PAGE_SIZE));
  const [last, setLast] = useState(VIDEO_PAGE_SIZE);
  return (
    <VideoDialog
      open
      onOpenChange={() => {}}
      title="志愿填报讲座"
      videos={videos}
      lastPageCount={last}
      onLoadMore={() => {
        const next = makeVideos(videos.length + 1, 5);
        setVideos([...videos, ...next]);
        setLast(next.length);
      }}
    />
  );
}

/** Choosing an item switches the source; a short last page removes the load-more link. */
export const KeyboardSwitchAndLoadMore: Story = {
  tags: ['no-screenshot'],
  render: () => <Paged />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '志愿填报讲座' });
    const nav = within(dialog).getByRole('navigation', { name: '视频列表' });
    const second = within(nav).getAllByRole('button')[1] as HTMLElement;
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(within(dialog).getByTestId('video-player').getAttribute('src')).toBe('/videos/lecture-2.mp4');
    await userEvent.click(within(dialog).getByRole('button', { name: '加载更多' }));
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(25);
    await expect(within(dialog).queryByRole('button', { name: '加载更多' })).toBeNull();
    await expect(within(dialog).getByText('没有更多数据了')).toBeInTheDocument();
  },
};
