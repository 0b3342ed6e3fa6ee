/** The reply envelope of every API call (HTTP 200 for every handled outcome). */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data?: T;
  /** Only the SMS send reply carries a top-level key (spec: "returns key"). */
  key?: string;
}

export const STATUS_OK = 200;
/** Login required (also: missing token, msg `token不能为空`). */
export const STATUS_LOGIN = 101;
/** VIP required. */
export const STATUS_VIP = 5;
export const STATUS_BAD_REQUEST = 400;
/** "As if it did not exist": another user's id, or a missing row. */
export const STATUS_NOT_FOUND = 404;
export const STATUS_RATE_LIMITED = 429;
export const STATUS_SERVER_ERROR = 500;
/** A call of the spec whose handler is not available on this server yet. */
export const STATUS_NOT_IMPLEMENTED = 501;
export const STATUS_UNAVAILABLE = 503;

/** Server-side messages the spec does not word (the spec's own messages live in gaokao-domain's MSG). */
export const SERVER_MSG = {
  ok: '成功',
  loginRequired: '请先登录',
  notImplemented: '该功能暂未开放',
  serverError: '服务器内部错误',
  unavailable: '服务暂时不可用，请稍后重试',
  notFound: '记录不存在',
  badRequest: '请求参数错误',
  /** A text field holding NUL or another control character (tab and line breaks only in multi-line text). */
  controlCharacters: '输入内容包含不允许的控制字符',
  /** A number outside the int4 range (±2^31) of the database. */
  numberOutOfRange: '数值超出允许范围',
  tooManyRequests: '操作过于频繁，请稍后再试',
  smsSent: '发送成功',
  smsCodeInvalid: '验证码错误或已失效',
  loginFailed: '账号或密码错误',
  loginLocked: '密码错误次数过多，请稍后再试或使用短信验证码登录',
  /** resetPwd: the current password does not match. */
  currentPasswordWrong: '原密码错误',
  /** resetPwd: too many wrong current passwords for the account (the forgot-password SMS reset still works). */
  passwordChangeLocked: '原密码错误次数过多，请稍后再试或通过忘记密码重置',
  wishListFull: '志愿单最多填报96个专业',
  alreadyInList: '该专业已在志愿列表中',
  unitNotFound: '该院校专业不存在',
  seasonNotLoaded: '招生数据尚未加载，请稍后重试',
  importTooMany: '单次最多导入100条',
  logoutDone: '退出成功',
} as const;

/** True when a reply is a failure by the spec's network rule: status not 200 and neither key nor code present. */
export function isFailure(reply: { status?: unknown; key?: unknown; code?: unknown }): boolean {
  return reply.status !== STATUS_OK && reply.key === undefined && reply.code === undefined;
}
