import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from 'gaokao-domain';
import { calls } from 'gaokao-contract';
import { loggerOptions } from '../src/app';
import { sanitizeRichHtml } from '../src/content/sanitize';
import { FakeSeason, call, freshIp, startServer, type TestServer } from './helpers';

let s: TestServer;
let siteDir: string;
const lines: string[] = [];

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-site-'));
  fs.mkdirSync(path.join(siteDir, 'assets'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>高考志愿填报助手</title><div id="root"></div>');
  fs.writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      cb();
    },
  });
  const logger = { ...(loggerOptions('info') as object), stream };
  // The development SMS provider (the default) writes codes to this log.
  s = await startServer({ siteDir, logger, sms: undefined });
  const db = s.handle.db;
  await db.insertInto('friend_url').values(Array.from({ length: 35 }, (_, i) => ({ title: `友链${i + 1}`, url: `https://example.com/${i + 1}`, sort: i }))).execute();
  await db.insertInto('contant_user').values([{ ercode: '/img/qr1.png', type: 1 }, { ercode: '/img/qr2.png', type: 2 }, { ercode: '/img/off.png', type: 1, status: 0 }]).execute();
  await db
    .insertInto('infomation')
    .values(
      Array.from({ length: 15 }, (_, i) => ({
        title: `资讯${i + 1}`,
        content: sanitizeRichHtml(`<p>正文${i + 1}</p><script>alert(1)</script>`),
        isTuijian: i % 2,
        status: i === 14 ? 0 : 1,
        time: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    )
    .execute();
  await db.insertInto('videoseet').values(Array.from({ length: 25 }, (_, i) => ({ title: `视频${i + 1}`, video_url: `https://v.example.com/${i + 1}.mp4`, imgurl: '' }))).execute();
  await db.insertInto('adbot_detail').values({ title: '关于我们', content: sanitizeRichHtml('<h2>公司简介</h2><p onclick="x()">内容</p>') }).execute();
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

describe('shell content', () => {
  it('friend links: at most 30, in data.data', async () => {
    const r = await call(s.app, '/api/FriendUrl/index', { page: 1, limit: 30 });
    expect(r.status).toBe(200);
    const d = r.data as { total: number; data: { title: string; url: string }[] };
    expect(d.total).toBe(35);
    expect(d.data).toHaveLength(30);
    expect(d.data[0]).toMatchObject({ title: expect.any(String), url: expect.stringMatching(/^https:/) });
    expect((await call(s.app, '/api/FriendUrl/index', { page: 1, limit: 500 })).status).toBe(400);
  });

  it('contact QR by type, active only; data[0].ercode', async () => {
    const r = await call(s.app, '/api/ContantUser/index', { page: 1, limit: 2, status: 1, type: 1 });
    expect(r.data).toEqual([{ contant_user_id: 1, ercode: '/img/qr1.png', status: 1, type: 1 }]);
    expect(((await call(s.app, '/api/ContantUser/index', { page: 1, limit: 2, status: 1, type: 2 })).data as { ercode: string }[])[0]!.ercode).toBe('/img/qr2.png');
  });

  it('news: published only, newest first, recommended filter, title search, detail sanitized', async () => {
    const all = (await call(s.app, '/api/InfoMation/index', { page: 1, limit: 12, status: 1 })).data as { total: number; data: { infomation_id: number; title: string }[] };
    expect(all.total).toBe(14);
    expect(all.data).toHaveLength(12);
    expect(all.data[0]!.title).toBe('资讯14');
    const rec = (await call(s.app, '/api/InfoMation/index', { page: 1, limit: 12, isTuijian: 1, status: 1 })).data as { total: number };
    expect(rec.total).toBe(7);
    const found = (await call(s.app, '/api/InfoMation/index', { page: 1, limit: 100, title: '资讯1' })).data as { total: number };
    expect(found.total).toBe(6);
    const detail = await call(s.app, '/api/InfoMation/detail', { infomation_id: all.data[0]!.infomation_id });
    expect(detail.data).toMatchObject({ title: '资讯14', content: '<p>正文14</p>' });
    expect(await call(s.app, '/api/InfoMation/detail', { infomation_id: 15 })).toMatchObject({ status: 404, msg: MSG.articleNotFound });
    expect(await call(s.app, '/api/InfoMation/detail', {})).toMatchObject({ status: 400, msg: MSG.articleNotFound });
  });

  it('videos: pages of 20 and detail', async () => {
    const p1 = (await call(s.app, '/api/VideoSeet/index', { page: 1, limit: 20, status: 1 })).data as { data: { videoseet_id: number }[] };
    const p2 = (await call(s.app, '/api/VideoSeet/index', { page: 2, limit: 20, status: 1 })).data as { data: unknown[] };
    expect([p1.data.length, p2.data.length]).toEqual([20, 5]);
    const d = await call(s.app, '/api/VideoSeet/detail', { videoseet_id: p1.data[0]!.videoseet_id });
    expect(d.data).toMatchObject({ video_url: expect.stringMatching(/\.mp4$/), title: expect.stringMatching(/^视频/) });
  });

  it('about page content, sanitized on write', async () => {
    expect((await call(s.app, '/api/AdbotDetail/getInfo')).data).toEqual({ title: '关于我们', content: '<h2>公司简介</h2><p>内容</p>' });
  });

  it('provinces and batch options (fallbacks when no season routes are registered)', async () => {
    expect(((await call(s.app, '/api/Colleges/getProvince')).data as string[]).length).toBe(32);
    expect((await call(s.app, '/api/Admin.Config/groupFind', { batch_type: '普通类' })).data).toEqual({ batch_arr: ['本科批', '专科批'] });
  });
});

describe('rich HTML sanitizing', () => {
  it.each([
    { name: 'script', html: '<p>a</p><script>alert(1)</script>', out: '<p>a</p>' },
    { name: 'inline handler', html: '<img src="https://x/y.png" onerror="alert(1)">', out: '<img src="https://x/y.png" />' },
    { name: 'javascript link', html: '<a href="javascript:alert(1)">x</a>', out: '<a rel="noopener noreferrer nofollow">x</a>' },
    { name: 'mailto link', html: '<a href="mailto:a@b.cn">x</a>', out: '<a href="mailto:a@b.cn" rel="noopener noreferrer nofollow">x</a>' },
    { name: 'iframe', html: '<iframe src="https://evil"></iframe><p>b</p>', out: '<p>b</p>' },
    { name: 'form', html: '<form action="/x"><input name="p"></form>', out: '' },
    { name: 'style attribute', html: '<p style="background:url(javascript:x)">c</p>', out: '<p>c</p>' },
    { name: 'data image', html: '<img src="data:image/svg+xml;base64,PHN2Zz4=">', out: '<img />' },
  ])('removes $name', ({ html, out }) => {
    expect(sanitizeRichHtml(html)).toBe(out);
  });
});

describe('HTTP edge', () => {
  it('every reply carries the security headers', async () => {
    for (const url of ['/health', '/api/Colleges/getProvince', '/Volunteer', '/nope.js']) {
      const res = await s.app.inject({ method: url.startsWith('/api') ? 'POST' : 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toContain("'unsafe-inline'; object");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeTruthy();
    }
  });

  it('serves the site: assets, and index.html for any non-API route that accepts HTML', async () => {
    for (const route of ['/', '/Volunteer', '/SchoolDetail?isCha=1&n=3', '/Home?type=3', '/wenDetail?n=1']) {
      const res = await s.app.inject({ method: 'GET', url: route, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect({ route, code: res.statusCode, html: res.body.includes('<div id="root">') }).toEqual({ route, code: 200, html: true });
    }
    const asset = await s.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api404 = await s.app.inject({ method: 'GET', url: '/api/Nope/nope', headers: { accept: 'text/html' } });
    expect(api404.statusCode).toBe(404);
    expect(api404.json()).toMatchObject({ status: 404 });
    const jsonOnly = await s.app.inject({ method: 'GET', url: '/Volunteer', headers: { accept: 'application/json' } });
    expect(jsonOnly.statusCode).toBe(404);
  });

  it('marks the page with the season dataset, so the site can show 演示数据 in its first render', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-site-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>\n<html lang="zh-CN"><head><title>x</title></head><body><div id="root"></div></body></html>');
    const season = new FakeSeason() as FakeSeason & { dataset?: 'demo' | 'real' };
    const t = await startServer({ siteDir: dir, season });
    try {
      const page = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
      expect(await page('/')).toContain('<html lang="zh-CN">');
      season.dataset = 'demo';
      expect(await page('/')).toContain('<html data-dataset="demo" lang="zh-CN">');
      expect(await page('/Volunteer')).toContain('data-dataset="demo"');
      season.dataset = 'real';
      expect(await page('/')).toContain('<html data-dataset="real" lang="zh-CN">');
      // Read per request: a rebuilt site is served without a restart.
      fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>\n<html lang="zh-CN"><body><div id="root">v2</div></body></html>');
      expect(await page('/')).toContain('v2');
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends the prerendered HTML of a public page for its path without a query, index.html otherwise', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-site-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>\n<html lang="zh-CN"><body><div id="root">shell</div></body></html>');
    fs.mkdirSync(path.join(dir, 'prerendered'));
    fs.writeFileSync(path.join(dir, 'prerendered/index.html'), '<!doctype html>\n<html lang="zh-CN"><body><div id="root" data-prerendered="/">home</div></body></html>');
    fs.writeFileSync(path.join(dir, 'prerendered/aboutus.html'), '<!doctype html>\n<html lang="zh-CN"><body><div id="root" data-prerendered="/aboutus">about</div></body></html>');
    fs.writeFileSync(path.join(dir, 'prerendered/manifest.json'), JSON.stringify({ '/': 'index.html', '/aboutus': 'aboutus.html', '/evil': '../index.html' }));
    const season = new FakeSeason() as FakeSeason & { dataset?: 'demo' | 'real' };
    season.dataset = 'demo';
    const t = await startServer({ siteDir: dir, season });
    try {
      const page = async (url: string) => {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.headers['content-type']).toContain('text/html');
        return /<div id="root"[^>]*>(\w+)</.exec(res.body)?.[1] ?? res.body;
      };
      const served = {
        '/': await page('/'),
        '/aboutus': await page('/aboutus'),
        '/Aboutus (paths match case-insensitively)': await page('/Aboutus'),
        '/aboutus/': await page('/aboutus/'),
        '/?code=PROMO1 (a query)': await page('/?code=PROMO1'),
        '/aboutus?x=1': await page('/aboutus?x=1'),
        '/Volunteer (not prerendered)': await page('/Volunteer'),
        '/evil (a file outside prerendered/)': await page('/evil'),
      };
      expect(served).toEqual({
        '/': 'home',
        '/aboutus': 'about',
        '/Aboutus (paths match case-insensitively)': 'about',
        '/aboutus/': 'about',
        '/?code=PROMO1 (a query)': 'shell',
        '/aboutus?x=1': 'shell',
        '/Volunteer (not prerendered)': 'shell',
        '/evil (a file outside prerendered/)': 'shell',
      });
      // The season mark goes on prerendered pages too.
      expect((await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body).toContain('<html data-dataset="demo" lang="zh-CN">');
      // A broken manifest falls back to index.html.
      fs.writeFileSync(path.join(dir, 'prerendered/manifest.json'), '{');
      expect(await page('/')).toBe('shell');
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('health reports the database and season state', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toMatchObject({ status: 200, data: { db: true, season: true } });
  });

  it('answers calls without a handler 501 (honestly, no data), and lists them', async () => {
    // Without the season plugin its calls have no handler here; the money calls have one.
    expect(s.app.unimplemented.length).toBeGreaterThan(0);
    expect(s.app.unimplemented.filter((n) => /Vippay|Withdraw|WxPay|Alipay/.test(calls[n].path))).toEqual([]);
    for (const name of s.app.unimplemented) {
      const def = calls[name];
      const res = await s.app.inject({ method: def.method, url: def.path });
      expect({ name, body: res.json() }).toEqual({ name, body: { status: 501, msg: '该功能暂未开放' } });
    }
  });

  it('accepts JSON, form-encoded bodies and GET query strings alike', async () => {
    const form = await s.app.inject({ method: 'POST', url: '/api/FriendUrl/index', payload: 'page=1&limit=3', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((form.json() as { data: { data: unknown[] } }).data.data).toHaveLength(3);
    const bad = await s.app.inject({ method: 'POST', url: '/api/FriendUrl/index', payload: '{not json', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400 });
  });

  it('never logs tokens, passwords or codes, except the development SMS line', async () => {
    const phone = '13812341234';
    const sent = await call(s.app, '/api/MemberUser/sendSms', { mobile: phone }, { ip: freshIp() });
    const smsLine = lines.find((l) => l.includes('SMS code for 138****1234:'));
    expect(smsLine).toBeDefined();
    const code = /SMS code for 138\*\*\*\*1234: (\d{6})/.exec(smsLine!)![1]!;
    const login = await call(s.app, '/api/MemberUser/loginCode', { mobile: phone, verify_id: sent.key, verify: code });
    const token = (login.data as { token: string }).token;
    await call(s.app, '/api/MemberUser/resetPwd', { password: 'secret passphrase 42' }, { token });
    await s.app.inject({ method: 'GET', url: `/api/MemberUser/jiutian_login?memberuser_id=1&token=${token}` });
    const joined = lines.join('\n');
    expect(joined).not.toContain(token);
    expect(joined).not.toContain(sent.key!);
    expect(joined).not.toContain('secret passphrase 42');
    expect(lines.filter((l) => l.includes(code)).every((l) => l.includes('SMS code for 138****1234'))).toBe(true);
    expect(joined).not.toContain(phone);
  });
});
