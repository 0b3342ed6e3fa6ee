/** Messages: validation, filters, display, permissions, network — wording the spec leaves open. Read through `MSG` (messages.ts). */
export const mobileInvalid = '请输入正确的手机号';
/** Changing a password that is set (not in the spec: OWASP ASVS asks for the current one; see server README). */
export const currentPasswordRequired = '请输入原密码';
export const passwordTooShort = '密码长度不能少于8位';
export const passwordTooLong = '密码长度不能超过128位';
export const scoreInvalid = '请输入正确的成绩';
export const groupInvalid = '科类不正确，请重新选择';
export const provinceUnknown = '暂不支持该省份，请重新选择';
export const rankScoreInvalid = '请输入正确的分数';
export const withdrawAmountInvalid = '请输入正确的提现金额';
export const cardQuantityRange = '购买数量须在1到9999之间';
export const majorSearchCapped = '仅显示前200条匹配结果，请输入更精确的专业名称';
export const rangeNotNumeric = '请输入数字';
export const rangeReversed = '最小值不能大于最大值';
export const requestTimeout = '请求超时，请稍后重试';
export const networkError = '网络异常，请稍后重试';
export const nonVipPartialData = '非VIP会员仅展示部分数据';
export const upgradeBanner = '升级VIP即可享受全部服务';
/** A numeric field holding a decimal where only whole numbers are taken (scores, ranks, counts). */
export const wholeNumberRequired = '请输入整数';
/** Withdrawals (not in the spec; SECURITY.md's business limits, see validation/withdrawal.ts). */
export const withdrawMinPerTime = '单次最少提现1元';
export const wechatNotBound = '请先在个人中心绑定微信，再申请微信提现';
export const withdrawPendingTooMany = '已有3笔提现正在处理，请处理完成后再申请';
/** Card orders (not in the spec; SECURITY.md's business limits, see validation/order-limits.ts). */
export const orderUnpaidTooMany = '未支付的订单已有5笔，请先完成支付或在购买记录中取消订单，或2小时后再下单';
export const orderTooFrequent = '下单过于频繁：每小时最多下单10次，请稍后再试';
/** Cancelling an unpaid card order (pricing/card-order-state.ts). */
export const orderCancelDone = '订单已取消';
export const orderCancelPaid = '该订单已支付，不能取消，卡密请在购买记录中查看';
export const orderCancelClosed = '该订单已取消，无需再次取消';
export const orderCancelExpired = '该订单超过2小时未支付，已自动失效，无需取消';
