/** Messages: part 1 — login, SMS, password reset. Read through `MSG` (messages.ts). */
export const usernameRequired = '请输入用户名';
export const passwordRequired = '请输入密码';
export const codeRequired = '请输入验证码';
export const mobileRequired = '请输入手机号';
export const smsCodeRequired = '请输入短信验证码';
export const passwordsDiffer = '两次密码不一致';
