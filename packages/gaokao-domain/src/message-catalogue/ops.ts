/** Messages: the operator console (issue 30; not in the spec: the server's texts of the same checks, gaokao-contract SERVER_MSG). */
export const opsNameRequired = '请输入运营账号';
export const opsCodeRequired = '请输入动态验证码';
/** The TOTP code of an authenticator app is 6 digits (RFC 6238 as the server uses it). */
export const opsCodeFormat = '动态验证码为6位数字';
export const opsPayoutRefRequired = '请输入转账单号';
export const opsReasonRequired = '请输入驳回原因';
