import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import DOMPurify from 'dompurify';
import { AppRoutes } from './router';
import { ROUTES } from '../config/routes';
import { appStore } from '../stores/app-store';
import { fakeServer, ok, type Seen } from '../../test/fake-server';
import { user } from '../../test/fixtures';
import { renderWithQuery } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

/** The shell's background calls, answered empty unless a test overrides them. */
function shellServer(extra: Record<string, (body: Record<string, string>) => unknown> = {}): Seen[] {
  return fakeServer({
    '/api/FriendUrl/index': () => ok({ total: 1, data: [{ title: '阳光高考', url: 'https://gaokao.chsi.com.cn/' }, { title: '坏链接', url: 'javascript:alert(1)' }] }),
    '/api/ContantUser/index': () => ok([]),
    '/api/Colleges/getProvince': () => ok(['北京', '河南']),
    '/api/Volunteer/isYouxiao': () => ok({ isT: false }),
    '/api/Admin.Config/groupFind': () => ok({ batch_arr: [] }),
    '/api/InfoMation/index': () => ok({ total: 0, data: [] }),
    '/api/VideoSeet/index': () => ok({ total: 0, data: [] }),
    ...extra,
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

describe('given the route table', () => {
  it('should list every route of both spec parts', () => {
    expect(ROUTES.map((r) => r.path)).toEqual([
      '/', '/Home', '/Appraisal', '/AppraisalMBTI', '/AppraisalmbtiResult', '/Hollander', '/HollanderResult', '/Volunteer',
      '/comprehensive', '/aboutus', '/School', '/SchoolDetail', '/Ranking', '/Major', '/majorSeat', '/MajorDetail',
      '/Seating', '/RecruitData', '/OmitData', '/Collectionplan', '/wenDetail', '/zixun',
    ]);
  });

  it('should build every page of the table: none is 建设中 any more, and the libraries are public', async () => {
    // Every route names a page module that exists (the router and the prerender load src/app/routes/<page>.tsx).
    for (const r of ROUTES) expect(existsSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'routes', `${r.page}.tsx`)), r.page).toBe(true);
    expect(ROUTES.filter((r) => ['/School', '/SchoolDetail', '/Major', '/MajorDetail'].includes(r.path)).every((r) => r.public)).toBe(true);
    shellServer({ '/api/Colleges/index': () => ok({ total: 0, data: [] }) });
    renderAt('/School?n=paihang');
    expect(await screen.findByRole('heading', { level: 1, name: '院校排行' })).toBeTruthy();
    expect(screen.queryByText('该页面正在建设中')).toBeNull();
    await waitFor(() => expect(document.title).toBe('院校库 - 高考志愿填报助手'));
  });

  it('should show a not-found page for an unknown path', async () => {
    shellServer();
    renderAt('/nope');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });

  it('should show all six navigation entries, 考研专区 going home', async () => {
    shellServer();
    renderAt('/Ranking');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['网站首页', '/'], ['测评中心', '/Appraisal'], ['志愿指南', '/Volunteer'], ['综合查询', '/comprehensive'], ['考研专区', '/'], ['关于我们', '/aboutus'],
    ]);
  });

  it('should render friend links and drop non-http ones', async () => {
    shellServer();
    renderAt('/Ranking');
    const link = await screen.findByRole('link', { name: '阳光高考' });
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: '坏链接' })).toBeNull();
    expect(screen.queryByRole('img', { name: '客服微信二维码' })).toBeNull();
  });

  it('should show the customer-service QR only when one is returned, asking for today\'s type', async () => {
    const seen = shellServer({ '/api/ContantUser/index': () => ok([{ ercode: '/uploads/qr.png', status: 1, type: 1 }]) });
    renderAt('/Ranking');
    expect((await screen.findByRole('img', { name: '客服微信二维码' })).getAttribute('src')).toBe('/uploads/qr.png');
    const body = seen.find((s) => s.path === '/api/ContantUser/index')?.body;
    expect(body).toMatchObject({ page: '1', limit: '2', status: '1' });
    expect(['1', '2']).toContain(body?.type);
  });

  it('should draw a real QR code when the server returns what the code holds rather than a picture of it', async () => {
    shellServer({ '/api/ContantUser/index': () => ok([{ ercode: 'https://example.com/kefu/42', status: 1, type: 1 }]) });
    renderAt('/Ranking');
    const qr = await screen.findByRole('img', { name: '客服微信二维码' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // A QR code of that text: its modules are drawn as a path, not a placeholder tile.
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(document.querySelector('.gk-footer img')).toBeNull();
    expect(screen.getByText('扫码联系客服')).toBeTruthy();
  });

  it('should keep ?code= as the share_pid cookie on any page', async () => {
    shellServer();
    renderAt('/zixun?code=AGENT9');
    await screen.findByRole('heading', { name: '高考资讯' });
    expect(document.cookie).toContain('share_pid=AGENT9');
  });

  it('should pass the about content through DOMPurify when rendering it (also at /Aboutus)', async () => {
    // happy-dom's DOM lets DOMPurify keep event handlers, so the stripping itself is asserted in Chromium (e2e);
    // here: the raw content never reaches the DOM without going through the sanitizer.
    const raw = '<p>公司简介</p><img src="x" onerror="window.__x=1">';
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockImplementation(() => '<p>公司简介</p>');
    shellServer({ '/api/AdbotDetail/getInfo': () => ok({ title: '关于我们', content: raw }) });
    renderAt('/Aboutus');
    const intro = await screen.findByText('公司简介');
    expect(sanitize).toHaveBeenCalledWith(raw);
    expect(intro.closest('.gk-rich')?.innerHTML).toBe('<p>公司简介</p>');
  });
});

describe('given the top bar', () => {
  it('should greet visitors with 登录 and 注册, opening the dialog in password and SMS mode', async () => {
    shellServer();
    const u = userEvent.setup();
    renderAt('/Ranking');
    await u.click(await screen.findByRole('button', { name: '注册' }));
    expect(appStore).toMatchObject({ isLogin: true, loginMode: 'code' });
    expect(await screen.findByRole('dialog', { name: '短信快捷登录' })).toBeTruthy();
  });

  it('should show 代理中心 for agents and 会员中心 for members', async () => {
    localStorage.setItem('token', 't');
    shellServer({ '/api/MemberUser/detail': () => ok(user({ role: 3, nickname: '代理甲' })) });
    renderAt('/Ranking');
    expect(await screen.findByRole('link', { name: '代理中心' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '会员中心' })).toBeNull();
    expect(screen.getByText(/代理甲/)).toBeTruthy();
  });

  it('should confirm logout (提示 / 确认退出登录吗?) and then clear the session', async () => {
    localStorage.setItem('token', 't');
    const seen = shellServer({
      '/api/MemberUser/detail': () => ok(user({ role: 1 })),
      '/api/MemberUser/logout': () => ok(),
    });
    const u = userEvent.setup();
    renderAt('/Ranking');
    expect(await screen.findByRole('link', { name: '会员中心' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '退出' }));
    const confirm = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(confirm).getByText('确认退出登录吗?')).toBeTruthy();
    await u.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(localStorage.getItem('token')).toBe('t');
    await u.click(screen.getByRole('button', { name: '退出' }));
    await u.click(within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(seen.some((s) => s.path === '/api/MemberUser/logout' && s.auth === 't')).toBe(true);
  });
});
