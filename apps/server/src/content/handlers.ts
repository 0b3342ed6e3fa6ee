import { GAOKAO_PROVINCE_NAMES, MSG, provinceBatches } from 'gaokao-domain';
import { SERVER_MSG, STATUS_NOT_FOUND } from 'gaokao-contract';
import type { Handlers } from '../http/register';
import { ApiError, ok } from '../http/reply';

/**
 * The spec's province picker list (31 mainland provinces and 香港, from gaokao-domain); the season routes answer with
 * the data's own list when loaded.
 */
export const PROVINCES: readonly string[] = GAOKAO_PROVINCE_NAMES;

const iso = (d: Date | string) => new Date(d).toISOString();

/** Shell content read from the database (the demo generator fills these tables). */
export const contentHandlers: Handlers = {
  getProvince: async () => ok(PROVINCES),

  // Batch types of the home form (spec part 1 §9): 普通类 → 本科批/专科批; 高职单招 → 专科批. With a province (an
  // extension), the province's own names of them (上海 本科普通批 …): the domain's table.
  batchFind: async (input) => ok({ batch_arr: provinceBatches(input.province, input.batch_type) }),

  friendUrl: async (input, req) => {
    const db = req.server.ctx.db;
    const base = db.selectFrom('friend_url').where('status', '=', 1);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const data = await base
      .select(['friend_url_id', 'title', 'url'])
      .orderBy('sort', 'desc')
      .orderBy('friend_url_id')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute();
    return ok({ total: Number(total.n), data });
  },

  contantUser: async (input, req) => {
    let q = req.server.ctx.db
      .selectFrom('contant_user')
      .select(['contant_user_id', 'ercode', 'status', 'type'])
      .where('status', '=', input.status ?? 1);
    if (input.type !== undefined) q = q.where('type', '=', input.type);
    const rows = await q.orderBy('sort', 'desc').orderBy('contant_user_id').limit(input.limit).offset((input.page - 1) * input.limit).execute();
    return ok(rows);
  },

  newsList: async (input, req) => {
    const db = req.server.ctx.db;
    // Only published items (status 1) are ever listed, whatever the request says.
    let base = db.selectFrom('infomation').where('status', '=', 1);
    if (input.isTuijian === 1) base = base.where('isTuijian', '=', 1);
    if (input.title) base = base.where('title', 'like', `%${input.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['infomation_id', 'title', 'time', 'imgurl', 'source'])
      .orderBy('sort', 'desc')
      .orderBy('time', 'desc')
      .orderBy('infomation_id', 'desc')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute();
    return ok({ total: Number(total.n), data: rows.map((r) => ({ ...r, time: iso(r.time) })) });
  },

  newsDetail: async (input, req) => {
    const r = await req.server.ctx.db
      .selectFrom('infomation')
      .select(['infomation_id', 'title', 'time', 'source', 'content', 'imgurl'])
      .where('infomation_id', '=', input.infomation_id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!r) throw new ApiError(STATUS_NOT_FOUND, MSG.articleNotFound);
    return ok({ ...r, time: iso(r.time) });
  },

  videoList: async (input, req) => {
    const db = req.server.ctx.db;
    const base = db.selectFrom('videoseet').where('status', '=', 1);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const data = await base
      .select(['videoseet_id', 'title', 'imgurl', 'video_url'])
      .orderBy('sort', 'desc')
      .orderBy('videoseet_id', 'desc')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute();
    return ok({ total: Number(total.n), data });
  },

  videoDetail: async (input, req) => {
    const r = await req.server.ctx.db
      .selectFrom('videoseet')
      .select(['videoseet_id', 'title', 'imgurl', 'video_url'])
      .where('videoseet_id', '=', input.videoseet_id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!r) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.videoNotFound);
    return ok(r);
  },

  aboutInfo: async (_input, req) => {
    const r = await req.server.ctx.db
      .selectFrom('adbot_detail')
      .select(['title', 'content'])
      .orderBy('adbot_detail_id', 'desc')
      .executeTakeFirst();
    return ok(r ?? { title: '', content: '' });
  },
};
