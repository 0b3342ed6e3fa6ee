/** Request time-out of every call, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 50_000;

/** How long a notification (toast) stays, in milliseconds. */
export const TOAST_MS = 2_000;

/** Seconds the SMS button stays disabled after a code is sent. */
export const SMS_COUNTDOWN_S = 60;

/** Reply status of a successful call. */
export const STATUS_OK = 200;

/** Reply status asking the user to log in. */
export const STATUS_LOGIN = 101;

/** Reply status of a VIP-only feature used without VIP. */
export const STATUS_VIP = 5;

/** The msg value that also asks the user to log in. */
export const MSG_CODE_LOGIN = 102;

/** Where 购买VIP leads: the VIP panel of the personal centre. */
export const VIP_PURCHASE_PATH = '/Home?type=3';
