import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, smsLogin, startServer, type TestServer } from './helpers';
import { WechatPayProvider, encryptResource } from '../src/money/wechat-pay';
import { AlipayProvider, rsa2Sign, rsa2Verify, signingString } from '../src/money/alipay';
import { balanceOf } from './money-suite';
import { reconcileOrder } from '../src/money/service';

const keys = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = keys(); // our WeChat Pay merchant key
const platform = keys(); // WeChat Pay platform key (signs notifications)
const appKey = keys(); // our Alipay application key
const alipayKey = keys(); // Alipay's key (signs notifications)
const intruder = keys();
const API_V3_KEY = 'k'.repeat(16) + 'v3v3v3v3v3v3v3v3';
const WX = { mchid: '1900000001', appid: 'wx0000000000000001' };
const ALI = { appId: '2021000000000001', sellerId: '2088000000000001' };

/** A 127.0.0.1 server that plays both providers' order APIs and checks our request signatures. */
interface Fake {
  url: string;
  wxOrders: { out_trade_no: string; amount: { total: number } }[];
  aliOrders: Record<string, string>[];
  refused: string[];
  /** Orders the fake reports paid to an order query, by out_trade_no. */
  paid: Map<string, { transaction_id: string; total: number }>;
  /** Sign query answers with a key that is not the provider's. */
  forgeAnswers: boolean;
  close(): Promise<void>;
}

async function startFake(): Promise<Fake> {
  const fake: Omit<Fake, 'url' | 'close'> = { wxOrders: [], aliOrders: [], refused: [], paid: new Map(), forgeAnswers: false };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const query = /^\/v3\/pay\/transactions\/out-trade-no\/(\w+)\?mchid=(\d+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && query) {
        const m = /nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)"/.exec(req.headers.authorization ?? '');
        if (!m || !crypto.verify('sha256', Buffer.from(`GET\n${req.url}\n${m[3]}\n${m[1]}\n\n`), merchant.publicKey, Buffer.from(m[2]!, 'base64'))) {
          res.writeHead(401).end();
          return;
        }
        const p = fake.paid.get(query[1]!);
        const answer = JSON.stringify({
          mchid: WX.mchid,
          appid: WX.appid,
          out_trade_no: query[1],
          trade_state: p ? 'SUCCESS' : 'NOTPAY',
          ...(p ? { transaction_id: p.transaction_id, amount: { total: p.total, currency: 'CNY' } } : {}),
        });
        const ts = String(Math.floor(Date.now() / 1000));
        const nonce = crypto.randomBytes(8).toString('hex');
        const sig = crypto.sign('sha256', Buffer.from(`${ts}\n${nonce}\n${answer}\n`), fake.forgeAnswers ? intruder.privateKey : platform.privateKey).toString('base64');
        res.writeHead(200, { 'content-type': 'application/json', 'wechatpay-timestamp': ts, 'wechatpay-nonce': nonce, 'wechatpay-signature': sig }).end(answer);
        return;
      }
      if (req.url === '/gateway.do' && new URLSearchParams(body).get('method') === 'alipay.trade.query') {
        const params = Object.fromEntries(new URLSearchParams(body));
        if (!rsa2Verify(signingString(params), params.sign ?? '', appKey.publicKey)) {
          res.writeHead(200).end(JSON.stringify({ alipay_trade_query_response: { code: '40002' } }));
          return;
        }
        const no = (JSON.parse(params.biz_content!) as { out_trade_no: string }).out_trade_no;
        const p = fake.paid.get(no);
        const node = JSON.stringify(
          p
            ? { code: '10000', msg: 'Success', out_trade_no: no, trade_no: p.transaction_id, trade_status: 'TRADE_SUCCESS', total_amount: (p.total / 100).toFixed(2) }
            : { code: '10000', msg: 'Success', out_trade_no: no, trade_no: 'pending', trade_status: 'WAIT_BUYER_PAY', total_amount: '0.00' },
        );
        const sign = rsa2Sign(node, fake.forgeAnswers ? intruder.privateKey : alipayKey.privateKey);
        res.writeHead(200, { 'content-type': 'application/json' }).end(`{"alipay_trade_query_response":${node},"sign":"${sign}"}`);
        return;
      }
      if (req.url === '/v3/pay/transactions/native') {
        const auth = req.headers.authorization ?? '';
        const m = /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="(\w+)"$/.exec(auth);
        const ok = m !== null && m[1] === WX.mchid && crypto.verify('sha256', Buffer.from(`POST\n${req.url}\n${m[4]}\n${m[2]}\n${body}\n`), merchant.publicKey, Buffer.from(m[3]!, 'base64'));
        if (!ok) {
          fake.refused.push('wx');
          res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' }));
          return;
        }
        fake.wxOrders.push(JSON.parse(body) as Fake['wxOrders'][number]);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=FAKE' }));
        return;
      }
      if (req.url === '/gateway.do') {
        const params = Object.fromEntries(new URLSearchParams(body));
        const ok = params.app_id === ALI.appId && params.method === 'alipay.trade.precreate' && rsa2Verify(signingString(params), params.sign ?? '', appKey.publicKey);
        if (!ok) {
          fake.refused.push('alipay');
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ alipay_trade_precreate_response: { code: '40002', sub_msg: 'invalid sign' } }));
          return;
        }
        fake.aliOrders.push(params);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ alipay_trade_precreate_response: { code: '10000', msg: 'Success', qr_code: 'https://qr.alipay.com/FAKE' } }));
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  // The same object the request handler reads, so tests can flip its flags.
  return Object.assign(fake, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) });
}

