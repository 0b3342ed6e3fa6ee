import { STATUS_OK, WISHLIST_MAX } from 'gaokao-domain';

/** The reply envelope of every API call (HTTP 200 for every handled outcome). */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data?: T;
  /** Only the SMS send reply carries a top-level key (spec: "returns key"). */
  key?: string;
}

// The statuses the spec's network rule names (success, log in, VIP) are the domain's; the rest are the server's own.
export { STATUS_OK, STATUS_LOGIN, STATUS_VIP } from 'gaokao-domain';
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
  wishListFull: `志愿单最多填报${WISHLIST_MAX}个专业`,
  /** A batch call (addAll, import, sort) naming rows of more than one plan. */
  onePlanPerCall: '一次只能操作一个志愿单',
  alreadyInList: '该专业已在志愿列表中',
  unitNotFound: '该院校专业不存在',
  seasonNotLoaded: '招生数据尚未加载，请稍后重试',
  importTooMany: '单次最多导入100条',
  logoutDone: '退出成功',
  loginDone: '登录成功',
  /** An /api/ path the server does not know (HTTP 404). */
  noSuchCall: '接口不存在',
  videoNotFound: '视频不存在',
  /** Card activation: which of code and password is wrong is not told. */
  cardWrong: '卡码或卡密错误',
  cardUsed: '该卡已被激活',
  orderNotFound: '订单不存在',
  /** A payment channel without its configuration (PAY_PROVIDER=real). */
  channelClosed: '该支付方式暂未开放',
  orderFailed: '下单失败，请稍后重试',
  orderAmount: '订单金额有误',
  /** An Idempotency-Key header that is not 16–64 letters, digits, '-' or '_'. */
  idempotencyKeyInvalid: '请求标识格式不正确',
  /** An Idempotency-Key already used by the member for another call. */
  idempotencyKeyReused: '请求标识已用于其他操作',
  /** Operator console: an /api/ops/ call without an operator's token (HTTP 401). */
  opsLoginRequired: '请先登录运营后台',
  /** Operator console: a member's token, or an operator who was disabled (HTTP 403). */
  opsForbidden: '无权访问运营后台',
  /** Operator sign-in: the same answer for an unknown name, a wrong password or code, and a disabled operator. */
  opsLoginFailed: '账号、密码或动态验证码错误',
  opsNameRequired: '请输入运营账号',
  opsPasswordRequired: '请输入密码',
  opsCodeRequired: '请输入动态验证码',
  opsPayoutRefRequired: '请输入转账单号',
  opsReasonRequired: '请输入驳回原因',
  opsDayInvalid: '日期格式应为 YYYY-MM-DD',
  /** A withdrawal that is no longer pending (paid or rejected already): nothing changed. */
  opsWithdrawalNotPending: '该提现已处理，未做任何修改',
  /** Operator console: a member's role outside 1/2/3. */
  opsRoleInvalid: '请选择会员身份',
  opsCardNoRequired: '请输入卡号',
  /** A purchased card is its buyer's: the console voids only the cards it issued. */
  opsCardNotIssued: '只能作废运营后台发行的卡',
} as const;

/** An import row's message prefixed with its line (1-based, as the user counts the rows of the file). */
/** A province whose list counts 院校专业组 and holds fewer than WISHLIST_MAX of them (江苏 本科批 40 …). */
export function wishListGroupsFullMsg(max: number): string {
  return wishListFullMsgOf(max, '专业组');
}

/** A full list of `max` rows, counted as the province's form counts them (SERVER_MSG.wishListFull at 96 专业). */
export function wishListFullMsgOf(max: number, unit: '专业' | '专业组'): string {
  return `志愿单最多填报${max}个${unit}`;
}

export function importRowMsg(line: number, msg: string): string {
  return `第${line}行：${msg}`;
}

/** True when a reply is a failure by the spec's network rule: status not 200 and neither key nor code present. */
export function isFailure(reply: { status?: unknown; key?: unknown; code?: unknown }): boolean {
  return reply.status !== STATUS_OK && reply.key === undefined && reply.code === undefined;
}
