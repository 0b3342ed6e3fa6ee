import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { OPS_MEDIA_UPLOADS_PREFIX } from 'gaokao-contract';
import { SHIPPED_DATA_DIR } from './paths';

/** Media the server ships and serves itself (the demo lecture clip): `apps/server/data/media`, under `/media/`. */
export const MEDIA_DIR = path.join(SHIPPED_DATA_DIR, 'media');
export const MEDIA_PREFIX = '/media/';

/** The demo lecture clip: 6 s, 320×180, VP9 WebM, made for the project (see data/media/README.md). */
export const DEMO_VIDEO_FILE = 'demo-lecture.webm';

/**
 * Serves `MEDIA_DIR` under `/media/` with range requests (players seek), cached for a day; and the operators' uploads
 * (`uploadsDir`, AppContext.mediaDir) under `/media/uploads/`. An upload's name is new each time (ops/media-files.ts),
 * so its address never changes content and is cached for a year; a replaced QR is a new address the footer reads.
 */
export async function registerMedia(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: OPS_MEDIA_UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('x-content-type-options', 'nosniff');
    },
  });
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=86400');
    },
  });
}
