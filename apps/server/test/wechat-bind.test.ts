import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, smsLogin, startServer, type TestServer } from './helpers';
import { SandboxWechatLogin, WechatOAuthProvider } from '../src/accounts/wechat-login';
import { parseConfig, type ConfigError } from '../src/config';

type Ticket = { url: string; expires_in: number; sandbox: boolean };

const pathOf = (u: string) => {
  const url = new URL(u, 'http://localhost');
  return url.pathname + url.search;
};

async function ticketFor(s: TestServer, token: string): Promise<Ticket> {
  const r = await call(s.app, '/api/MemberUser/wxBindTicket', {}, { token });
  expect(r.status, r.msg).toBe(200);
  return r.data as Ticket;
}

async function openidOf(s: TestServer, token: string): Promise<string> {
  const r = await call(s.app, '/api/MemberUser/detail', {}, { token });
  return (r.data as { openid: string }).openid;
}

describe('WeChat binding through the sandbox', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ wechatLogin: new SandboxWechatLogin() });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('given the QR address of a ticket, should go through the sandbox authorization page to the callback and bind a new openid once', async () => {
    const u = await smsLogin(s);
    expect(await openidOf(s, u.token)).toBe('');
    const t = await ticketFor(s, u.token);
    expect(t).toMatchObject({ expires_in: 600, sandbox: true });
    expect(t.url).toMatch(new RegExp(`/api/MemberUser/jiutian_login\\?memberuser_id=${u.id}&ticket=[0-9a-f]{64}$`));

    const scanned = await s.app.inject({ method: 'GET', url: pathOf(t.url) });
    expect(scanned.statusCode).toBe(302);
    const authorize = scanned.headers.location as string;
    expect(authorize).toMatch(/\/api\/sandbox\/wechat-authorize\?state=[0-9a-f]{64}$/);
    const pageRes = await s.app.inject({ method: 'GET', url: pathOf(authorize) });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('确认授权');
    const state = new URL(authorize, 'http://x').searchParams.get('state')!;
    const confirmed = await s.app.inject({
      method: 'POST',
      url: '/api/sandbox/wechat-authorize',
      payload: `state=${state}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirmed.statusCode).toBe(303);
    const callback = confirmed.headers.location as string;
    expect(callback).toMatch(/^\/api\/MemberUser\/jiutian_callback\?code=.+&state=/);
    const done = await s.app.inject({ method: 'GET', url: callback });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('绑定成功');
    expect(await openidOf(s, u.token)).toMatch(/^oSANDBOX[0-9a-f]{20}$/);

    // The ticket is used up: the same QR code, the same callback, and the authorization page all refuse now.
    const before = await openidOf(s, u.token);
    expect((await s.app.inject({ method: 'GET', url: pathOf(t.url) })).body).toContain('二维码已失效');
    expect((await s.app.inject({ method: 'GET', url: callback })).statusCode).toBe(400);
    expect((await s.app.inject({ method: 'GET', url: pathOf(authorize) })).statusCode).toBe(400);
    expect(await openidOf(s, u.token)).toBe(before);
  });

  it('refuses a missing, unknown, expired or other member\'s ticket, and a forged code, binding nothing', async () => {
    const u = await smsLogin(s);
    const other = await smsLogin(s);
    const t = await ticketFor(s, u.token);
    const ticket = new URL(t.url).searchParams.get('ticket')!;
    // The spec's address alone (no ticket), and the ticket with another member's id.
    for (const url of [`/api/MemberUser/jiutian_login?memberuser_id=${u.id}`, `/api/MemberUser/jiutian_login?memberuser_id=${other.id}&ticket=${ticket}`, `/api/MemberUser/jiutian_login?memberuser_id=${u.id}&ticket=${'0'.repeat(64)}`]) {
      const r = await s.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(400);
      expect(r.body).toContain('二维码已失效');
    }
    // A forged code with a valid ticket: refused by the provider's signature check.
    const forged = await s.app.inject({ method: 'GET', url: `/api/MemberUser/jiutian_callback?code=${Buffer.from(JSON.stringify({ openid: 'oFORGED000000', exp: Date.now() + 60_000 })).toString('base64url')}.x&state=${ticket}` });
    expect(forged.statusCode).toBe(502);
    expect(forged.body).toContain('微信授权失败');
    // Declined at WeChat: no code.
    expect((await s.app.inject({ method: 'GET', url: `/api/MemberUser/jiutian_callback?state=${ticket}` })).body).toContain('未获得微信授权');
    // Ten minutes later the ticket has expired.
    s.clock.offsetMs = 10 * 60_000 + 1000;
    try {
      expect((await s.app.inject({ method: 'GET', url: pathOf(t.url) })).statusCode).toBe(400);
    } finally {
      s.clock.offsetMs = 0;
    }
    expect(await openidOf(s, u.token)).toBe('');
    expect(await openidOf(s, other.token)).toBe('');
    // Visitors get no ticket.
    expect((await call(s.app, '/api/MemberUser/wxBindTicket', {})).status).not.toBe(200);
  });

  it('keeps the ticket out of the logs', async () => {
    const u = await smsLogin(s);
    const t = await ticketFor(s, u.token);
    const { loggerOptions } = await import('../src/app');
    const opts = loggerOptions() as { serializers: { req: (r: { method: string; url: string }) => { url: string } } };
    const ticket = new URL(t.url).searchParams.get('ticket')!;
    expect(opts.serializers.req({ method: 'GET', url: pathOf(t.url) }).url).not.toContain(ticket);
    expect(opts.serializers.req({ method: 'GET', url: `/api/MemberUser/jiutian_callback?code=abc&state=${ticket}` }).url).not.toContain(ticket);
  });
});

/** A 127.0.0.1 stand-in for WeChat's authorization page and its code exchange. */
interface FakeWechat {
  url: string;
  /** The openid the next authorization stands for. */
  openid: string;
  exchanges: URLSearchParams[];
  close(): Promise<void>;
}

const APPID = 'wx00000000000000mp';
const SECRET = 'mp-secret-0123456789abcdef0123456';
const REDIRECT = 'https://gaokao.example/api/MemberUser/jiutian_callback';

async function startFakeWechat(): Promise<FakeWechat> {
  const codes = new Map<string, string>();
  let seq = 0;
  const fake: Omit<FakeWechat, 'url' | 'close'> = { openid: 'oFAKE0000000000000000000001', exchanges: [] };
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    const q = u.searchParams;
    if (u.pathname === '/connect/oauth2/authorize') {
      // WeChat checks the app, the registered return address and the scope, then returns with a one-time code.
      if (q.get('appid') !== APPID || q.get('redirect_uri') !== REDIRECT || q.get('response_type') !== 'code' || q.get('scope') !== 'snsapi_base') {
        res.writeHead(400).end('redirect_uri 参数错误');
        return;
      }
      seq += 1;
      const code = `CODE${seq}`;
      codes.set(code, fake.openid);
      res.writeHead(302, { location: `${REDIRECT}?code=${code}&state=${q.get('state')}` }).end();
      return;
    }
    if (u.pathname === '/sns/oauth2/access_token') {
      fake.exchanges.push(q);
      res.setHeader('content-type', 'application/json');
      if (q.get('appid') !== APPID || q.get('secret') !== SECRET || q.get('grant_type') !== 'authorization_code') {
        res.end(JSON.stringify({ errcode: 40125, errmsg: 'invalid appsecret' }));
        return;
      }
      const openid = codes.get(q.get('code') ?? '');
      if (!openid) {
        res.end(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }));
        return;
      }
      codes.delete(q.get('code')!);
      res.end(JSON.stringify({ access_token: 'AT', expires_in: 7200, refresh_token: 'RT', openid, scope: 'snsapi_base' }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}

describe('WeChat binding through the real adapter (official-account web authorization) against a local fake', () => {
  let fake: FakeWechat;
  let s: TestServer;
  let wrongSecret: TestServer;
  beforeAll(async () => {
    fake = await startFakeWechat();
    const cfg = { appid: APPID, secret: SECRET, redirectUrl: REDIRECT, authorizeBase: fake.url, apiBase: fake.url };
    s = await startServer({ wechatLogin: new WechatOAuthProvider(cfg) });
    wrongSecret = await startServer({ wechatLogin: new WechatOAuthProvider({ ...cfg, secret: 'not-the-secret' }) });
  });
  afterAll(async () => {
    await s?.close();
    await wrongSecret?.close();
    await fake?.close();
  });

  /** QR address → our redirect → WeChat's authorization → back to our callback (its path and query). */
  async function scan(server: TestServer, token: string): Promise<string> {
    const t = await ticketFor(server, token);
    expect(t.sandbox).toBe(false);
    const ours = await server.app.inject({ method: 'GET', url: pathOf(t.url) });
    expect(ours.statusCode).toBe(302);
    const authorize = ours.headers.location as string;
    expect(authorize.startsWith(`${fake.url}/connect/oauth2/authorize?appid=${APPID}&redirect_uri=${encodeURIComponent(REDIRECT)}&response_type=code&scope=snsapi_base&state=`)).toBe(true);
    expect(authorize.endsWith('#wechat_redirect')).toBe(true);
    const wechat = await fetch(authorize.replace('#wechat_redirect', ''), { redirect: 'manual' });
    expect(wechat.status).toBe(302);
    const back = wechat.headers.get('location')!;
    expect(back.startsWith(REDIRECT)).toBe(true);
    return pathOf(back);
  }

  it('given a scan, should exchange the code with the AppSecret and bind the openid WeChat returned', async () => {
    const u = await smsLogin(s);
    fake.openid = 'oFAKE0000000000000000000001';
    const back = await scan(s, u.token);
    const done = await s.app.inject({ method: 'GET', url: back });
    expect(done.body).toContain('绑定成功');
    expect(await openidOf(s, u.token)).toBe('oFAKE0000000000000000000001');
    const ex = fake.exchanges.at(-1)!;
    expect(Object.fromEntries(ex)).toMatchObject({ appid: APPID, secret: SECRET, grant_type: 'authorization_code' });
    // A replayed return (same code and state) binds nothing new.
    expect((await s.app.inject({ method: 'GET', url: back })).statusCode).toBe(400);
  });

  it('given a WeChat identity already bound to another member, should refuse and leave both as they were', async () => {
    const a = await smsLogin(s);
    const b = await smsLogin(s);
    fake.openid = 'oFAKE0000000000000000000002';
    expect((await s.app.inject({ method: 'GET', url: await scan(s, a.token) })).body).toContain('绑定成功');
    const second = await s.app.inject({ method: 'GET', url: await scan(s, b.token) });
    expect(second.statusCode).toBe(400);
    expect(second.body).toContain('该微信已绑定其他账号');
    expect(await openidOf(s, a.token)).toBe('oFAKE0000000000000000000002');
    expect(await openidOf(s, b.token)).toBe('');
  });

  it('given a code WeChat refuses (wrong AppSecret), should say so and bind nothing', async () => {
    const u = await smsLogin(wrongSecret);
    fake.openid = 'oFAKE0000000000000000000003';
    const r = await wrongSecret.app.inject({ method: 'GET', url: await scan(wrongSecret, u.token) });
    expect(r.statusCode).toBe(502);
    expect(r.body).toContain('微信授权失败');
    expect(await openidOf(wrongSecret, u.token)).toBe('');
  });

  it('exchangeCode throws on an errcode answer and on an unusable openid', async () => {
    const p = new WechatOAuthProvider({ appid: APPID, secret: SECRET, redirectUrl: REDIRECT, authorizeBase: fake.url, apiBase: fake.url });
    await expect(p.exchangeCode('NOPE')).rejects.toThrow(/40029/);
  });
});

describe('WeChat binding not configured, and configuration', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ wechatLogin: null });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers 该功能暂未开放 for a ticket and the QR page when no provider is configured', async () => {
    const u = await smsLogin(s);
    expect(await call(s.app, '/api/MemberUser/wxBindTicket', {}, { token: u.token })).toMatchObject({ status: 501, msg: '该功能暂未开放' });
    const r = await s.app.inject({ method: 'GET', url: `/api/MemberUser/jiutian_login?memberuser_id=${u.id}&ticket=${'a'.repeat(64)}` });
    expect(r.statusCode).toBe(501);
    expect((await s.app.inject({ method: 'GET', url: '/api/sandbox/wechat-authorize?state=x' })).statusCode).toBe(404);
  });

  const lines = (env: Record<string, string>) => {
    try {
      parseConfig(env);
      return [];
    } catch (err) {
      return (err as ConfigError).lines;
    }
  };
  const prodBase = { NODE_ENV: 'production', SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'a', ALIYUN_SMS_ACCESS_KEY_SECRET: 'b', ALIYUN_SMS_SIGN_NAME: 'c', ALIYUN_SMS_TEMPLATE_CODE: 'd' };

  it('uses the sandbox in development, refuses it in production, and checks the real variables', () => {
    expect(parseConfig({}).wechatLogin).toEqual({ mode: 'sandbox' });
    expect(lines({ ...prodBase, WECHAT_LOGIN_PROVIDER: 'sandbox' })).toEqual([expect.stringMatching(/^WECHAT_LOGIN_PROVIDER: NODE_ENV=production refuses the sandbox/)]);
    expect(parseConfig(prodBase).wechatLogin).toEqual({ mode: 'real' });
    expect(lines({ ...prodBase, WECHAT_MP_APPID: APPID })).toEqual([
      expect.stringMatching(/^WECHAT_MP_SECRET: WeChat binding is half configured/),
      expect.stringMatching(/^WECHAT_MP_REDIRECT_URL: WeChat binding is half configured/),
    ]);
    expect(lines({ ...prodBase, WECHAT_MP_APPID: APPID, WECHAT_MP_SECRET: SECRET, WECHAT_MP_REDIRECT_URL: 'https://gaokao.example/elsewhere' })).toEqual([
      expect.stringMatching(/^WECHAT_MP_REDIRECT_URL: expected a URL like https:\/\/<host>\/api\/MemberUser\/jiutian_callback/),
    ]);
    expect(parseConfig({ ...prodBase, WECHAT_MP_APPID: APPID, WECHAT_MP_SECRET: SECRET, WECHAT_MP_REDIRECT_URL: REDIRECT }).wechatLogin).toEqual({
      mode: 'real',
      oauth: { appid: APPID, secret: SECRET, redirectUrl: REDIRECT },
    });
  });
});
