import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { writeAudit, type Actor } from './operators';
import { DISPLAY_SORT_MAX } from 'gaokao-domain';

/**
 * Friendship links, the contact QR and videos of the operator console: the tables the public calls read on every
 * request (`/api/FriendUrl/index`, `/api/ContantUser/index`, `/api/VideoSeet/…`), so a change shows on the next read,
 * without a restart. Each write has its audit row (before/after) in its transaction.
 */

type Db = Kysely<Database>;

export interface LinkRow {
  friend_url_id: number;
  title: string;
  url: string;
  sort: number;
  status: number;
}

const LINK_COLUMNS = ['friend_url_id', 'title', 'url', 'sort', 'status'] as const;
const linkAudit = (r: LinkRow) => ({ title: r.title, url: r.url, sort: r.sort, status: r.status });

/** Every link in the footer's order (sort descending, then id; hidden ones too). */
export async function listLinks(db: Db): Promise<LinkRow[]> {
  return db.selectFrom('friend_url').select(LINK_COLUMNS).orderBy('sort', 'desc').orderBy('friend_url_id').execute();
}

export interface LinkInput {
  title: string;
  url: string;
  sort: number;
  status: 0 | 1;
}

/** Adds a link (`id` undefined) or changes one; null for an unknown id. */
export async function saveLink(db: Db, id: number | undefined, input: LinkInput, actor: Actor): Promise<LinkRow | null> {
  return db.transaction().execute(async (trx) => {
    if (id === undefined) {
      const row = await trx.insertInto('friend_url').values(input).returning(LINK_COLUMNS).executeTakeFirstOrThrow();
      await writeAudit(trx, actor, 'link.save', `link:${row.friend_url_id}`, null, linkAudit(row));
      return row;
    }
    const before = await trx.selectFrom('friend_url').select(LINK_COLUMNS).where('friend_url_id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return null;
    const row = await trx.updateTable('friend_url').set(input).where('friend_url_id', '=', id).returning(LINK_COLUMNS).executeTakeFirstOrThrow();
    await writeAudit(trx, actor, 'link.save', `link:${id}`, linkAudit(before), linkAudit(row));
    return row;
  });
}

/** Deletes a link; false for an unknown id. */
export async function deleteLink(db: Db, id: number, actor: Actor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.deleteFrom('friend_url').where('friend_url_id', '=', id).returning(LINK_COLUMNS).executeTakeFirst();
    if (!before) return false;
    await writeAudit(trx, actor, 'link.delete', `link:${id}`, linkAudit(before), null);
    return true;
  });
}

export interface ContactRow {
  contant_user_id: number;
  ercode: string;
  type: number;
}

/** The QR `/api/ContantUser/index` answers first for a type (status 1, sort descending, then id), or null. */
export async function currentContact(db: Db, type: 1 | 2): Promise<ContactRow | null> {
  const r = await db
    .selectFrom('contant_user')
    .select(['contant_user_id', 'ercode', 'type'])
    .where('status', '=', 1)
    .where('type', '=', type)
    .orderBy('sort', 'desc')
    .orderBy('contant_user_id')
    .executeTakeFirst();
  return r ?? null;
}

/**
 * Replaces the QR of a type: the record the footer reads gets the new image (one is added when there is none). The
 * audit keeps the old and the new address, and the new file's size, type and SHA-256.
 */
