import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SERVER_MSG } from 'gaokao-contract';
import { buildApp } from '../src/app';
import type { DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { isPrivateAddress, parseTrustProxy } from '../src/http/trust-proxy';
import { parseConfig } from '../src/config';
import { RecordingSms, freshPhone } from './helpers';
import { openSeeded } from './seeded';

describe('TRUST_PROXY values', () => {
  it.each([
    { value: undefined, trust: false },
    { value: '', trust: false },
    { value: '0', trust: false },
    { value: 'false', trust: false },
    { value: '1', trust: 1 },
    { value: ' 2 ', trust: 2 },
    { value: '10.0.0.1', trust: ['10.0.0.1'] },
    { value: '10.0.0.0/8, 127.0.0.1,::1', trust: ['10.0.0.0/8', '127.0.0.1', '::1'] },
    { value: 'fd00:1::/32,192.168.1.0/24', trust: ['fd00:1::/32', '192.168.1.0/24'] },
    { value: '10.0.0.0/8', trust: ['10.0.0.0/8'] },
    { value: '2001:db8::/16', trust: ['2001:db8::/16'] },
    { value: '::ffff:10.0.0.0/104', trust: ['::ffff:10.0.0.0/104'] },
    { value: 'loopback, uniquelocal', trust: ['loopback', 'uniquelocal'] },
  ])('$value → $trust', ({ value, trust }) => {
    expect(parseTrustProxy(value)).toEqual(trust);
  });

  it.each(['true', 'yes', '*', '-1', '1.5', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1,,', 'proxy.example.com'])(
    '%s is refused with a message naming TRUST_PROXY (trusting every X-Forwarded-For is never what a deployment wants)',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('TRUST_PROXY ranges wider than /8 (IPv4) or /16 (IPv6)', () => {
  it.each([
    { value: '0.0.0.0/0', why: 'wider than /8' },
    { value: '::/0', why: 'wider than /16' },
    { value: '10.0.0.0/7', why: 'wider than /8' },
    { value: 'fd00::/8', why: 'wider than /16' },
    { value: '2000::/3', why: 'wider than /16' },
    // IPv4 clients are matched against IPv6 ranges as ::ffff:a.b.c.d: these trust every IPv4 client, or a /7 of them.
    { value: '::/16', why: 'holds IPv4-mapped addresses wider than /8' },
    { value: '::ffff:0:0/96', why: 'holds IPv4-mapped addresses wider than /8' },
    { value: '::ffff:10.0.0.0/103', why: 'holds IPv4-mapped addresses wider than /8' },
    { value: '127.0.0.1,0.0.0.0/0', why: 'wider than /8' },
  ])('$value is refused ($why)', ({ value, why }) => {
    expect(() => parseTrustProxy(value)).toThrow(why);
  });

  it('stops the server at start with one TRUST_PROXY line (config.ts)', () => {
    for (const value of ['0.0.0.0/0', '::/0']) {
      try {
        parseConfig({ TRUST_PROXY: value });
        expect.unreachable(`${value} was accepted`);
      } catch (err) {
        expect((err as { lines: string[] }).lines).toEqual([expect.stringMatching(new RegExp(`^TRUST_PROXY: a proxy range may be /8 \\(IPv4\\) or /16 \\(IPv6\\) at the widest.*\\(got "${value.replace('.', '\\.')}`))]);
      }
    }
  });
});

describe('private addresses (where a counted proxy may connect from)', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '169.254.1.1', '::1', 'fd12::1', 'fe80::1', '::ffff:10.0.0.1'])('%s is private', (a) => {
    expect(isPrivateAddress(a)).toBe(true);
  });
  it.each(['8.8.8.8', '172.32.0.1', '203.0.113.7', '2001:db8::1', '::ffff:8.8.8.8', 'not-an-ip', ''])('%s is not', (a) => {
    expect(isPrivateAddress(a)).toBe(false);
  });
});

/** A server built with TRUST_PROXY as given (parsed by config.ts, as main.ts passes it) and a route that shows req.ip. */
async function serverWith(trustProxy: string | undefined, handle: DbHandle): Promise<{ app: FastifyInstance; sms: RecordingSms }> {
  const sms = new RecordingSms();
  const app = await buildApp({ db: handle.db, sms, trustProxy: parseConfig({ TRUST_PROXY: trustProxy }).trustProxy });
  app.get('/test/ip', async (req) => ({ ip: req.ip }));
  await app.ready();
  return { app, sms };
}

const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.7';

async function ipOf(app: FastifyInstance, remoteAddress: string, xff?: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/test/ip', remoteAddress, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });
  return (res.json() as { ip: string }).ip;
}

describe('client addresses behind a proxy', () => {
  let handle: DbHandle;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    handle = await openSeeded('migrated');
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await handle?.close();
  });
  const make = async (v: string | undefined) => {
    const s = await serverWith(v, handle);
    apps.push(s.app);
    return s;
  };

  it('given TRUST_PROXY=1 (one proxy), a forged leftmost X-Forwarded-For entry does not become req.ip: the address the proxy appended does', async () => {
    const { app } = await make('1');
    expect(await ipOf(app, PROXY, `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
    expect(await ipOf(app, PROXY, `1.1.1.1, 2.2.2.2, ${CLIENT}`)).toBe(CLIENT);
    expect(await ipOf(app, PROXY, CLIENT)).toBe(CLIENT);
    expect(await ipOf(app, PROXY)).toBe(PROXY);
  });

  it('given TRUST_PROXY=1, rotating forged entries does not escape the per-IP SMS limit (10 an hour)', async () => {
    const { app } = await make('1');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/MemberUser/sendSms',
        payload: { mobile: freshPhone() },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${CLIENT}` },
      });
      statuses.push((res.json() as { status: number }).status);
    }
    expect(statuses.slice(0, 10).every((x) => x === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const last = await app.inject({ method: 'POST', url: '/api/MemberUser/sendSms', payload: { mobile: freshPhone() }, remoteAddress: PROXY, headers: { 'x-forwarded-for': CLIENT } });
    expect(last.json()).toMatchObject({ status: 429, msg: SERVER_MSG.tooManyRequests });
  });

  it('given TRUST_PROXY=1, a client connecting straight from a public address is not taken for the proxy: its X-Forwarded-For is ignored', async () => {
    const { app } = await make('1');
    expect(await ipOf(app, '198.51.100.50', '6.6.6.6')).toBe('198.51.100.50');
    // Private and loopback peers, IPv4-mapped too, are proxies.
    expect(await ipOf(app, '::ffff:10.0.0.1', `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
    expect(await ipOf(app, '127.0.0.1', `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
    expect(await ipOf(app, '::1', `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
    expect(await ipOf(app, '192.168.3.4', `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
  });

  it('given TRUST_PROXY=2 (two proxies), the address the first proxy appended is the client', async () => {
    const { app } = await make('2');
    expect(await ipOf(app, PROXY, `6.6.6.6, ${CLIENT}, 10.0.0.2`)).toBe(CLIENT);
  });

  it('given a list of proxy addresses, X-Forwarded-For is read only from those proxies, up to the first address not in the list', async () => {
    const { app } = await make('10.0.0.0/8, 127.0.0.1');
    expect(await ipOf(app, PROXY, `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
    expect(await ipOf(app, PROXY, `6.6.6.6, ${CLIENT}, 10.0.0.9`)).toBe(CLIENT);
    // Straight from the internet, not through a listed proxy: the header is the client's own word and is ignored.
    expect(await ipOf(app, '192.0.2.9', CLIENT)).toBe('192.0.2.9');
  });

  it('given no TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    const { app } = await make(undefined);
    expect(await ipOf(app, PROXY, CLIENT)).toBe(PROXY);
  });

  it('given an invalid TRUST_PROXY, the server refuses to start', async () => {
    await expect(serverWith('true', handle)).rejects.toThrow(/TRUST_PROXY/);
  });
});
