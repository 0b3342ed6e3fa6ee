/**
 * The business rules this site uses, gathered in one import. They live in gaokao-domain; the site only maps the
 * rules' verdicts onto its UI.
 */
export {
  MSG,
  ELECTIVES,
  HOME_MAX_ELECTIVES,
  checkboxDisabled,
  clearListConfirm,
  fullMarkOf,
  classifyReply,
  classifyTransportError,
  contactQrType,
  isBlank,
  validateLogin,
  validatePasswordReset,
  validateSmartFill,
  validateSmsSend,
  ERROR_DIALOG,
  LOGOUT_DIALOG,
  VIP_CONFIRM_DIALOG,
  REQUEST_TIMEOUT_MS,
  SMS_COUNTDOWN_S,
  TOAST_MS,
} from 'gaokao-domain';
export type { Check, LoginInput, ReplyKind, SmartFillCheck } from 'gaokao-domain';
