/**
 * Files the operator console uploads into the server's media folder (no outside host): the contact QR image and
 * videos. An upload is a raw file body (not JSON, so not a call of the route table), with an operator's token; the
 * operator check runs before the body is read. The server checks the type by the file's first bytes (its magic
 * number), not by its name or content type. The other content calls are in calls.ts.
 */

/** `POST /api/ops/contact/upload?type=1|2`: the image replaces the QR of that type; answers `OpsContact`. */
export const OPS_CONTACT_UPLOAD_PATH = '/api/ops/contact/upload';

/** `POST /api/ops/videos/upload?title=<title>`: a new video, listed at once; answers `OpsVideo`. */
export const OPS_VIDEO_UPLOAD_PATH = '/api/ops/videos/upload';

/** Where uploaded files are served (`/media/uploads/<name>`); names are new for every upload, so never stale. */
export const OPS_MEDIA_UPLOADS_PREFIX = '/media/uploads/';

/** 2 MB: a QR code is a few dozen KB. */
export const OPS_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** 200 MB: a ten-minute 720p lecture in H.264 is about 100 MB. */
export const OPS_VIDEO_MAX_BYTES = 200 * 1024 * 1024;

/** The image types a QR may be: PNG, JPEG, WebP (no SVG: it can carry script). */
export const OPS_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The video types browsers play without a plug-in: MP4 (H.264) and WebM. */
export const OPS_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

/** The console's media messages (Chinese, shown as they are). */
export const OPS_MEDIA_MSG = {
  empty: '文件为空',
  imageType: '仅支持 PNG、JPEG、WebP 格式的图片',
  imageTooLarge: '图片过大（不超过 2 MB）',
  videoType: '仅支持 MP4、WebM 格式的视频',
  videoTooLarge: '视频过大（不超过 200 MB）',
  contactTypeInvalid: '二维码类型应为 1（双日）或 2（单日）',
  contactReplaced: '客服二维码已更换',
  videoUploaded: '视频已上传',
  linkSaved: '友情链接已保存',
  linkDeleted: '友情链接已删除',
  videoSaved: '视频已保存',
  videoDeleted: '视频已删除',
} as const;
