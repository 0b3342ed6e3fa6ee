/**
 * The hardening of deploy/: nginx's TLS profile, its Server header and the API's rate limit, checked against the real
 * nginx running the deploy site; the systemd units' sandboxing, scored by `systemd-analyze security`.
 * (test/deploy.test.ts checks the rest of deploy/ and runs the whole topology.)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipUnlessCI } from './helpers';
import { freePort, hasCommand, mainConfig, NGINX, repoDir, siteConfig, topologyMissing } from '../scripts/topology';

const read = (p: string) => fs.readFileSync(path.join(repoDir, 'deploy', p), 'utf8');

// ───────────── nginx

/** Test only: a request from this loopback address takes its client address from X-Real-IP, to play IPv6 clients. */
const REALIP_PEER = '127.0.0.5';

describe.skipIf(skipUnlessCI('nginx with the deploy/ site', topologyMissing()))('nginx with deploy/nginx/gaokao.conf', () => {
  let prefix: string;
  let upstream: http.Server;
  let nginx: ChildProcess | undefined;
  let httpsPort: number;
  let httpPort: number;
  const site = read('nginx/gaokao.conf');

  beforeAll(async () => {
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-nginx-hardening-'));
    fs.chmodSync(prefix, 0o755);
    for (const t of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(prefix, 'tmp', t), { recursive: true });
    // The instances' stand-in: every request answers the API's success envelope once its body is read (as they do).
    upstream = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ status: 200, msg: '成功', data: { host: req.headers.host, forwardedHost: req.headers['x-forwarded-host'] } }));
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    fs.mkdirSync(path.join(prefix, 'assets'));
    fs.writeFileSync(path.join(prefix, 'assets/app-1a2b3c.js'), 'export {};\n');
    // An RSA certificate, as Let's Encrypt issues by default: AES128-SHA and ECDHE-RSA-* can only ever be chosen with
    // one (with an ECDSA certificate the handshakes below would fail whatever the cipher list says).
    const cert = path.join(prefix, 'cert.pem');
    const key = path.join(prefix, 'key.pem');
    const ssl = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-keyout', key, '-out', cert], { encoding: 'utf8' });
    expect(ssl.status, ssl.stderr).toBe(0);
    httpsPort = await freePort();
    httpPort = await freePort();
    let conf = siteConfig(site, {
      httpPort,
      httpsPort,
      upstreams: [(upstream.address() as net.AddressInfo).port],
      cert,
      key,
      siteDir: prefix,
      acmeDir: prefix,
    });
    const withRealIp = conf.replace(/^(\s*listen 127\.0\.0\.1:\d+ ssl http2;)$/m, `$1\n    set_real_ip_from ${REALIP_PEER};\n    real_ip_header X-Real-IP;`);
    expect(withRealIp).not.toBe(conf);
    conf = withRealIp;
    const siteConf = path.join(prefix, 'gaokao.conf');
    fs.writeFileSync(siteConf, conf);
    const nginxConf = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(nginxConf, mainConfig(prefix, siteConf));
    const t = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', nginxConf], { encoding: 'utf8' });
    expect(t.status, t.stderr).toBe(0);
    nginx = spawn(NGINX, ['-p', prefix, '-c', nginxConf, '-g', 'daemon off;'], { stdio: 'ignore' });
    for (let i = 0; ; i++) {
      const up = await new Promise<boolean>((r) => {
        const s = net.connect(httpsPort, '127.0.0.1');
        s.once('connect', () => (s.destroy(), r(true)));
        s.once('error', () => r(false));
      });
      if (up) break;
      if (i > 200 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }, 30_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    }
    await new Promise((r) => upstream?.close(r));
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
  });

  /** One TLS handshake with openssl s_client; the cipher it settled on, or '' when it failed. */
  function handshake(...args: string[]): { cipher: string; out: string } {
    const r = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${httpsPort}`, '-servername', 'localhost', ...args], { input: '', encoding: 'utf8', timeout: 15_000 });
    const out = `${r.stdout}${r.stderr}`;
    const cipher = /Cipher is (\S+)/.exec(out)?.[1] ?? '';
    return { cipher: r.status === 0 && cipher !== '(NONE)' ? cipher : '', out };
  }

  it('TLS: the Mozilla intermediate suites only (no CBC, no RSA key exchange); TLS 1.3 and ECDHE with AES-GCM work', () => {
    for (const weak of ['AES128-SHA', 'ECDHE-RSA-AES128-SHA', 'AES256-GCM-SHA384', 'ECDHE-RSA-AES256-SHA384']) {
      const h = handshake('-tls1_2', '-cipher', weak);
      expect(h.cipher, `${weak} was accepted:\n${h.out}`).toBe('');
      expect(h.out).toMatch(/handshake failure|no cipher/i);
    }
    expect(handshake('-tls1_2', '-cipher', 'ECDHE-RSA-AES128-GCM-SHA256').cipher).toBe('ECDHE-RSA-AES128-GCM-SHA256');
    expect(handshake('-tls1_2', '-cipher', 'ECDHE-RSA-CHACHA20-POLY1305').cipher).toBe('ECDHE-RSA-CHACHA20-POLY1305');
    expect(handshake('-tls1_3').cipher).toMatch(/^TLS_/);
  }, 60_000);

  it('the Server header names no version, on proxied answers and on nginx\'s own error pages', async () => {
    for (const p of ['/api/Colleges/getProvince', '/metrics']) {
      const res = await get(`https://127.0.0.1:${httpsPort}${p}`);
      expect(res.headers.server).toBe('nginx');
      expect(res.body).not.toMatch(/nginx\/\d/);
    }
    expect((await get(`https://127.0.0.1:${httpsPort}/metrics`)).status).toBe(404);
  }, 30_000);

  it('the instances get the configured host name, whatever Host a client sends; so does the HTTP → HTTPS redirect', async () => {
    const name = /^\s*server_name (\S+);$/m.exec(site)![1]!;
    for (const host of ['evil.example', `127.0.0.1:${httpsPort}`, name]) {
      const r = await get(`https://127.0.0.1:${httpsPort}/api/Colleges/getProvince`, undefined, { host });
      expect(JSON.parse(r.body).data).toEqual({ host: name, forwardedHost: name });
    }
    const redirect = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`http://127.0.0.1:${httpPort}/RecruitData?x=1`, { headers: { host: 'evil.example' } }, resolve).on('error', reject),
    );
    redirect.resume();
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe(`https://${name}/RecruitData?x=1`);
  }, 30_000);

  const rate = Number(/^limit_req_zone \$gaokao_api_client zone=gaokao_api:\d+m rate=(\d+)r\/s;$/m.exec(site)?.[1]);
  const burst = Number(/^\s*limit_req zone=gaokao_api burst=(\d+) nodelay;$/m.exec(site)?.[1]);

  /**
   * n API calls at once over one HTTP/2 connection from `localAddress` (X-Real-IP `realIp(i)` when given). What passes:
   * the burst, the request that empties it, and what the rate refilled while they arrived — never fewer, never more.
   */
  async function volley(n: number, localAddress: string, realIp?: (i: number) => string) {
    const s = http2.connect(`https://127.0.0.1:${httpsPort}`, {
      createConnection: () =>
        tls.connect({ socket: net.connect({ host: '127.0.0.1', port: httpsPort, localAddress }), servername: 'localhost', rejectUnauthorized: false, ALPNProtocols: ['h2'] }),
    });
    const t0 = performance.now();
    const replies = await Promise.all(
      Array.from(
        { length: n },
        (_, i) =>
          new Promise<{ status: number; body: string; headers: http2.IncomingHttpHeaders }>((resolve, reject) => {
            const r = s.request({ ':method': 'POST', ':path': '/api/Colleges/getProvince', 'content-type': 'application/json', ...(realIp ? { 'x-real-ip': realIp(i) } : {}) });
            let body = '';
            r.setEncoding('utf8');
            r.on('response', (headers) => {
              r.on('data', (d: string) => (body += d));
              r.on('end', () => resolve({ status: Number(headers[':status']), body, headers }));
            });
            r.on('error', reject);
            r.end('{}');
          }),
      ),
    );
    const ms = performance.now() - t0;
    s.close();
    const passed = replies.filter((r) => r.status === 200).length;
    return { replies, passed, ms, most: burst + 1 + Math.ceil((ms * rate) / 1000) };
  }

  it('limit_req on /api/: a client gets the burst at once, then 429 with the API\'s envelope; /api/ only', async () => {
    expect(rate).toBeGreaterThan(0);
    expect(burst).toBeGreaterThan(0);
    const n = burst * 2;
    const v = await volley(n, '127.0.0.2');
    console.log(`[deploy] 127.0.0.2: ${v.passed} of ${n} calls passed in ${v.ms.toFixed(0)} ms (burst ${burst}, ${rate}/s)`);
    expect(v.passed).toBeGreaterThanOrEqual(burst + 1);
    expect(v.passed).toBeLessThanOrEqual(v.most);
    const limited = v.replies.filter((r) => r.status !== 200);
    expect(limited.length).toBe(n - v.passed);
    expect(limited.length).toBeGreaterThan(0);
    for (const r of limited) {
      expect(r.status).toBe(429);
      expect(r.headers['content-type']).toBe('application/json');
      expect(JSON.parse(r.body)).toEqual({ status: 429, msg: '操作过于频繁，请稍后再试' });
    }
    // The same client, limited on /api/, still gets the page (index.html, the SPA fallback).
    expect((await get(`https://127.0.0.1:${httpsPort}/`, '127.0.0.2')).status).toBe(200);
    // Another client is not affected.
    expect((await volley(1, '127.0.0.3')).passed).toBe(1);
  }, 60_000);

  it('the console\'s uploads pass bodies over 2 MB (streamed to the instance); every other call keeps the 2 MB limit', async () => {
    const send = (p: string, bytes: number) =>
      new Promise<number>((resolve, reject) => {
        const req = https.request(`https://127.0.0.1:${httpsPort}${p}`, { method: 'POST', rejectUnauthorized: false, headers: { 'content-type': 'application/octet-stream', 'content-length': String(bytes) } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(Buffer.alloc(bytes));
      });
    for (const p of ['/api/ops/videos/upload?title=x', '/api/ops/seasons/upload?name=a.csv', '/api/ops/contact/upload?type=1']) expect({ p, status: await send(p, 5 * 1024 * 1024) }).toEqual({ p, status: 200 });
    expect(await send('/api/ops/news/save', 5 * 1024 * 1024)).toBe(413);
    expect(await send('/api/ops/videos/upload/x', 5 * 1024 * 1024)).toBe(413);
  }, 60_000);

  it('limit_req does not count 127.0.0.1 (the machine itself: health checks, scripts, bench:peak)', async () => {
    const v = await volley(burst * 2, '127.0.0.1');
    expect(v.passed).toBe(burst * 2);
  }, 60_000);

  it('limit_req counts an IPv6 client by its /64: rotating addresses inside it buys nothing', async () => {
    const hex = (i: number) => (0x100 + i).toString(16);
    // Written out and with "::" in the host part: one /64.
    const a = await volley(burst * 2, REALIP_PEER, (i) => (i % 2 ? `2001:db8:1:2:${hex(i)}:0:0:1` : `2001:db8:1:2::${hex(i)}`));
    expect(a.passed).toBeGreaterThanOrEqual(burst + 1);
    expect(a.passed).toBeLessThanOrEqual(a.most);
    // A /64 whose last two groups are zero: written with "::" inside the prefix, or (with a longer zero run in the
    // host part) written out; one client either way.
    const b = await volley(burst * 2, REALIP_PEER, (i) => (i % 2 ? `2001:db8::${hex(i)}` : `2001:db8:0:0:${hex(i)}:1:2:3`));
    expect(b.passed).toBeGreaterThanOrEqual(burst + 1);
    expect(b.passed).toBeLessThanOrEqual(b.most);
    // The neighbouring /64 and an IPv4 client are other clients.
    expect((await volley(1, REALIP_PEER, () => '2001:db8:1:3::1')).passed).toBe(1);
    expect((await volley(1, REALIP_PEER, () => '198.51.100.7')).passed).toBe(1);
  }, 60_000);

  it('every HTTPS answer carries HSTS for two years (Mozilla\'s profile): proxied, assets, nginx\'s own 404 and 429', async () => {
    const base = `https://127.0.0.1:${httpsPort}`;
    const answers = [await get(`${base}/api/Colleges/getProvince`), await get(`${base}/assets/app-1a2b3c.js`), await get(`${base}/metrics`)];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 404]);
    // A client of its own, limited at once: the burst, then one more.
    const v = await volley(burst + 2, '127.0.0.4');
    const limited = v.replies.find((r) => r.status === 429);
    expect(limited).toBeDefined();
    for (const h of [...answers.map((a) => a.headers['strict-transport-security']), limited!.headers['strict-transport-security']]) {
      expect(h).toMatch(/^max-age=(\d+)$/);
      expect(Number(/^max-age=(\d+)$/.exec(String(h))![1])).toBeGreaterThanOrEqual(63_072_000);
    }
  }, 30_000);
});

