import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import DOMPurify from 'dompurify';
import { MSG } from 'gaokao-domain';
import { fakeServer, ok, type Seen } from '../../../test/fake-server';
import { renderWithQuery } from '../../../test/render';
import { feedback } from '../../stores/feedback-store';
import { Article, articleIdOf } from './components/article';
import { NewsList } from './components/news-list';

afterEach(() => vi.unstubAllGlobals());

const items = (n: number, prefix = '资讯') =>
  Array.from({ length: n }, (_, i) => ({ infomation_id: i + 1, title: `${prefix}${i + 1}`, time: '2026-06-16T08:00:00.000Z', imgurl: i % 2 ? '' : '/img/a.png', source: '' }));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/zixun', element: <NewsList /> },
      { path: '/wenDetail', element: <Article /> },
      { path: '/', element: <p>首页</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

describe('news list', () => {
  it('should ask for 100 published items a page, show cards with picture, title and date, and search by title from page 1', async () => {
    const seen: Seen[] = fakeServer({
      '/api/InfoMation/index': (b) => {
        const all = items(b.title ? 3 : 230, b.title || '资讯');
        return ok({ total: all.length, data: all.slice((Number(b.page) - 1) * 100, Number(b.page) * 100) });
      },
    });
    const u = userEvent.setup();
    const router = renderAt('/zixun');
    const card = await screen.findByRole('link', { name: '资讯1' });
    expect(seen[0]?.body).toEqual({ page: '1', limit: '100', title: '', status: '1' });
    expect([card.getAttribute('href'), card.getAttribute('target')]).toEqual(['/wenDetail?n=1', '_blank']);
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/img/a.png');
    expect(within(card.parentElement as HTMLElement).getByText('2026-06-16')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '资讯列表' })).getAllByRole('listitem')).toHaveLength(100);

    await u.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByRole('link', { name: '资讯230' })).toBeTruthy();

    await u.type(screen.getByLabelText('标题'), '志愿');
    await u.click(screen.getByRole('button', { name: '搜索' }));
    expect(router.state.location.search).toBe(`?title=${encodeURIComponent('志愿')}`);
    expect(await screen.findByRole('link', { name: '志愿3' })).toBeTruthy();
    expect(seen.at(-1)?.body).toEqual({ page: '1', limit: '100', title: '志愿', status: '1' });

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe(''));
  });

  it('should say 最多输入100个字 for a title of 500 characters and send nothing (no 暂无资讯 for a search never made)', async () => {
    const seen: Seen[] = fakeServer({ '/api/InfoMation/index': () => ok({ total: 1, data: [{ infomation_id: 1, title: '填报指南', time: '2026-06-01', imgurl: '', source: '' }] }) });
    const u = userEvent.setup();
    renderAt('/zixun');
    await screen.findByText('填报指南');
    const before = seen.length;
    await u.click(screen.getByLabelText('标题'));
    await u.paste('志'.repeat(500));
    await u.keyboard('{Enter}');
    expect(screen.getByText('最多输入100个字')).toBeTruthy();
    expect(seen).toHaveLength(before);
    expect(screen.queryByText(MSG.noNews)).toBeNull();
  });

  it('should say 暂无资讯 when nothing matches', async () => {
    fakeServer({ '/api/InfoMation/index': () => ok({ total: 0, data: [] }) });
    renderAt('/zixun?title=x');
    expect(await screen.findByText(MSG.noNews)).toBeTruthy();
  });
});

describe('article', () => {
  it('should show title, publish date, source and the content through DOMPurify', async () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    const seen = fakeServer({
      '/api/InfoMation/detail': (b) => ok({ infomation_id: Number(b.infomation_id), title: '志愿填报指南', time: '2026-06-16T08:00:00.000Z', source: '省教育考试院', content: '<p>正文</p>', imgurl: '' }),
    });
    renderAt('/wenDetail?n=7');
    expect(await screen.findByRole('heading', { level: 1, name: '志愿填报指南' })).toBeTruthy();
    expect(seen[0]?.body).toEqual({ infomation_id: '7' });
    expect(screen.getByText('2026-06-16')).toBeTruthy();
    expect(screen.getByText('来源：省教育考试院')).toBeTruthy();
    expect(screen.getByText('正文')).toBeTruthy();
    expect(sanitize).toHaveBeenCalledWith('<p>正文</p>', expect.anything());
  });

  it('should say 该文章不存在 and go home for a missing article, and for a missing or bad id without asking', async () => {
    const seen = fakeServer({ '/api/InfoMation/detail': () => ok(null, { status: 404, msg: '该文章不存在' }) });
    const router = renderAt('/wenDetail?n=999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(feedback.toasts.map((t) => t.message)).toContain(MSG.articleNotFound);
    expect(feedback.messageBox).toBeNull();
    expect(seen).toHaveLength(1);

    const again = renderAt('/wenDetail?n=abc');
    await waitFor(() => expect(again.state.location.pathname).toBe('/'));
    expect(seen).toHaveLength(1);
    expect([articleIdOf(null), articleIdOf('0'), articleIdOf('1.5'), articleIdOf('12')]).toEqual([undefined, undefined, undefined, 12]);
  });
});
