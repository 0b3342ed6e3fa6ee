import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { canLoadMoreVideos, VideoDialog, type VideoItem } from './video-dialog';

const videos = (n: number): VideoItem[] =>
  Array.from({ length: n }, (_, i) => ({ id: String(i + 1), title: `第${i + 1}讲`, src: `/v/${i + 1}.mp4` }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('canLoadMoreVideos', () => {
  it.each([
    { count: 20, expected: true },
    { count: 19, expected: false },
    { count: 0, expected: false },
    { count: 21, expected: false },
  ])('a last page of $count → $expected', ({ count, expected }) => {
    expect(canLoadMoreVideos(count)).toBe(expected);
  });
});

describe('given an open VideoDialog', () => {
  it('should play the first video and list the page', async () => {
    render(<VideoDialog open onOpenChange={() => {}} title="讲座" videos={videos(20)} lastPageCount={20} onLoadMore={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: '讲座' });
    expect(within(dialog).getByTestId('video-player').getAttribute('src')).toBe('/v/1.mp4');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(20);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('should switch the source when a playlist item is clicked', async () => {
    const onCurrentChange = vi.fn();
    render(
      <VideoDialog open onOpenChange={() => {}} title="讲座" videos={videos(3)} lastPageCount={3} onLoadMore={() => {}} onCurrentChange={onCurrentChange} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '第3讲' }));
    expect(screen.getByTestId('video-player').getAttribute('src')).toBe('/v/3.mp4');
    expect(screen.getByRole('button', { name: '第3讲' }).getAttribute('aria-current')).toBe('true');
    expect(onCurrentChange).toHaveBeenCalledWith('3');
  });

  it('should show 加载更多 only after a full page and call onLoadMore', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <VideoDialog open onOpenChange={() => {}} title="讲座" videos={videos(20)} lastPageCount={20} onLoadMore={onLoadMore} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<VideoDialog open onOpenChange={() => {}} title="讲座" videos={videos(27)} lastPageCount={7} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(screen.getByText('没有更多数据了')).toBeTruthy();
  });

  it('should pause the player when closed', async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause');
    const onOpenChange = vi.fn();
    render(<VideoDialog open onOpenChange={onOpenChange} title="讲座" videos={videos(2)} lastPageCount={2} onLoadMore={() => {}} />);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(pause).toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
