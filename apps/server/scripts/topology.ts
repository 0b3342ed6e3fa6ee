/**
 * The production topology on one machine, for test/deploy.test.ts and `pnpm run bench:peak`: nginx from Debian's
 * package with the site of deploy/nginx/gaokao.conf (ports, certificate and paths swapped for temporary ones), N
 * `node dist/main.js` processes on one PostgreSQL and one Redis, after the one-off `node dist/main.js --migrate`.
 * Everything listens on 127.0.0.1 and random ports; nothing is installed or started as a system service.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoDir = path.resolve(serverDir, '../..');
export const NGINX_SITE = path.join(repoDir, 'deploy/nginx/gaokao.conf');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Debian installs nginx in /usr/sbin, which a user's PATH may lack. */
export const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export function hasCommand(cmd: string, args = ['-v']): boolean {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/** What is missing for the topology on this machine, or undefined. */
export function topologyMissing(): string | undefined {
  if (!hasCommand(NGINX)) return 'nginx is not installed (apt-get install nginx-light libnginx-mod-http-brotli-static)';
  if (!fs.existsSync(BROTLI_MODULE)) return `the brotli_static module is not installed (${BROTLI_MODULE}: apt-get install libnginx-mod-http-brotli-static)`;
  if (!hasCommand('openssl', ['version'])) return 'openssl is not installed';
  return undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * Builds what `pnpm start` builds for the server: the two workspace packages and dist/main.js; `dir` is the server
 * directory of another checkout (bench:peak's baseline), this one by default.
 */
export function buildServer(dir = serverDir): void {
  for (const sub of ['../../packages/gaokao-domain', '../../packages/gaokao-contract', '.']) {
    execFileSync(path.join(dir, sub, 'node_modules/.bin/tsup'), [], { cwd: path.join(dir, sub), stdio: 'pipe' });
  }
}

export interface Instance {
  port: number;
  child: ChildProcess;
  out: () => string;
  exited: Promise<number | null>;
}

export interface TopologyOptions {
  instances: number;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** Extra environment of every instance (and the migration). */
  env?: Record<string, string>;
  /** Site directory nginx serves /assets/ from (and instances serve index.html from). */
  siteDir?: string;
  /** Seed the small demo season (河北) in the migration command. */
  seedDemo?: boolean;
  /** The server directory whose built dist/main.js the instances run (another checkout's, for a baseline); this one by default. */
  codeDir?: string;
}

export interface Topology {
  /** https://127.0.0.1:<port> */
  url: string;
  httpUrl: string;
  httpsPort: number;
  instances: Instance[];
  prefix: string;
  nginxConf: string;
  siteConf: string;
  /** Seconds the migration command took. */
  migrateSeconds: number;
  nginxLog: () => string;
  stop(): Promise<void>;
  stopInstance(i: number, signal: NodeJS.Signals): Promise<number | null>;
}

/** deploy/nginx/gaokao.conf with temporary ports, certificate and paths; throws when the template changed shape. */
export function siteConfig(template: string, o: { httpPort: number; httpsPort: number; upstreams: number[]; cert: string; key: string; siteDir: string; acmeDir: string }): string {
  let conf = template;
  const swap = (from: RegExp | string, to: string) => {
    const before = conf;
    conf = typeof from === 'string' ? conf.split(from).join(to) : conf.replace(from, to);
    if (conf === before) throw new Error(`deploy/nginx/gaokao.conf: expected ${String(from)}`);
  };
  swap(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${o.httpPort};`);
  swap(/^\s*listen \[::\]:80;\n/m, '');
  swap(/^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${o.httpsPort} ssl http2;`);
  swap(/^\s*listen \[::\]:443 ssl http2;\n/m, '');
  swap(/(?:^\s*server 127\.0\.0\.1:\d+ [^;\n]*;\n)+/m, o.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;\n`).join(''));
  swap('/etc/letsencrypt/live/gaokao.example.cn/fullchain.pem', o.cert);
  swap('/etc/letsencrypt/live/gaokao.example.cn/privkey.pem', o.key);
  swap('/srv/gaokao/app/apps/site/dist', o.siteDir);
  swap('/var/www/html', o.acmeDir);
  return conf;
}

export function mainConfig(prefix: string, siteConf: string): string {
  const asRoot = process.getuid?.() === 0;
  return [
    asRoot ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    `load_module ${BROTLI_MODULE};`,
    'events { worker_connections 4096; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${prefix}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/tmp/${t};`),
    `  include ${siteConf};`,
    '}',
    '',
  ].join('\n');
}

function startInstance(codeDir: string, args: string[], env: Record<string, string>): Instance {
  let out = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js', ...args], {
    cwd: codeDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { port: Number(env.PORT ?? 0), child, out: () => out, exited };
}

async function waitFor(what: string, check: () => boolean, inst: Instance | undefined, timeoutMs: number): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (check()) return;
    if (inst && inst.child.exitCode !== null) throw new Error(`${what}: exited ${inst.child.exitCode}\n${inst.out().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms\n${inst?.out().slice(-3000) ?? ''}`);
}

export async function startTopology(o: TopologyOptions): Promise<Topology> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-nginx-'));
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  fs.mkdirSync(path.join(prefix, 'acme'));
  const siteDir = o.siteDir ?? path.join(prefix, 'site');
  fs.mkdirSync(siteDir, { recursive: true });
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DATABASE_URL: o.databaseUrl,
    REDIS_URL: o.redisUrl,
    REDIS_PREFIX: o.redisPrefix,
    TRUST_PROXY: '1',
    GAOKAO_MIGRATE: 'check',
    GAOKAO_SEED_DEMO: o.seedDemo === false ? '0' : '1',
    GAOKAO_DEMO_SCALE: 'small',
    LOG_LEVEL: 'info',
    ...o.env,
  };

  // The one-off migration command, before any instance starts.
  const t0 = performance.now();
  const codeDir = o.codeDir ?? serverDir;
  const migrate = startInstance(codeDir, ['--migrate', '--site-dir', siteDir], { ...env, PORT: '0' });
  const code = await migrate.exited;
  if (code !== 0) throw new Error(`node dist/main.js --migrate exited ${code}\n${migrate.out().slice(-3000)}`);
  const migrateSeconds = (performance.now() - t0) / 1000;

  const instances: Instance[] = [];
  for (let i = 0; i < o.instances; i++) {
    const port = await freePort();
    instances.push(startInstance(codeDir, ['--site-dir', siteDir], { ...env, PORT: String(port) }));
  }
  await Promise.all(instances.map((inst) => waitFor(`instance ${inst.port}`, () => /running at http:\/\/127\.0\.0\.1:\d+/.test(inst.out()), inst, 180_000)));

  const cert = path.join(prefix, 'cert.pem');
  const key = path.join(prefix, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  const httpsPort = await freePort();
  const httpPort = await freePort();
  const siteConf = path.join(prefix, 'gaokao.conf');
  fs.writeFileSync(siteConf, siteConfig(fs.readFileSync(NGINX_SITE, 'utf8'), { httpPort, httpsPort, upstreams: instances.map((i) => i.port), cert, key, siteDir, acmeDir: path.join(prefix, 'acme') }));
  const nginxConf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(nginxConf, mainConfig(prefix, siteConf));
  execFileSync(NGINX, ['-t', '-q', '-p', prefix, '-c', nginxConf], { stdio: 'pipe' });
  let nginxOut = '';
  const nginx = spawn(NGINX, ['-p', prefix, '-c', nginxConf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout!.on('data', (d: Buffer) => (nginxOut += d.toString()));
  nginx.stderr!.on('data', (d: Buffer) => (nginxOut += d.toString()));
  const nginxExited = new Promise<void>((r) => nginx.once('exit', () => r()));
  const up = async () => {
    for (let i = 0; i < 100; i++) {
      if (await new Promise<boolean>((r) => net.connect(httpsPort, '127.0.0.1').once('connect', function (this: net.Socket) { this.destroy(); r(true); }).once('error', () => r(false)))) return;
      if (nginx.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`nginx did not start: ${nginxOut}${fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : ''}`);
  };
  await up();

  const stopInstance = async (i: number, signal: NodeJS.Signals) => {
    const inst = instances[i]!;
    if (inst.child.exitCode === null) inst.child.kill(signal);
    return inst.exited;
  };
  return {
    url: `https://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    httpsPort,
    instances,
    prefix,
    nginxConf,
    siteConf,
    migrateSeconds,
    nginxLog: () => nginxOut + (fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : ''),
    stopInstance,
    async stop() {
      if (nginx.exitCode === null) {
        nginx.kill('SIGQUIT');
        await Promise.race([nginxExited, new Promise((r) => setTimeout(r, 3000))]);
        if (nginx.exitCode === null) nginx.kill('SIGKILL');
      }
      await Promise.all(
        instances.map(async (inst) => {
          if (inst.child.exitCode !== null) return;
          inst.child.kill('SIGTERM');
          await Promise.race([inst.exited, new Promise((r) => setTimeout(r, 20_000))]);
          if (inst.child.exitCode === null) inst.child.kill('SIGKILL');
        }),
      );
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

// ───────────── a client for the TLS front (self-signed certificate)

export interface JsonReply {
  http: number;
  headers: Record<string, string | string[] | undefined>;
  body: { status: number; msg: string; data?: unknown; key?: string } & Record<string, unknown>;
  ms: number;
}

export function tlsAgent(maxSockets = 64): https.Agent {
  return new https.Agent({ keepAlive: true, rejectUnauthorized: false, maxSockets });
}

/** POSTs JSON (or GETs) to the front or an instance (http:// URLs go straight to an instance). */
export function request(
  base: string,
  urlPath: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string>; agent?: https.Agent; method?: string } = {},
): Promise<JsonReply> {
  const url = new URL(urlPath, base);
  const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
  const headers: Record<string, string> = {
    ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
    ...(opts.token ? { authorization: opts.token } : {}),
    ...opts.headers,
  };
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: opts.method ?? (payload ? 'POST' : 'GET'), headers, ...(url.protocol === 'https:' ? { agent: opts.agent, rejectUnauthorized: false } : {}) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let raw = Buffer.concat(chunks);
          const enc = res.headers['content-encoding'];
          if (enc === 'br') raw = zlib.brotliDecompressSync(raw);
          else if (enc === 'gzip') raw = zlib.gunzipSync(raw);
          const text = raw.toString('utf8');
          let body: JsonReply['body'];
          try {
            body = JSON.parse(text) as JsonReply['body'];
          } catch {
            body = { status: -1, msg: text.slice(0, 200) };
          }
          resolve({ http: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - t0 });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    if (payload) req.write(payload);
    req.end();
  });
}

/** The ALPN protocol nginx picks for a client offering HTTP/2. */
export function alpnOf(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = http2.connect(url, { rejectUnauthorized: false });
    s.once('connect', () => {
      resolve(s.alpnProtocol ?? '');
      s.close();
    });
    s.once('error', reject);
  });
}
