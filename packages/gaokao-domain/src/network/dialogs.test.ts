import { describe, expect, it } from 'vitest';
import { ERROR_DIALOG, LOGOUT_DIALOG, VIP_CONFIRM_DIALOG } from './dialogs';

describe('given the dialogs of the error catalogue', () => {
  it('should word the VIP confirm as the spec does', () => {
    expect(VIP_CONFIRM_DIALOG).toEqual({
      title: '提示',
      message: '该功能为VIP专享，是否开通VIP使用？',
      confirm: '购买VIP',
      cancel: '取消',
      to: '/Home?type=3',
    });
  });
  it('should title the error dialog 系统提示 with one 确定 button', () => {
    expect(ERROR_DIALOG).toEqual({ title: '系统提示', confirm: '确定' });
  });
  it('should ask 确认退出登录吗? before logout', () => {
    expect(LOGOUT_DIALOG).toEqual({ title: '提示', message: '确认退出登录吗?', confirm: '确定', cancel: '取消' });
  });
});
