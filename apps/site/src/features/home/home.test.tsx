import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouterNavigation } from '../../app/router-navigation';
import HomePage from '../../app/routes/home';
import { newsDate, splitNews } from './components/news-block';
import { QUICK_LINKS } from './components/quick-links';
import { VideoDialog, PLAYLIST_PAGE } from './components/video-dialog';
import { fakeServer, ok, type Seen } from '../../../test/fake-server';
import { user } from '../../../test/fixtures';
import { renderWithQuery, signedIn } from '../../../test/render';
import type { QueryClient } from '@tanstack/react-query';

afterEach(() => vi.unstubAllGlobals());

const news = (n: number) => Array.from({ length: n }, (_, i) => ({ infomation_id: i + 1, title: `资讯${i + 1}`, time: '2026-06-01', imgurl: '', source: '' }));
const videos = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ videoseet_id: from + i, title: `视频${from + i}`, imgurl: '', video_url: `/v/${from + i}.mp4` }));

function homeServer(extra: Record<string, (body: Record<string, string>) => unknown> = {}): Seen[] {
  return fakeServer({
    '/api/Colleges/getProvince': () => ok(['北京', '河南', '香港']),
    '/api/Volunteer/isYouxiao': () => ok({ isT: false }),
    '/api/Admin.Config/groupFind': () => ok({ batch_arr: ['本科批'] }),
    '/api/Admin.Config/batchGetgroup': () => ok(['物理', '历史']),
    '/api/InfoMation/index': () => ok({ total: 12, data: news(12) }),
    '/api/VideoSeet/index': (body) => ok({ total: 6, data: videos(1, Number(body.limit)) }),
    ...extra,
  });
}

function renderHome(client?: QueryClient) {
  const router = createMemoryRouter([{ path: '/', element: <RouterNavigation><HomePage /></RouterNavigation> }], { initialEntries: ['/'] });
  renderWithQuery(<RouterProvider router={router} />, client);
}

