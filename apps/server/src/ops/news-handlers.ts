import { SERVER_MSG, STATUS_BAD_REQUEST, STATUS_NOT_FOUND, type OpsNewsItem } from 'gaokao-contract';
import { validateNewsItem } from 'gaokao-domain';
import type { Handlers } from '../http/register';
import { ApiError, ok } from '../http/reply';
import { timeFields } from '../lib/china-time';
import { sanitizeRichHtml } from '../content/sanitize';
import { listNews, newsById, publishNews, saveNews, type NewsRow } from './news';
import { actorOf, operatorOf } from './operator-of';

/** 资讯管理 of the console: list, open, save (sanitised), preview (the same sanitiser), publish or withdraw. */

function wire(r: NewsRow): OpsNewsItem {
  return { infomation_id: r.infomation_id, title: r.title, source: r.source, imgurl: r.imgurl, status: r.status === 1 ? 1 : 0, time: timeFields(r.time)! };
}

export const newsHandlers: Handlers = {
  opsNews: async (input, req) => {
    operatorOf(req);
    const { total, rows } = await listNews(req.server.ctx.db, { status: input.status, title: input.title || undefined, page: input.page, limit: input.limit });
    return ok({ total, data: rows.map(wire) });
  },

  opsNewsItem: async (input, req) => {
    operatorOf(req);
    const r = await newsById(req.server.ctx.db, input.infomation_id);
    if (!r) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    return ok({ ...wire(r), content: r.content });
  },

  opsNewsSave: async (input, req) => {
    const actor = actorOf(req);
    const item = { title: input.title, source: (input.source ?? '').trim(), imgurl: (input.imgurl ?? '').trim(), content: input.content };
    const check = validateNewsItem(item);
    if (!check.ok) throw new ApiError(STATUS_BAD_REQUEST, check.message);
    const r = await saveNews(req.server.ctx.db, input.infomation_id, item, actor);
    if (!r) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    return ok({ ...wire(r), content: r.content });
  },

  opsNewsPreview: async (input, req) => {
    operatorOf(req);
    return ok({ content: sanitizeRichHtml(input.content) });
  },

  opsNewsPublish: async (input, req) => {
    const r = await publishNews(req.server.ctx.db, input.infomation_id, input.status === 1 ? 1 : 0, actorOf(req));
    if (!r) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    return ok(wire(r));
  },
};
