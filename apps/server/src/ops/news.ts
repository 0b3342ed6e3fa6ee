import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { sanitizeRichHtml } from '../content/sanitize';
import { writeAudit, type Actor } from './operators';

/**
 * 资讯 of the operator console: drafts (status 0) and published items (status 1, the only ones /zixun and the article
 * page show). A body is sanitised on write by the same function as every stored rich text (content/sanitize.ts); the
 * preview runs it too, so what the operator sees is what is stored. Each write has its audit row in its transaction:
 * title, source, cover, status and the body's length and SHA-256 (not the body itself) before and after.
 */

type Db = Kysely<Database>;

export interface NewsRow {
  infomation_id: number;
  title: string;
  source: string;
  imgurl: string;
  status: number;
  time: Date;
}

const COLUMNS = ['infomation_id', 'title', 'source', 'imgurl', 'status', 'time'] as const;

/** What the audit keeps of an item. */
function auditOf(r: { title: string; source: string; imgurl: string; status: number; content: string }) {
  return { title: r.title, source: r.source, imgurl: r.imgurl, status: r.status, content_length: r.content.length, content_sha256: crypto.createHash('sha256').update(r.content).digest('hex') };
}

/** Items newest first (by id), optionally one status and a part of the title. */
export async function listNews(db: Db, q: { status?: number | undefined; title?: string | undefined; page: number; limit: number }): Promise<{ total: number; rows: NewsRow[] }> {
  let base = db.selectFrom('infomation');
  if (q.status !== undefined) base = base.where('status', '=', q.status);
  if (q.title) base = base.where('title', 'like', `%${q.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(COLUMNS)
    .orderBy('infomation_id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { total: Number(total.n), rows: rows.map((r) => ({ ...r, time: new Date(r.time) })) };
}

export async function newsById(db: Db, id: number): Promise<(NewsRow & { content: string }) | null> {
  const r = await db.selectFrom('infomation').select([...COLUMNS, 'content']).where('infomation_id', '=', id).executeTakeFirst();
  return r ? { ...r, time: new Date(r.time) } : null;
}

export interface NewsInput {
  title: string;
  source: string;
  imgurl: string;
  /** As typed; sanitised here. */
  content: string;
}

/**
 * Creates a draft (`id` undefined) or changes an item (a published one changes live, its date kept). Null for an
 * unknown id.
 */
export async function saveNews(db: Db, id: number | undefined, input: NewsInput, actor: Actor): Promise<(NewsRow & { content: string }) | null> {
  const values = { title: input.title, source: input.source, imgurl: input.imgurl, content: sanitizeRichHtml(input.content) };
  return db.transaction().execute(async (trx) => {
    if (id === undefined) {
      const row = await trx.insertInto('infomation').values({ ...values, status: 0 }).returning([...COLUMNS, 'content']).executeTakeFirstOrThrow();
      await writeAudit(trx, actor, 'news.save', `news:${row.infomation_id}`, null, auditOf(row));
      return { ...row, time: new Date(row.time) };
    }
    const before = await trx.selectFrom('infomation').select([...COLUMNS, 'content']).where('infomation_id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return null;
    const row = await trx.updateTable('infomation').set(values).where('infomation_id', '=', id).returning([...COLUMNS, 'content']).executeTakeFirstOrThrow();
    await writeAudit(trx, actor, 'news.save', `news:${id}`, auditOf(before), auditOf(row));
    return { ...row, time: new Date(row.time) };
  });
}

/** Publishes (status 1, dated now: /zixun lists it at once) or withdraws (status 0) an item. Null for an unknown id. */
export async function publishNews(db: Db, id: number, status: 0 | 1, actor: Actor): Promise<NewsRow | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('infomation').select(['status', 'time']).where('infomation_id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return null;
    const row = await trx
      .updateTable('infomation')
      .set({ status, ...(status === 1 ? { time: sql<Date>`now()` } : {}) })
      .where('infomation_id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await writeAudit(
      trx,
      actor,
      status === 1 ? 'news.publish' : 'news.unpublish',
      `news:${id}`,
      { status: before.status, time: new Date(before.time).toISOString() },
      { status: row.status, time: new Date(row.time).toISOString() },
    );
    return { ...row, time: new Date(row.time) };
  });
}
