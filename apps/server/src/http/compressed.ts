import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 8 * 1024;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli when offered (browsers offer it over HTTPS),
 * else gzip, else none. An entry with q=0 is refused; `*` stands for both.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string' || header === '') return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const v = qp ? Number(qp.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(v) ? v : 0);
  }
  const allowed = (e: Encoding) => (q.get(e) ?? (q.has('*') ? (q.get('*') as number) : 0)) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * A JSON answer kept as bytes together with its compressed forms, made on first demand off the event loop (libuv's
 * thread pool) and then kept, so a cached answer is compressed once and served to every later client for the cost of
 * a write. A 500-row tab-1 page is ~900 KB raw, ~36 KB as brotli and ~60 KB as gzip.
 */
export class JsonBytes {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly raw: Buffer,
    /** 'kept' for answers served many times (spend more to compress), 'once' for an answer built per request. */
    private readonly use: 'kept' | 'once' = 'kept',
  ) {}

  static of(json: string | Buffer, use: 'kept' | 'once' = 'kept'): JsonBytes {
    return new JsonBytes(Buffer.isBuffer(json) ? json : Buffer.from(json), use);
  }

  as(e: Encoding): Promise<Buffer> {
    let p = this.encoded.get(e);
    if (!p) {
      const kept = this.use === 'kept';
      p =
        e === 'br'
          ? brotli(this.raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 6 : 4,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
              },
            })
          : gzip(this.raw, { level: kept ? 6 : 4 });
      // A failed compression is not kept: the next request tries again.
      p.catch(() => this.encoded.delete(e));
      this.encoded.set(e, p);
    }
    return p;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends JSON bytes, compressed when the client accepts it and the answer is large enough to be worth it. */
export async function sendJson(req: FastifyRequest, reply: FastifyReply, body: string | Buffer | JsonBytes): Promise<FastifyReply> {
  reply.type(JSON_TYPE);
  const bytes = body instanceof JsonBytes ? body : JsonBytes.of(body, 'once');
  if (bytes.raw.length < COMPRESS_MIN_BYTES) return reply.send(bytes.raw);
  reply.header('vary', 'accept-encoding');
  const e = pickEncoding(req.headers['accept-encoding']);
  if (!e) return reply.send(bytes.raw);
  return reply.header('content-encoding', e).send(await bytes.as(e));
}