export async function replaceContact(db: Db, type: 1 | 2, image: { url: string; type: string; bytes: number; sha256: string }, actor: Actor): Promise<ContactRow & { before: string | null }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('contant_user')
      .select(['contant_user_id', 'ercode'])
      .where('status', '=', 1)
      .where('type', '=', type)
      .orderBy('sort', 'desc')
      .orderBy('contant_user_id')
      .forUpdate()
      .executeTakeFirst();
    const row = before
      ? await trx.updateTable('contant_user').set({ ercode: image.url }).where('contant_user_id', '=', before.contant_user_id).returning(['contant_user_id', 'ercode', 'type']).executeTakeFirstOrThrow()
      : await trx.insertInto('contant_user').values({ ercode: image.url, type, status: 1 }).returning(['contant_user_id', 'ercode', 'type']).executeTakeFirstOrThrow();
    // A data: address (the demo's drawn QR) is kept short in the audit.
    const shown = (u: string) => (u.startsWith('data:') ? `${u.slice(0, 40)}…（${u.length} 字符）` : u);
    await writeAudit(
      trx,
      actor,
      'contact.replace',
      `contact:${type}`,
      before ? { contant_user_id: before.contant_user_id, ercode: shown(before.ercode) } : null,
      { contant_user_id: row.contant_user_id, ercode: row.ercode, type: image.type, bytes: image.bytes, sha256: image.sha256 },
    );
    return { ...row, before: before?.ercode ?? null };
  });
}

export interface VideoRow {
  videoseet_id: number;
  title: string;
  imgurl: string;
  video_url: string;
  status: number;
  sort: number;
  create_time: Date;
}

const VIDEO_COLUMNS = ['videoseet_id', 'title', 'imgurl', 'video_url', 'status', 'sort', 'create_time'] as const;
const videoAudit = (r: { title: string; video_url: string; status: number; sort: number }) => ({ title: r.title, video_url: r.video_url, status: r.status, sort: r.sort });
const dated = <R extends { create_time: Date | string }>(r: R) => ({ ...r, create_time: new Date(r.create_time) });

/** Videos newest first (hidden ones too). */
export async function listVideos(db: Db, q: { page: number; limit: number }): Promise<{ total: number; rows: VideoRow[] }> {
  const total = await db.selectFrom('videoseet').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('videoseet').select(VIDEO_COLUMNS).orderBy('videoseet_id', 'desc').limit(q.limit).offset((q.page - 1) * q.limit).execute();
  return { total: Number(total.n), rows: rows.map(dated) };
}

/**
 * A new video for an uploaded file, listed at once and first (its sort one above the highest, at most DISPLAY_SORT_MAX); the audit
 * keeps its size, type and SHA-256.
 */
export async function addVideo(db: Db, title: string, file: { url: string; type: string; bytes: number; sha256: string }, actor: Actor): Promise<VideoRow> {
  return db.transaction().execute(async (trx) => {
    const top = await trx.selectFrom('videoseet').select((eb) => eb.fn.max('sort').as('sort')).executeTakeFirst();
    const sort = Math.min(DISPLAY_SORT_MAX, Number(top?.sort ?? -1) + 1);
    const row = dated(await trx.insertInto('videoseet').values({ title, video_url: file.url, status: 1, sort }).returning(VIDEO_COLUMNS).executeTakeFirstOrThrow());
    await writeAudit(trx, actor, 'video.upload', `video:${row.videoseet_id}`, null, { ...videoAudit(row), type: file.type, bytes: file.bytes, sha256: file.sha256 });
    return row;
  });
}

/** Changes a video's title, whether it is listed and (when given) its order; null for an unknown id. */
export async function saveVideo(db: Db, id: number, input: { title: string; status: 0 | 1; sort?: number | undefined }, actor: Actor): Promise<VideoRow | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('videoseet').select(VIDEO_COLUMNS).where('videoseet_id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return null;
    const row = dated(await trx.updateTable('videoseet').set({ title: input.title, status: input.status, ...(input.sort === undefined ? {} : { sort: input.sort }) }).where('videoseet_id', '=', id).returning(VIDEO_COLUMNS).executeTakeFirstOrThrow());
    await writeAudit(trx, actor, 'video.save', `video:${id}`, videoAudit(before), videoAudit(row));
    return row;
  });
}

/** Deletes a video's row (the caller removes an uploaded file once this has committed); null for an unknown id. */
export async function deleteVideo(db: Db, id: number, actor: Actor): Promise<VideoRow | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.deleteFrom('videoseet').where('videoseet_id', '=', id).returning(VIDEO_COLUMNS).executeTakeFirst();
    if (!before) return null;
    await writeAudit(trx, actor, 'video.delete', `video:${id}`, videoAudit(before), null);
    return dated(before);
  });
}