describe('home page', () => {
  it('should ask for the gaokao province when there is no cookie, grouped by pinyin initial, and keep the choice', async () => {
    homeServer();
    const u = userEvent.setup();
    renderHome();
    const dialog = await screen.findByRole('dialog', { name: '请选择您的高考省份' });
    expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
    await u.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '请选择您的高考省份' })).toBeTruthy();
    await within(dialog).findByRole('radio', { name: '河南' });
    expect(within(dialog).getByText('H')).toBeTruthy();
    expect(within(dialog).getByText('X')).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请选择您的省份');
    await u.click(within(dialog).getByRole('radio', { name: '河南' }));
    await u.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '请选择您的高考省份' })).toBeNull());
    expect(document.cookie).toContain(`province=${encodeURIComponent('河南')}`);
  });

  it('should not ask again when the province cookie is set', async () => {
    document.cookie = `province=${encodeURIComponent('北京')}; path=/`;
    homeServer();
    renderHome();
    expect(await screen.findByText('北京')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should fetch 12 recommended news: 5 headlines, the sixth featured, the rest aside, all in new tabs', async () => {
    document.cookie = 'province=x; path=/';
    const seen = homeServer();
    renderHome();
    await screen.findByText('资讯1');
    expect(seen.find((s) => s.path === '/api/InfoMation/index')?.body).toEqual({ page: '1', limit: '12', isTuijian: '1', status: '1' });
    const parts = splitNews(news(12));
    expect(parts.headlines.map((n) => n.infomation_id)).toEqual([1, 2, 3, 4, 5]);
    expect(parts.featured?.infomation_id).toBe(6);
    expect(parts.side.map((n) => n.infomation_id)).toEqual([7, 8, 9, 10, 11, 12]);
    const link = screen.getByRole('link', { name: '资讯3' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['/wenDetail?n=3', '_blank', 'noopener']);
    expect(screen.getByRole('link', { name: '更多' }).getAttribute('href')).toBe('/zixun');
  });

  it('should show the quick links of the spec, each in a new tab', async () => {
    document.cookie = 'province=x; path=/';
    homeServer();
    renderHome();
    const region = await screen.findByRole('region', { name: '快捷查询' });
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(QUICK_LINKS.map((l) => l.to));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/School', '/Major', '/comprehensive?n=12', '/comprehensive?n=16', '/comprehensive?n=13', '/comprehensive?n=11',
      '/comprehensive?n=14', '/School?n=zhaosheng', '/School?n=paihang', '/School?n=zhongwai', '/School?n=tuimian', '/Volunteer?n=3',
    ]);
    for (const a of links) expect([a.getAttribute('target'), a.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
  });

  it('should show six videos and the upgrade hint for a free member with the saved profile', async () => {
    document.cookie = 'province=x; path=/';
    const seen = homeServer();
    renderHome(signedIn(user({ role: 1, zhiyuan: { province: '河南', score: 588, batch: '本科批', group_d: '物理', subject: '物理,化学,生物' } })));
    expect(await screen.findByText('视频6')).toBeTruthy();
    expect(seen.find((s) => s.path === '/api/VideoSeet/index')?.body).toMatchObject({ page: '1', limit: '6', status: '1' });
    expect(screen.getByText(/升级VIP即可享受全部服务/)).toBeTruthy();
    const profile = screen.getByRole('region', { name: '我的志愿档案' });
    expect(within(profile).getByText('588')).toBeTruthy();
    expect(within(profile).getByText('物理,化学,生物')).toBeTruthy();
  });

  it('should pre-fill the form with the saved profile, its province over the visitor cookie', async () => {
    document.cookie = `province=${encodeURIComponent('北京')}; path=/`;
    homeServer({ '/api/Volunteer/isYouxiao': () => ok({ isT: true }) });
    renderHome(signedIn(user({ role: 1, zhiyuan: { province: '河南', score: 588, batch: '本科批', group_d: '物理', subject: '物理,化学,生物' } })));
    const form = await screen.findByRole('region', { name: '模拟填报' });
    await waitFor(() => expect((within(form).getByLabelText('预估分数') as HTMLInputElement).value).toBe('588'));
    expect(within(form).getByText('河南')).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: '化学' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: '生物' })).toHaveProperty('checked', true);
    expect(screen.queryByTestId('province-dialog')).toBeNull();
  });

  it('should name the province’s latest published 批次线 and its year under the group, in room kept from the first render', async () => {
    document.cookie = `province=${encodeURIComponent('广东')}; path=/`;
    const line = (year: number, dataset: string, u: number, z: number) => ({ province: '广东', year, group_d: '物理类', strong_basi: null, undergraduate_line: u, specialist_line: z, dataset, source_id: dataset === 'real' ? `control-${year}` : null });
    const seen = homeServer({ '/api/OmitData/line': () => ok([line(2027, 'demo', 470, 180), line(2026, 'real', 425, 150), line(2025, 'real', 436, 200)]) });
    renderHome();
    // Before any answer: the hint's place is there, empty (the prerendered page keeps its room; site.css sizes it).
    const hint = screen.getByTestId('batch-line-hint');
    expect(hint.textContent).toBe('');
    expect(hint.className).toContain('gk-fill__lines');
    const css = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../styles/site.css'), 'utf8');
    expect(css).toMatch(/\.gk-fill__lines \{ min-height: 3em;/);
    await waitFor(() => expect(screen.getByTestId('batch-line-hint').textContent).toBe('真实数据：2026年广东物理类批次线 本科425分、专科150分'));
    expect(screen.getByTestId('batch-line-hint').dataset.dataset).toBe('real');
    expect(seen.find((x) => x.path === '/api/OmitData/line')?.body).toMatchObject({ province: '广东', group_d: '物理' });
  });

  it('should label a generated 批次线 演示数据 where the province published none', async () => {
    document.cookie = `province=${encodeURIComponent('西藏')}; path=/`;
    homeServer({ '/api/OmitData/line': () => ok([{ province: '西藏', year: 2026, group_d: '物理类', strong_basi: null, undergraduate_line: 400, specialist_line: null, dataset: 'demo', source_id: null }]) });
    renderHome();
    await waitFor(() => expect(screen.getByTestId('batch-line-hint').textContent).toBe('演示数据：2026年西藏物理类批次线 本科400分'));
  });

  it('should not show the upgrade hint to VIP members', async () => {
    document.cookie = 'province=x; path=/';
    homeServer();
    renderHome(signedIn(user({ role: 2 })));
    await screen.findByText('视频1');
    expect(screen.queryByText(/升级VIP即可享受全部服务/)).toBeNull();
  });

  it('should show the 演示数据 badge only when the server says the data is demo data', async () => {
    document.cookie = 'province=x; path=/';
    const seen = homeServer({ '/api/Admin.Config/dictionary': () => ok({ batch_arr: [], dataset: 'demo' }) });
    renderHome();
    expect(await screen.findByText(/演示数据/)).toBeTruthy();
    expect(seen.some((s) => s.path === '/api/Admin.Config/dictionary')).toBe(true);
  });

  it('should hold the 演示数据 notice as pending in its first render, which site.css shows only on a page marked demo', async () => {
    document.cookie = 'province=x; path=/';
    homeServer({ '/api/Admin.Config/dictionary': () => ok({ batch_arr: [], dataset: 'demo' }) });
    renderHome();
    // Synchronously after the first render, before any answer can have arrived: there, pending.
    expect(screen.getByText(/演示数据/).hasAttribute('data-pending')).toBe(true);
    const css = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../styles/site.css'), 'utf8');
    expect(css).toContain('.gk-demo-badge[data-pending] { display: none; }');
    expect(css).toContain("html[data-dataset='demo'] .gk-demo-badge[data-pending] { display: block; }");
    // The answer decides: no longer pending.
    await waitFor(() => expect(screen.getByText(/演示数据/).hasAttribute('data-pending')).toBe(false));
  });

  it('should say in the 演示数据 notice of a demo set that holds real parts that 数据来源 lists them (a real 广东 plan beside it)', async () => {
    document.cookie = 'province=x; path=/';
    const real_scopes = [
      { province: '广东', batch: '本科批', group_d: '物理类' },
      { province: '广东', batch: '本科批', group_d: '历史类' },
    ];
    homeServer({ '/api/Admin.Config/dictionary': () => ok({ batch_arr: [], dataset: 'demo', real_scopes }) });
    renderHome();
    await waitFor(() =>
      expect(screen.getByText(/演示数据/).textContent).toBe(
        '演示数据：数据来源所列以外的院校、分数与位次为演示数据，不可用于实际填报。',
      ),
    );
  });

  it('should not show the 演示数据 badge for real data', async () => {
    document.cookie = 'province=x; path=/';
    homeServer({ '/api/Admin.Config/dictionary': () => ok({ batch_arr: [], dataset: 'real' }) });
    renderHome();
    await screen.findByText('视频1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/演示数据/)).toBeNull();
  });
});

