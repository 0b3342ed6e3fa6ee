import { afterEach, describe, expect, it, vi } from 'vitest';
import { request, REQUEST_TIMEOUT_MS, setNetworkFeedback, TransportError } from './http';
import { wireNetworkFeedback } from '../app/network-feedback';
import { call, callFile, routes } from './api';
import { getOpsToken, OPS_TOKEN_KEY, setOpsToken } from './ops-token';
import { appStore } from '../stores/app-store';
import { TOAST_MS } from 'gaokao-domain';
import { feedback } from '../stores/feedback-store';
import { fakeServer, ok } from '../../test/fake-server';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('given a successful reply', () => {
  it('should resolve to the whole body', async () => {
    fakeServer({ '/api/x': () => ok({ a: 1 }) });
    await expect(request('POST', '/api/x')).resolves.toEqual({ status: 200, msg: '成功', data: { a: 1 } });
  });

  it('should send POST bodies form-encoded, arrays as JSON text, to the page origin', async () => {
    const seen = fakeServer({ '/api/x': () => ok() });
    await request('POST', '/api/x', { score: 600, subject: ['物理', '化学'], skip: undefined });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/x', body: { score: '600', subject: '["物理","化学"]' } });
    expect(seen[0]?.body).not.toHaveProperty('skip');
    const fetchMock = vi.mocked(fetch);
    const sent = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(sent.url).origin).toBe(window.location.origin);
    expect(sent.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
  });

  it('should send GET parameters in the query', async () => {
    const seen = fakeServer({ '/api/g': () => ok() });
    await request('GET', '/api/g', { page: 1, province: '河南' });
    expect(seen[0]).toMatchObject({ method: 'GET', body: { page: '1', province: '河南' } });
  });

  it('should carry the stored token in Authorization, and none without one', async () => {
    const seen = fakeServer({ '/api/x': () => ok() });
    await request('POST', '/api/x');
    localStorage.setItem('token', 'tok-123');
    await request('POST', '/api/x');
    expect(seen.map((s) => s.auth)).toEqual([null, 'tok-123']);
  });

  it('should treat a non-200 reply with a key or a code field as success (spec network rule)', async () => {
    fakeServer({ '/api/k': () => ({ status: 0, msg: '发送成功', key: 'abc' }), '/api/c': () => ({ status: 1, code: 7 }) });
    await expect(request('POST', '/api/k')).resolves.toMatchObject({ key: 'abc' });
    await expect(request('POST', '/api/c')).resolves.toMatchObject({ code: 7 });
    expect(feedback.messageBox).toBeNull();
  });
});

describe('given a failure the server answered', () => {
  const cases = [
    { name: 'status 101', reply: { status: 101, msg: '请先登录' }, login: true, vip: false, box: null },
    { name: 'msg token不能为空', reply: { status: 400, msg: 'token不能为空' }, login: true, vip: false, box: null },
    { name: 'msg 102', reply: { status: 400, msg: '102' }, login: true, vip: false, box: null },
    { name: 'status 5', reply: { status: 5, msg: '该功能为VIP专享，是否开通VIP使用？' }, login: false, vip: true, box: null },
    { name: 'status 400 with msg', reply: { status: 400, msg: '验证码错误或已失效' }, login: false, vip: false, box: '验证码错误或已失效' },
    { name: 'status 400 without msg', reply: { status: 400 }, login: false, vip: false, box: '未知错误，请联系系统管理员' },
  ] as const;

  for (const c of cases) {
    it(`should reject with the body and react to ${c.name}`, async () => {
      fakeServer({ '/api/f': () => c.reply });
      await expect(request('POST', '/api/f')).rejects.toEqual(c.reply);
      expect(appStore.isLogin).toBe(c.login);
      expect(feedback.vipConfirm).toBe(c.vip);
      expect(feedback.messageBox).toEqual(c.box ? { title: '系统提示', message: c.box } : null);
      expect(feedback.toasts).toHaveLength(0);
    });
  }

  it('should show the envelope of an HTTP 500 in 系统提示', async () => {
    fakeServer({
      '/api/boom': () =>
        new Response(JSON.stringify({ status: 500, msg: '服务器内部错误' }), { status: 500, headers: { 'content-type': 'application/json' } }),
    });
    await expect(request('POST', '/api/boom')).rejects.toEqual({ status: 500, msg: '服务器内部错误' });
    expect(feedback.messageBox?.message).toBe('服务器内部错误');
  });

  it('should stay quiet when the caller asks, still rejecting with the body', async () => {
    fakeServer({ '/api/f': () => ({ status: 101, msg: '请先登录' }) });
    await expect(request('POST', '/api/f', {}, { quiet: true })).rejects.toEqual({ status: 101, msg: '请先登录' });
    expect(appStore.isLogin).toBe(false);
  });
});

describe('given a transport error', () => {
  it('should show a closable red toast for 2000 ms, then reject', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(request('POST', '/api/x')).rejects.toBeInstanceOf(TransportError);
    expect(feedback.toasts).toEqual([{ id: expect.any(Number), tone: 'error', message: '网络异常，请稍后重试' }]);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(feedback.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(feedback.toasts).toHaveLength(0);
    expect(feedback.messageBox).toBeNull();
  });

  it('should not stack the same message when several calls fail together', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await Promise.allSettled([request('POST', '/api/a'), request('POST', '/api/b')]);
    expect(feedback.toasts).toHaveLength(1);
  });

  it('should toast when the answer is not JSON (e.g. a proxy error page)', async () => {
    fakeServer({});
    await expect(request('POST', '/api/missing')).rejects.toBeInstanceOf(TransportError);
    expect(feedback.toasts[0]?.message).toBe('服务器繁忙，请稍后重试（404）');
  });

  it('should time out after 50 000 ms', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: Request) => new Promise((_resolve, reject) => input.signal.addEventListener('abort', () => reject(input.signal.reason)))),
    );
    const pending = request('POST', '/api/slow');
    const settled = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 10);
    expect(feedback.toasts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(await settled).toBeInstanceOf(TransportError);
    expect(feedback.toasts[0]?.message).toBe('请求超时，请稍后重试');
  });
});

