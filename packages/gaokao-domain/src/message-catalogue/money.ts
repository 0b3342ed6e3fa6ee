/** Messages: part 2 — money. Read through `MSG` (messages.ts). */
export const cardFieldsRequired = '卡码和卡密不能为空';
export const insufficientBalance = '余额不足';
export const withdrawMaxPerTime = '单次最多提现2000元';
export const withdrawAmountRequired = '请输入提现金额';
export const alipayAccountRequired = '请输入支付宝账号';
export const alipayNameRequired = '请输入支付宝姓名';
export const paymentNotCompleted = '您还未完成支付';
export const copyFailed = '复制失败，请切换浏览器重试。';
