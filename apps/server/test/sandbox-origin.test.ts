import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from 'gaokao-contract';
import { smsLogin, startServer, type TestServer } from './helpers';
import { SANDBOX_AUTHORIZE_PATH, SandboxWechatLogin } from '../src/accounts/wechat-login';
import { SandboxProvider } from '../src/money/provider';

// Issue 26, items 5 and 9: the sandbox routes answered 500 on a NUL byte in the order number and on a non-ASCII
// signature (RangeError in timingSafeEqual), and the Host header was reflected into the sandbox code_url and the
// WeChat-binding address.

const EVIL = 'evil.example';

async function order(s: TestServer, token: string, headers: Record<string, string> = {}) {
  const r = await s.app.inject({ method: 'POST', url: '/api/WxPay/pc_create_order', payload: { num: 1 }, headers: { authorization: token, ...headers } });
  const body = r.json() as { status: number; data: { code_url: string; vippay_id: number } };
  expect(body.status).toBe(200);
  return body.data;
}

describe('sandbox routes on hostile input', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ payments: { wxpay: new SandboxProvider('wxpay'), alipay: new SandboxProvider('alipay') } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it.each([
    { name: 'GET with a NUL byte', req: { method: 'GET' as const, url: '/api/sandbox/pay?order=VP2026%00x' }, msg: SERVER_MSG.controlCharacters },
    { name: 'GET with a line feed', req: { method: 'GET' as const, url: '/api/sandbox/pay?order=%0A' }, msg: SERVER_MSG.controlCharacters },
    {
      name: 'POST with a NUL byte',
      req: { method: 'POST' as const, url: '/api/sandbox/pay', payload: 'order=VP%00', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      msg: SERVER_MSG.controlCharacters,
    },
    { name: 'GET with an order number of 33 characters', req: { method: 'GET' as const, url: `/api/sandbox/pay?order=${'V'.repeat(33)}` }, msg: SERVER_MSG.orderNotFound },
  ])('$name answers 400 with the contract’s message, not 500', async ({ req, msg }) => {
    const r = await s.app.inject(req);
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain(msg);
  });

  it('a notification whose signature header holds non-ASCII characters is refused (400 fail), not a 500, and pays nothing', async () => {
    const u = await smsLogin(s);
    const o = await order(s, u.token);
    const no = new URL(o.code_url).searchParams.get('order')!;
    const n = (s.app.payments.wxpay as SandboxProvider).notification({ outTradeNo: no, transactionId: 'T-nonascii', amountFen: 1 });
    // As many characters as a real signature (64), more bytes: the length check on characters let it through.
    for (const sig of [`é${'a'.repeat(63)}`, 'ü'.repeat(64), '签'.repeat(64)]) {
      const r = await s.app.inject({ method: 'POST', url: '/api/WxPay/notify', headers: { ...(n.headers as Record<string, string>), 'x-sandbox-signature': sig }, payload: n.rawBody });
      expect(r.statusCode, sig).toBe(400);
      expect(r.body).toBe('fail');
    }
    const row = await s.handle.db.selectFrom('vippay').select('pay_status').where('vippay_id', '=', o.vippay_id).executeTakeFirstOrThrow();
    expect(row.pay_status).toBe(1);
  });

  it('a sandbox WeChat code with a non-ASCII signature is refused as a bad signature, not a RangeError', async () => {
    const w = new SandboxWechatLogin('secret');
    const [payload = '', sig = ''] = w.issueCode().split('.');
    // As many characters as the real signature, more bytes.
    await expect(w.exchangeCode(`${payload}.${'é'.repeat(sig.length)}`)).rejects.toThrow('bad signature');
  });

  it('without a configured origin, the sandbox code_url is the server’s own listening address, whatever the Host', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as AddressInfo;
    const u = await smsLogin(s);
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/WxPay/pc_create_order', headers: { host: EVIL, authorization: u.token, 'content-type': 'application/json' } }, (res) => {
        let b = '';
        res.on('data', (d: Buffer) => (b += d.toString()));
        res.on('end', () => resolve(b));
      });
      req.on('error', reject);
      req.end(JSON.stringify({ num: 1 }));
    });
    expect((JSON.parse(body) as { data: { code_url: string } }).data.code_url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/api/sandbox/pay\\?order=`));
  });
});

describe('addresses built from the configured origin, never from Host', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ publicOrigin: 'https://gaokao.example.cn', wechatLogin: new SandboxWechatLogin() });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the sandbox code_url', async () => {
    const u = await smsLogin(s);
    const variants: Record<string, string>[] = [{ host: EVIL }, { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' }, {}];
    for (const headers of variants) {
      const o = await order(s, u.token, headers);
      expect(o.code_url).toMatch(/^https:\/\/gaokao\.example\.cn\/api\/sandbox\/pay\?order=VP\w+$/);
      await s.handle.db.deleteFrom('vippay').where('vippay_id', '=', o.vippay_id).execute();
    }
  });

  it('the WeChat-binding QR address and the sandbox authorization it sends the phone to', async () => {
    const u = await smsLogin(s);
    const r = await s.app.inject({ method: 'POST', url: '/api/MemberUser/wxBindTicket', payload: {}, headers: { authorization: u.token, host: EVIL } });
    const { url } = (r.json() as { data: { url: string } }).data;
    expect(url).toMatch(/^https:\/\/gaokao\.example\.cn\/api\/MemberUser\/jiutian_login\?/);
    const login = await s.app.inject({ method: 'GET', url: url.slice('https://gaokao.example.cn'.length), headers: { host: EVIL } });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toMatch(new RegExp(`^https://gaokao\\.example\\.cn${SANDBOX_AUTHORIZE_PATH}\\?state=`));
  });
});
