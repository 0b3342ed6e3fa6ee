import { MSG } from '../messages';
import { VIP_PURCHASE_PATH } from './constants';

/** The confirm dialog for status 5: 提示, VIP-only text, 购买VIP (to /Home?type=3) and 取消. */
export const VIP_CONFIRM_DIALOG = {
  title: MSG.hintTitle,
  message: MSG.vipOnlyConfirm,
  confirm: MSG.buyVip,
  cancel: MSG.cancelButton,
  to: VIP_PURCHASE_PATH,
} as const;

/** The error dialog for any other failure: 系统提示 with a single 确定 button (the text comes from classifyReply). */
export const ERROR_DIALOG = { title: MSG.systemHintTitle, confirm: MSG.confirmButton } as const;

/** The logout confirmation: 提示, 确认退出登录吗?, 确定 and 取消. */
export const LOGOUT_DIALOG = {
  title: MSG.hintTitle,
  message: MSG.logoutConfirm,
  confirm: MSG.confirmButton,
  cancel: MSG.cancelButton,
} as const;