describe('given an operator call (/api/ops/…)', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('should carry the operator token on operator calls only, and the member token on the others only', async () => {
    const seen = fakeServer({ '/api/ops/me': () => ok({ operator: { operator_id: 1, name: 'op' } }), '/api/x': () => ok() });
    localStorage.setItem('token', 'member-tok');
    await request('POST', '/api/ops/me');
    setOpsToken('ops_abc');
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBe('ops_abc');
    await request('POST', '/api/ops/me');
    await request('POST', '/api/x');
    expect(seen.map((s) => [s.path, s.auth])).toEqual([
      ['/api/ops/me', null],
      ['/api/ops/me', 'ops_abc'],
      ['/api/x', 'member-tok'],
    ]);
  });

  it.each([
    { http: 401, reply: { status: 401, msg: '请先登录运营后台' } },
    { http: 403, reply: { status: 403, msg: '无权访问运营后台' } },
  ])('should forget the operator token on $http without the member dialogs', async ({ http, reply }) => {
    const wired = { login: vi.fn(), vip: vi.fn(), message: vi.fn(), transport: vi.fn() };
    const unwire = setNetworkFeedback(wired);
    fakeServer({ '/api/ops/audit': () => new Response(JSON.stringify(reply), { status: http, headers: { 'content-type': 'application/json' } }) });
    setOpsToken('ops_old');
    await expect(request('POST', '/api/ops/audit')).rejects.toEqual(reply);
    expect(getOpsToken()).toBeNull();
    expect(wired.message).not.toHaveBeenCalled();
    expect(wired.login).not.toHaveBeenCalled();
    unwire();
  });

  it('should still show any other failure of an operator call as 系统提示, keeping the token', async () => {
    const wired = { login: vi.fn(), vip: vi.fn(), message: vi.fn(), transport: vi.fn() };
    const unwire = setNetworkFeedback(wired);
    fakeServer({ '/api/ops/withdrawals/paid': () => ({ status: 400, msg: '该提现已处理，未做任何修改（已打款）' }) });
    setOpsToken('ops_ok');
    await expect(request('POST', '/api/ops/withdrawals/paid', { withdraw_id: 1, payout_ref: 'r' })).rejects.toMatchObject({ status: 400 });
    expect(wired.message).toHaveBeenCalledWith('该提现已处理，未做任何修改（已打款）');
    expect(getOpsToken()).toBe('ops_ok');
    unwire();
  });

  it('should answer a file call with its bytes and the name the server gives, and a refusal as an envelope', async () => {
    const csv = '\uFEFF提现ID,会员ID\r\n12,7\r\n';
    const seen = fakeServer({
      '/api/ops/withdrawals/export': (body) =>
        body.status === '3'
          ? { status: 400, msg: '日期格式应为 YYYY-MM-DD' }
          : new Response(csv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="withdrawals-1.csv"' } }),
    });
    setOpsToken('ops_f');
    const file = await callFile(routes.opsWithdrawalsCsv, { status: 1, date_from: '2026-11-01' });
    expect(file.filename).toBe('withdrawals-1.csv');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.blob.arrayBuffer())).toBe(csv);
    expect(seen[0]).toMatchObject({ auth: 'ops_f', body: { status: '1', date_from: '2026-11-01' } });
    await expect(callFile(routes.opsWithdrawalsCsv, { status: 3 }, { quiet: true })).rejects.toMatchObject({ status: 400 });
  });
});

describe('call', () => {
  it('should POST to the route table’s path of the call', async () => {
    const seen = fakeServer({ '/api/Colleges/getProvince': () => ok(['河南']) });
    const reply = await call(routes.getProvince);
    expect(reply.data).toEqual(['河南']);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/Colleges/getProvince' });
  });
});

describe('given the feedback the app wires in', () => {
  it('should hand each verdict to the wired feedback, not to a store of its own', async () => {
    const wired = { login: vi.fn(), vip: vi.fn(), message: vi.fn(), transport: vi.fn() };
    const unwire = setNetworkFeedback(wired);
    try {
      fakeServer({
        '/api/login': () => ({ status: 101, msg: '请先登录' }),
        '/api/vip': () => ({ status: 5, msg: 'vip' }),
        '/api/bad': () => ({ status: 400, msg: '参数错误' }),
      });
      for (const path of ['/api/login', '/api/vip', '/api/bad', '/api/missing']) await request('POST', path).catch(() => undefined);
      expect(wired.login).toHaveBeenCalledTimes(1);
      expect(wired.vip).toHaveBeenCalledTimes(1);
      expect(wired.message).toHaveBeenCalledWith('参数错误');
      expect(wired.transport).toHaveBeenCalledWith('服务器繁忙，请稍后重试（404）');
      expect(appStore.isLogin).toBe(false);
      expect(feedback.messageBox).toBeNull();
    } finally {
      unwire();
      wireNetworkFeedback();
    }
  });
});
