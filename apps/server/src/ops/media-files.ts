import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { OPS_MEDIA_MSG, OPS_MEDIA_UPLOADS_PREFIX } from 'gaokao-contract';

/**
 * Files operators upload into the media folder (AppContext.mediaDir): the type is read from the first bytes, the size
 * counted as the body arrives (a file over the limit is refused and its part removed, never kept whole in memory), and
 * the file gets a new name (`<kind>-<time>-<random>.<ext>`) so an address never changes content.
 */

export type MediaKind = 'image' | 'video';

interface Sniffed {
  type: string;
  ext: string;
}

/** The type of a file from its first 16 bytes: PNG, JPEG, WebP images; MP4 (ISO BMFF `ftyp`) and WebM (EBML) videos. */
export function sniffMedia(head: Buffer): (Sniffed & { kind: MediaKind }) | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { kind: 'image', type: 'image/png', ext: 'png' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', type: 'image/jpeg', ext: 'jpg' };
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { kind: 'image', type: 'image/webp', ext: 'webp' };
  if (head.length >= 12 && ascii(4, 8) === 'ftyp' && /^(isom|iso[2-6]|mp41|mp42|avc1|M4V |dash)$/.test(ascii(8, 12))) return { kind: 'video', type: 'video/mp4', ext: 'mp4' };
  if (head.length >= 4 && head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return { kind: 'video', type: 'video/webm', ext: 'webm' };
  return null;
}

/** A refused upload: its Chinese message; `tooLarge` answers HTTP 413. */
export class MediaUploadError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

export interface SavedMedia {
  /** The file's name in the media folder. */
  name: string;
  /** Its address: `/media/uploads/<name>`. */
  url: string;
  type: string;
  bytes: number;
  sha256: string;
}

const messages = {
  image: { type: OPS_MEDIA_MSG.imageType, tooLarge: OPS_MEDIA_MSG.imageTooLarge },
  video: { type: OPS_MEDIA_MSG.videoType, tooLarge: OPS_MEDIA_MSG.videoTooLarge },
} as const;

/**
 * Writes an upload's body into `dir` as a new file of `kind`, at most `maxBytes`. Throws MediaUploadError (文件为空, the
 * type's or the size's message) with nothing left behind.
 */
export async function saveUpload(body: Readable, dir: string, kind: MediaKind, maxBytes: number): Promise<SavedMedia> {
  const part = path.join(dir, `.part-${crypto.randomBytes(8).toString('hex')}`);
  const hash = crypto.createHash('sha256');
  let out: fs.WriteStream | null = null;
  let head = Buffer.alloc(0);
  let sniffed: Sniffed | null = null;
  let bytes = 0;
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => {
      out!.write(chunk, (err) => (err ? reject(err) : resolve()));
    });
  try {
    // Not destroyed on a refusal (that would close the connection before the answer): the rest is drained below.
    for await (const piece of body.iterator({ destroyOnReturn: false })) {
      const chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
      bytes += chunk.length;
      if (bytes > maxBytes) throw new MediaUploadError(messages[kind].tooLarge, true);
      hash.update(chunk);
      if (!sniffed) {
        head = Buffer.concat([head, chunk]);
        if (head.length < 16) continue;
        sniffed = typed(head, kind);
        out = fs.createWriteStream(part, { flags: 'wx', mode: 0o644 });
        await write(head);
        continue;
      }
      await write(chunk);
    }
    if (bytes === 0) throw new MediaUploadError(OPS_MEDIA_MSG.empty);
    if (!sniffed) {
      sniffed = typed(head, kind);
      out = fs.createWriteStream(part, { flags: 'wx', mode: 0o644 });
      await write(head);
    }
    await new Promise<void>((resolve, reject) => out!.end((err?: Error | null) => (err ? reject(err) : resolve())));
    const name = `${kind}-${Date.now().toString(36)}-${crypto.randomBytes(6).toString('hex')}.${sniffed.ext}`;
    await fs.promises.rename(part, path.join(dir, name));
    return { name, url: `${OPS_MEDIA_UPLOADS_PREFIX}${name}`, type: sniffed.type, bytes, sha256: hash.digest('hex') };
  } catch (e) {
    out?.destroy();
    body.resume();
    await fs.promises.rm(part, { force: true });
    throw e;
  }
}

function typed(head: Buffer, kind: MediaKind): Sniffed {
  const s = sniffMedia(head);
  if (!s || s.kind !== kind) throw new MediaUploadError(messages[kind].type);
  return s;
}

const UPLOADED = /^(image|video)-[0-9a-z]+-[0-9a-f]{12}\.(png|jpg|webp|mp4|webm)$/;

/** The file in `dir` behind an address this folder served (`/media/uploads/<name>`), or null for any other address. */
export function uploadedFileOf(dir: string, url: string): string | null {
  if (!url.startsWith(OPS_MEDIA_UPLOADS_PREFIX)) return null;
  const name = url.slice(OPS_MEDIA_UPLOADS_PREFIX.length);
  return UPLOADED.test(name) ? path.join(dir, name) : null;
}

/** Removes an uploaded file (after its row is gone); a file already missing is no error. */
export async function removeUploaded(dir: string, url: string): Promise<boolean> {
  const file = uploadedFileOf(dir, url);
  if (!file) return false;
  await fs.promises.rm(file, { force: true });
  return true;
}