function get(url: string, localAddress?: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { rejectUnauthorized: false, headers, ...(localAddress ? { localAddress } : {}) }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// ───────────── systemd

const analyzeMissing = hasCommand('systemd-analyze', ['--version']) ? undefined : 'systemd-analyze is not installed (apt-get install systemd)';

describe.skipIf(skipUnlessCI('systemd-analyze security of the units', analyzeMissing))('the systemd units are sandboxed', () => {
  /** `systemd-analyze security --offline=true` of a unit of deploy/systemd (a template as its instance 8081). */
  function exposure(file: string): { score: number; out: string } {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-units-'));
    try {
      const name = file.replace('@.', '@8081.');
      fs.writeFileSync(path.join(dir, name), read(`systemd/${file}`));
      const r = spawnSync('systemd-analyze', ['security', '--offline=true', '--no-pager', path.join(dir, name)], { encoding: 'utf8' });
      const out = `${r.stdout}${r.stderr}`;
      const m = new RegExp(`Overall exposure level for ${name.replace(/[.@]/g, '\\$&')}: (\\d+\\.\\d+)`).exec(out);
      if (!m) throw new Error(`systemd-analyze security ${name}:\n${out}`);
      return { score: Number(m[1]), out };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it.each(['gaokao@.service', 'gaokao-migrate.service', 'gaokao-backup.service'])('%s: exposure at most 3.0', (file) => {
    const { score, out } = exposure(file);
    console.log(`[deploy] systemd-analyze security ${file}: ${score}`);
    expect(score, out).toBeLessThanOrEqual(3.0);
  }, 30_000);

  it('the Node units leave MemoryDenyWriteExecute off (V8 compiles to memory it writes and then runs)', () => {
    for (const file of ['gaokao@.service', 'gaokao-migrate.service']) {
      const unit = read(`systemd/${file}`);
      expect(unit).toMatch(/^ExecStart=\S*\/node /m);
      expect(unit).not.toMatch(/^MemoryDenyWriteExecute=(?:yes|true|1|on)\s*$/m);
    }
  });
});
