import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CONTACT_UPLOAD_PATH, OPS_MEDIA_MSG, OPS_VIDEO_UPLOAD_PATH } from 'gaokao-contract';
import { startServer, type TestServer } from './helpers';
import { defineOpsSuite, opsToken, PNG } from './ops-suite';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

describe('operator console on the embedded database (PGlite)', () => {
  defineOpsSuite(() => s);

  // Over a real socket (inject has none): the refusal of a declared length over the limit reaches the client while it
  // is still sending, on a connection the server has not cut.
  it('answers an upload declaring 300 MB with HTTP 413 before the body is sent, and a chunked image past 2 MB with 413 too', async () => {
    const { token } = await opsToken(s);
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: `${OPS_VIDEO_UPLOAD_PATH}?title=x`, headers: { authorization: token, 'content-type': 'video/mp4', 'content-length': String(300 * 1024 * 1024) } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(64 * 1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ status: 400, msg: OPS_MEDIA_MSG.videoTooLarge });

    // No length declared (chunked): counted as it arrives, refused past 2 MB, the answer still delivered.
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: `${OPS_CONTACT_UPLOAD_PATH}?type=1`, headers: { authorization: token, 'content-type': 'image/png', 'transfer-encoding': 'chunked' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(PNG);
      for (let i = 0; i < 48; i++) req.write(Buffer.alloc(64 * 1024));
      req.end();
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual({ status: 400, msg: OPS_MEDIA_MSG.imageTooLarge });
  });
});