describe('news dates', () => {
  const cases = [
    { name: 'ISO instant, shown in China time', time: '2026-06-07T20:00:00.000Z', shown: '2026-06-08' },
    { name: 'plain date', time: '2026-06-01', shown: '2026-06-01' },
    { name: 'date and time text', time: '2026-06-01 23:30:00', shown: '2026-06-01' },
    { name: 'instant with offset', time: '2026-06-01T23:30:00+08:00', shown: '2026-06-01' },
  ];
  for (const c of cases) it(`should show ${c.name} as ${c.shown}`, () => expect(newsDate(c.time)).toBe(c.shown));
});

describe('video dialog', () => {
  it('should load the playlist 20 at a time, offer more only after a full page, switch source and pause on close', async () => {
    const seen = fakeServer({
      '/api/VideoSeet/index': (body) => ok({ total: 25, data: body.page === '1' ? videos(1, PLAYLIST_PAGE) : videos(21, 5) }),
      '/api/VideoSeet/detail': (body) => ok({ videoseet_id: Number(body.videoseet_id), title: 'x', imgurl: '', video_url: `/v/${body.videoseet_id}.mp4` }),
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const onClose = vi.fn();
    const u = userEvent.setup();
    renderWithQuery(<VideoDialog start={{ videoseet_id: 1, title: '视频1', video_url: '/v/1.mp4' }} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: '视频1' });
    await within(dialog).findByRole('button', { name: '视频20' });
    expect(seen.find((s) => s.path === '/api/VideoSeet/index')?.body).toMatchObject({ page: '1', limit: '20', status: '1' });
    await u.click(within(dialog).getByRole('button', { name: '加载更多' }));
    await within(dialog).findByRole('button', { name: '视频25' });
    expect(within(dialog).queryByRole('button', { name: '加载更多' })).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: '视频22' }));
    await waitFor(() => expect(dialog.querySelector('video')?.getAttribute('src')).toBe('/v/22.mp4'));
    await act(async () => {
      await u.keyboard('{Escape}');
    });
    expect(pause).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
