import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, JsonBytes, pickEncoding, sendJson } from '../src/http/compressed';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
  ] as const)('Accept-Encoding %j → %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('sendJson', () => {
  const big = JSON.stringify({ status: 200, msg: '成功', data: { list: Array.from({ length: 400 }, (_, i) => ({ i, collegeName: `测试大学${i % 40}`, is985: '否' })) } });
  const small = JSON.stringify({ status: 200, msg: '成功', data: null });
  const kept = JsonBytes.of(big);
  const app = Fastify();
  app.get('/big', (req, reply) => sendJson(req, reply, big));
  app.get('/kept', (req, reply) => sendJson(req, reply, kept));
  app.get('/small', (req, reply) => sendJson(req, reply, small));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('sends brotli to clients that offer it and the same JSON decodes back', async () => {
    expect(big.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const r = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toBe('accept-encoding');
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.rawPayload.length).toBeLessThan(Buffer.byteLength(big) / 5);
    expect(zlib.brotliDecompressSync(r.rawPayload).toString()).toBe(big);
  });

  it('sends gzip when brotli is not offered, and raw bytes when nothing is', async () => {
    const g = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip' } });
    expect(g.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(g.rawPayload).toString()).toBe(big);
    const raw = await app.inject({ url: '/kept' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toBe('accept-encoding');
    expect(raw.payload).toBe(big);
  });

  it('compresses a kept answer once and serves the same bytes after', async () => {
    const a = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    const b = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(await kept.as('br')).toBe(await kept.as('br'));
  });

  it('leaves small answers as they are', async () => {
    const r = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.payload).toBe(small);
  });
});
