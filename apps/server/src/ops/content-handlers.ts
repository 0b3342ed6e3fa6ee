import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { validateFriendLink, MSG } from 'gaokao-domain';
import {
  OPS_CONTACT_UPLOAD_PATH,
  OPS_IMAGE_MAX_BYTES,
  OPS_MEDIA_MSG,
  OPS_VIDEO_MAX_BYTES,
  OPS_VIDEO_UPLOAD_PATH,
  SERVER_MSG,
  STATUS_BAD_REQUEST,
  STATUS_NOT_FOUND,
  type OpsContact,
  type OpsLink,
  type OpsVideo,
} from 'gaokao-contract';
import type { Handlers } from '../http/register';
import { requireOperator } from '../http/ops-auth';
import { ApiError, ok } from '../http/reply';
import { timeFields } from '../lib/china-time';
import { addVideo, currentContact, deleteLink, deleteVideo, listLinks, listVideos, replaceContact, saveLink, saveVideo, type ContactRow, type LinkRow, type VideoRow } from './content';
import { MediaUploadError, removeUploaded, saveUpload, type MediaKind } from './media-files';
import { actorOf, operatorOf } from './operator-of';

/** 友情链接, 客服二维码 and 视频管理 of the console: the calls of the route table and the two raw-body uploads. */

const linkWire = (r: LinkRow): OpsLink => ({ friend_url_id: r.friend_url_id, title: r.title, url: r.url, sort: r.sort, status: r.status === 1 ? 1 : 0 });
const contactWire = (r: ContactRow): OpsContact => ({ contant_user_id: r.contant_user_id, ercode: r.ercode, type: r.type === 2 ? 2 : 1 });
const videoWire = (r: VideoRow): OpsVideo => ({ videoseet_id: r.videoseet_id, title: r.title, imgurl: r.imgurl, video_url: r.video_url, status: r.status === 1 ? 1 : 0, sort: r.sort, create_time: timeFields(r.create_time)! });

export const contentOpsHandlers: Handlers = {
  opsLinks: async (_input, req) => {
    operatorOf(req);
    const rows = await listLinks(req.server.ctx.db);
    return ok({ total: rows.length, data: rows.map(linkWire) });
  },

  opsLinkSave: async (input, req) => {
    const actor = actorOf(req);
    const link = { title: input.title.trim(), url: input.url.trim() };
    const check = validateFriendLink(link);
    if (!check.ok) throw new ApiError(STATUS_BAD_REQUEST, check.message);
    const r = await saveLink(req.server.ctx.db, input.friend_url_id, { ...link, sort: input.sort, status: input.status === 1 ? 1 : 0 }, actor);
    if (!r) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    return ok(linkWire(r), OPS_MEDIA_MSG.linkSaved);
  },

  opsLinkDelete: async (input, req) => {
    if (!(await deleteLink(req.server.ctx.db, input.friend_url_id, actorOf(req)))) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    return ok(null, OPS_MEDIA_MSG.linkDeleted);
  },

  opsContacts: async (_input, req) => {
    operatorOf(req);
    const db = req.server.ctx.db;
    const data = await Promise.all(([1, 2] as const).map(async (type) => {
      const r = await currentContact(db, type);
      return { type, contact: r ? contactWire(r) : null };
    }));
    return ok({ data });
  },

  opsVideos: async (input, req) => {
    operatorOf(req);
    const { total, rows } = await listVideos(req.server.ctx.db, { page: input.page, limit: input.limit });
    return ok({ total, data: rows.map(videoWire) });
  },

  opsVideoSave: async (input, req) => {
    const r = await saveVideo(req.server.ctx.db, input.videoseet_id, { title: input.title, status: input.status === 1 ? 1 : 0, sort: input.sort }, actorOf(req));
    if (!r) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    return ok(videoWire(r), OPS_MEDIA_MSG.videoSaved);
  },

  opsVideoDelete: async (input, req) => {
    const ctx = req.server.ctx;
    const r = await deleteVideo(ctx.db, input.videoseet_id, actorOf(req));
    if (!r) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    await removeUploaded(ctx.mediaDir, r.video_url);
    return ok(null, OPS_MEDIA_MSG.videoDeleted);
  },
};

const queryOf = (req: FastifyRequest, key: string): string => {
  const v = (req.query as Record<string, unknown> | undefined)?.[key];
  return typeof v === 'string' ? v : '';
};

/**
 * Receives an upload's body into the media folder: a declared length over the limit is refused before any byte is
 * read, a body that grows over it while arriving too (HTTP 413 with the Chinese message).
 */
async function received(req: FastifyRequest, kind: MediaKind, maxBytes: number) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new MediaUploadError(kind === 'image' ? OPS_MEDIA_MSG.imageTooLarge : OPS_MEDIA_MSG.videoTooLarge, true);
  return saveUpload(req.body as Readable, req.server.ctx.mediaDir, kind, maxBytes);
}

function refused(e: unknown, reply: FastifyReply) {
  if (e instanceof MediaUploadError) {
    // What was not read is drained, so the answer reaches the client on the same connection.
    (reply.request.body as Readable | undefined)?.resume?.();
    return reply.code(e.tooLarge ? 413 : 200).send({ status: STATUS_BAD_REQUEST, msg: e.message });
  }
  throw e;
}

/**
 * `POST /api/ops/contact/upload?type=1|2` (an image: PNG, JPEG or WebP, at most 2 MB) and `POST
 * /api/ops/videos/upload?title=…` (MP4 or WebM, at most 200 MB): the file's bytes as the body, any content type. The
 * operator is checked before the body is read (a member's upload is refused without being received).
 */
export async function registerMediaUploads(app: FastifyInstance): Promise<void> {
  await app.register(async (inst) => {
    inst.removeAllContentTypeParsers();
    // The body stays a stream: the handler writes it to the media folder as it arrives.
    inst.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    const onRequest = async (req: FastifyRequest) => {
      await requireOperator(req);
    };

    inst.post(OPS_CONTACT_UPLOAD_PATH, {
      onRequest,
      handler: async (req, reply) => {
        const actor = actorOf(req);
        const type = Number(queryOf(req, 'type'));
        if (type !== 1 && type !== 2) return refused(new MediaUploadError(OPS_MEDIA_MSG.contactTypeInvalid), reply);
        let image;
        try {
          image = await received(req, 'image', OPS_IMAGE_MAX_BYTES);
        } catch (e) {
          return refused(e, reply);
        }
        try {
          const row = await replaceContact(req.server.ctx.db, type, image, actor);
          return ok(contactWire(row), OPS_MEDIA_MSG.contactReplaced);
        } catch (e) {
          await removeUploaded(req.server.ctx.mediaDir, image.url);
          throw e;
        }
      },
    });

    inst.post(OPS_VIDEO_UPLOAD_PATH, {
      onRequest,
      handler: async (req, reply) => {
        const actor = actorOf(req);
        const title = queryOf(req, 'title').trim();
        if (title === '' || title.length > 100) return refused(new MediaUploadError(MSG.opsVideoTitleRequired), reply);
        let file;
        try {
          file = await received(req, 'video', OPS_VIDEO_MAX_BYTES);
        } catch (e) {
          return refused(e, reply);
        }
        try {
          return ok(videoWire(await addVideo(req.server.ctx.db, title, file, actor)), OPS_MEDIA_MSG.videoUploaded);
        } catch (e) {
          await removeUploaded(req.server.ctx.mediaDir, file.url);
          throw e;
        }
      },
    });
  });
}