function wxNotification(o: { out_trade_no: string; transaction_id: string; total: number; appid?: string; signKey?: crypto.KeyObject; timestamp?: number }) {
  const nonce = crypto.randomBytes(6).toString('hex');
  const resource = JSON.stringify({
    mchid: WX.mchid,
    appid: o.appid ?? WX.appid,
    out_trade_no: o.out_trade_no,
    transaction_id: o.transaction_id,
    trade_state: 'SUCCESS',
    amount: { total: o.total, payer_total: o.total, currency: 'CNY' },
  });
  const body = JSON.stringify({
    id: crypto.randomUUID(),
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext: encryptResource(API_V3_KEY, resource, nonce, 'transaction'), nonce, associated_data: 'transaction', original_type: 'transaction' },
  });
  const ts = String(o.timestamp ?? Math.floor(Date.now() / 1000));
  const hnonce = crypto.randomBytes(16).toString('hex');
  const signature = crypto.sign('sha256', Buffer.from(`${ts}\n${hnonce}\n${body}\n`), o.signKey ?? platform.privateKey).toString('base64');
  return { body, headers: { 'content-type': 'application/json', 'wechatpay-timestamp': ts, 'wechatpay-nonce': hnonce, 'wechatpay-signature': signature, 'wechatpay-serial': 'PLATFORM1' } };
}

function aliNotification(o: { out_trade_no: string; trade_no: string; total_amount: string; app_id?: string; seller_id?: string; signKey?: crypto.KeyObject }) {
  const params: Record<string, string> = {
    notify_time: '2026-06-25 12:00:00',
    notify_type: 'trade_status_sync',
    notify_id: crypto.randomUUID(),
    app_id: o.app_id ?? ALI.appId,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: o.trade_no,
    out_trade_no: o.out_trade_no,
    total_amount: o.total_amount,
    seller_id: o.seller_id ?? ALI.sellerId,
    trade_status: 'TRADE_SUCCESS',
    subject: '高考志愿填报助手VIP卡',
  };
  params.sign = rsa2Sign(signingString(params, ['sign', 'sign_type']), o.signKey ?? alipayKey.privateKey);
  return { body: new URLSearchParams(params).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } };
}

let fake: Fake;
let s: TestServer;
beforeAll(async () => {
  fake = await startFake();
  s = await startServer({
    payments: {
      wxpay: new WechatPayProvider({ ...WX, serialNo: 'MERCHANT1', privateKey: merchant.privateKey, apiV3Key: API_V3_KEY, platformPublicKey: platform.publicKey, notifyUrl: 'https://example.cn/api/WxPay/notify', baseUrl: fake.url }),
      alipay: new AlipayProvider({ ...ALI, privateKey: appKey.privateKey, alipayPublicKey: alipayKey.publicKey, notifyUrl: 'https://example.cn/api/Alipay/notify', gateway: `${fake.url}/gateway.do` }),
    },
  });
});
afterAll(async () => {
  await s?.close();
  await fake?.close();
});

