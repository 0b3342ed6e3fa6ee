import { describe, expect, it } from 'vitest';
import {
  MSG_CODE_LOGIN,
  REQUEST_TIMEOUT_MS,
  SMS_COUNTDOWN_S,
  STATUS_LOGIN,
  STATUS_OK,
  STATUS_VIP,
  TOAST_MS,
  VIP_PURCHASE_PATH,
} from './constants';

describe('given the network constants of the spec', () => {
  it('should time out after 50000 ms, toast for 2000 ms and count the SMS button down from 60 s', () => {
    expect([REQUEST_TIMEOUT_MS, TOAST_MS, SMS_COUNTDOWN_S]).toEqual([50000, 2000, 60]);
  });
  it('should use statuses 200, 101 and 5 and msg 102', () => {
    expect([STATUS_OK, STATUS_LOGIN, STATUS_VIP, MSG_CODE_LOGIN]).toEqual([200, 101, 5, 102]);
  });
  it('should send VIP purchases to the VIP panel', () => {
    expect(VIP_PURCHASE_PATH).toBe('/Home?type=3');
  });
});
