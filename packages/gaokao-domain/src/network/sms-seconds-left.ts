import { SMS_COUNTDOWN_S } from './constants';

/** Seconds the SMS button stays disabled, given when the code was sent and now (both epoch ms); 0 means it may resend. */
export function smsSecondsLeft(sentAtMs: number, nowMs: number): number {
  const elapsed = Math.floor((nowMs - sentAtMs) / 1000);
  if (elapsed < 0) return SMS_COUNTDOWN_S;
  return Math.max(0, SMS_COUNTDOWN_S - elapsed);
}
