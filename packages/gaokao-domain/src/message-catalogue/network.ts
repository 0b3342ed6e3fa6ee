/** Messages: part 1 — network. Read through `MSG` (messages.ts). */
export const vipOnlyConfirm = '该功能为VIP专享，是否开通VIP使用？';
export const unknownError = '未知错误，请联系系统管理员';
export const tokenMissing = 'token不能为空';
export const logoutConfirm = '确认退出登录吗?';