async function order(path: string, num: number) {
  const inviter = await smsLogin(s);
  const { code } = await s.handle.db.selectFrom('member_user').select('code').where('memberuser_id', '=', inviter.id).executeTakeFirstOrThrow();
  const buyer = await smsLogin(s, undefined, code);
  const r = await call(s.app, path, { num }, { token: buyer.token });
  expect(r.status).toBe(200);
  const { vippay_id, code_url, price } = r.data as { vippay_id: number; code_url: string; price: number };
  const { out_trade_no } = await s.handle.db.selectFrom('vippay').select('out_trade_no').where('vippay_id', '=', vippay_id).executeTakeFirstOrThrow();
  const state = async () => ({
    pay_status: ((await call(s.app, '/api/WxPay/lunWxPayorder', { vippay_id }, { token: buyer.token })).data as { pay_status: number }).pay_status,
    cards: (await s.handle.db.selectFrom('vip_card').select('card_id').where('vippay_id', '=', vippay_id).execute()).length,
    commission: await balanceOf(s, inviter.id),
  });
  return { vippay_id, code_url, price, out_trade_no, state };
}

const post = (url: string, n: { body: string; headers: Record<string, string> }) => s.app.inject({ method: 'POST', url, headers: n.headers, payload: n.body });

describe('WeChat Pay v3 adapter (against a local fake)', () => {
  it('given an order, should send a correctly signed Native order with the amount in fen and return its code_url', async () => {
    const o = await order('/api/WxPay/pc_create_order', 3);
    expect(o.code_url).toBe('weixin://wxpay/bizpayurl?pr=FAKE');
    expect(fake.wxOrders.at(-1)).toMatchObject({ out_trade_no: o.out_trade_no, amount: { total: 99360, currency: 'CNY' }, mchid: WX.mchid, appid: WX.appid });
  });

  it('given a wrong merchant key, should be refused by the provider and answer 下单失败，请稍后重试', async () => {
    // Providers are read per request: swap in one with the wrong key, and no Alipay channel, for this test only.
    const saved = { ...s.app.payments };
    s.app.payments.wxpay = new WechatPayProvider({ ...WX, serialNo: 'M', privateKey: intruder.privateKey, apiV3Key: API_V3_KEY, platformPublicKey: platform.publicKey, notifyUrl: 'x', baseUrl: fake.url });
    s.app.payments.alipay = undefined;
    try {
      const u = await smsLogin(s);
      expect(await call(s.app, '/api/WxPay/pc_create_order', { num: 1 }, { token: u.token })).toMatchObject({ status: 400, msg: '下单失败，请稍后重试' });
      expect(fake.refused).toContain('wx');
      expect(await call(s.app, '/api/Alipay/aliPay_create_order', { num: 1 }, { token: u.token })).toMatchObject({ status: 400, msg: '该支付方式暂未开放' });
    } finally {
      Object.assign(s.app.payments, saved);
    }
  });

  it('given tampered notifications, should refuse each and change nothing; given the valid one, should pay once', async () => {
    const o = await order('/api/WxPay/pc_create_order', 1);
    const base = { out_trade_no: o.out_trade_no, transaction_id: `4200${o.vippay_id}`, total: o.price };
    const valid = wxNotification(base);
    const tampered = [
      wxNotification({ ...base, signKey: intruder.privateKey }),
      wxNotification({ ...base, total: o.price - 1 }),
      wxNotification({ ...base, appid: 'wx_other' }),
      wxNotification({ ...base, timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      { ...valid, body: valid.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') },
    ];
    for (const n of tampered) expect((await post('/api/WxPay/notify', n)).statusCode).toBe(400);
    expect(await o.state()).toEqual({ pay_status: 1, cards: 0, commission: 0 });

    const res = await post('/api/WxPay/notify', valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect(await o.state()).toEqual({ pay_status: 2, cards: 1, commission: 3680 });
    expect((await post('/api/WxPay/notify', valid)).statusCode).toBe(200);
    expect(await o.state()).toEqual({ pay_status: 2, cards: 1, commission: 3680 });
  });
});

describe('Alipay adapter (against a local fake)', () => {
  it('given an order, should send a correctly RSA2-signed alipay.trade.precreate with the amount in yuan and return its qr_code', async () => {
    const o = await order('/api/Alipay/aliPay_create_order', 6);
    expect(o.code_url).toBe('https://qr.alipay.com/FAKE');
    const sent = fake.aliOrders.at(-1)!;
    expect(sent).toMatchObject({ sign_type: 'RSA2', charset: 'utf-8', notify_url: 'https://example.cn/api/Alipay/notify' });
    expect(JSON.parse(sent.biz_content!)).toMatchObject({ out_trade_no: o.out_trade_no, total_amount: '1766.40' });
  });

  it('given tampered notifications, should refuse each and change nothing; given the valid one, should pay once', async () => {
    const o = await order('/api/Alipay/aliPay_create_order', 3);
    const base = { out_trade_no: o.out_trade_no, trade_no: `2026${o.vippay_id}`, total_amount: '993.60' };
    const tampered = [
      aliNotification({ ...base, signKey: intruder.privateKey }),
      aliNotification({ ...base, total_amount: '993.59' }),
      aliNotification({ ...base, total_amount: '9.936e2' }),
      aliNotification({ ...base, app_id: '2021000000000999' }),
      aliNotification({ ...base, seller_id: '2088000000000999' }),
      { ...aliNotification(base), body: aliNotification(base).body.replace('total_amount=993.60', 'total_amount=0.01') },
    ];
    for (const n of tampered) expect((await post('/api/Alipay/notify', n)).body).toBe('fail');
    expect(await o.state()).toEqual({ pay_status: 1, cards: 0, commission: 0 });

    const valid = aliNotification(base);
    const replies = await Promise.all(Array.from({ length: 5 }, () => post('/api/Alipay/notify', valid)));
    expect(replies.map((r) => r.body)).toEqual(['success', 'success', 'success', 'success', 'success']);
    expect(await o.state()).toEqual({ pay_status: 2, cards: 3, commission: 9936 });
  });
});

describe('order query (recovering a lost notification)', () => {
  it.each([
    { channel: 'WeChat Pay', path: '/api/WxPay/pc_create_order', notify: '/api/WxPay/notify' },
    { channel: 'Alipay', path: '/api/Alipay/aliPay_create_order', notify: '/api/Alipay/notify' },
  ])('given a $channel order, should stay unpaid until the signed answer says paid, refuse a forged answer, then pay once', async ({ path, notify }) => {
    const o = await order(path, 1);
    expect(await reconcileOrder(s.handle.db, s.app.payments, o.vippay_id)).toBe('unpaid');
    fake.paid.set(o.out_trade_no, { transaction_id: `Q${o.vippay_id}`, total: o.price });
    fake.forgeAnswers = true;
    try {
      await expect(reconcileOrder(s.handle.db, s.app.payments, o.vippay_id)).rejects.toThrow(/signed/);
    } finally {
      fake.forgeAnswers = false;
    }
    expect(await o.state()).toEqual({ pay_status: 1, cards: 0, commission: 0 });
    expect(await reconcileOrder(s.handle.db, s.app.payments, o.vippay_id)).toBe('paid');
    expect(await o.state()).toEqual({ pay_status: 2, cards: 1, commission: 3680 });
    // The notification arriving late for the same transaction changes nothing.
    const late =
      notify === '/api/WxPay/notify'
        ? wxNotification({ out_trade_no: o.out_trade_no, transaction_id: `Q${o.vippay_id}`, total: o.price })
        : aliNotification({ out_trade_no: o.out_trade_no, trade_no: `Q${o.vippay_id}`, total_amount: '368.00' });
    expect((await post(notify, late)).statusCode).toBe(200);
    expect(await o.state()).toEqual({ pay_status: 2, cards: 1, commission: 3680 });
    expect(await reconcileOrder(s.handle.db, s.app.payments, o.vippay_id)).toBe('already-paid');
  });
});
