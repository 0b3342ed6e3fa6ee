import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginDialog, FIRST_LOGIN_POLICY } from './login-dialog';
import { appStore, openLogin } from '../../../stores/app-store';
import { feedback } from '../../../stores/feedback-store';
import { fakeServer, ok } from '../../../../test/fake-server';
import { user } from '../../../../test/fixtures';
import { renderWithQuery } from '../../../../test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(mode: 'code' | 'password' = 'code', timers = false) {
  openLogin(mode);
  const onLoggedIn = vi.fn();
  const u = timers ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) : userEvent.setup();
  renderWithQuery(<LoginDialog onLoggedIn={onLoggedIn} />);
  const dialog = screen.getByRole('dialog');
  return { u, dialog, onLoggedIn };
}

describe('given the login dialog opens', () => {
  it('should default to SMS quick login and state the first-login policy', () => {
    const { dialog } = setup();
    expect(within(dialog).getByRole('heading', { name: '短信快捷登录' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: '短信快捷登录' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByText(FIRST_LOGIN_POLICY)).toBeTruthy();
  });

  it('should not close on Escape, but close with the 关闭 button', async () => {
    const { u } = setup();
    await u.keyboard('{Escape}');
    expect(appStore.isLogin).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await u.click(screen.getByRole('button', { name: '关闭' }));
    expect(appStore.isLogin).toBe(false);
  });
});

describe('given password mode', () => {
  it('should show 请输入用户名 when the user name is left empty (on blur)', async () => {
    const { u } = setup('password');
    await u.click(screen.getByLabelText('用户名'));
    await u.tab();
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    expect(screen.queryByText('请输入密码')).toBeNull();
  });

  it('should check both fields on submit, in order, without calling the server', async () => {
    const seen = fakeServer({});
    const { u } = setup('password');
    await u.click(screen.getByRole('button', { name: '登录' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['请输入用户名', '请输入密码']);
    expect(document.activeElement).toBe(screen.getByLabelText('用户名'));
    expect(seen).toHaveLength(0);
  });

  it('should submit with Enter in the password field and hand over the token', async () => {
    const seen = fakeServer({ '/api/MemberUser/login': () => ok({ token: 'tk', userinfo: user() }) });
    const { u, onLoggedIn } = setup('password');
    await u.type(screen.getByLabelText('用户名'), '13800000000');
    await u.type(screen.getByLabelText('密码'), 'secret-pass{Enter}');
    expect(seen[0]).toMatchObject({ path: '/api/MemberUser/login', body: { username: '13800000000', password: 'secret-pass', scene: '' } });
    expect(onLoggedIn).toHaveBeenCalledWith('tk');
  });

  it('should end the loading state and keep the dialog when the server refuses', async () => {
    fakeServer({ '/api/MemberUser/login': () => ({ status: 400, msg: '账号或密码错误' }) });
    const { u, onLoggedIn } = setup('password');
    await u.type(screen.getByLabelText('用户名'), 'a');
    await u.type(screen.getByLabelText('密码'), 'b{Enter}');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '登录' }).getAttribute('aria-busy')).toBeNull();
  });

  it('should send the share_pid cookie as the scene', async () => {
    document.cookie = 'share_pid=P42; path=/';
    const seen = fakeServer({ '/api/MemberUser/login': () => ok({ token: 'tk', userinfo: user() }) });
    const { u } = setup('password');
    await u.type(screen.getByLabelText('用户名'), 'a');
    await u.type(screen.getByLabelText('密码'), 'b{Enter}');
    expect(seen[0]?.body.scene).toBe('P42');
  });
});

describe('given SMS mode', () => {
  it('should ask for the phone before sending a code', async () => {
    const seen = fakeServer({});
    const { u } = setup();
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入手机号')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('should show 请输入验证码 on submit with a phone but no code', async () => {
    const { u } = setup();
    await u.type(screen.getByLabelText('手机号'), '13800000000');
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入验证码']);
  });

  it('should count down 60 seconds after sending, with the button disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = fakeServer({ '/api/MemberUser/sendSms': () => ({ status: 200, msg: '发送成功', key: 'K1', data: { key: 'K1' } }) });
    const { u } = setup('code', true);
    await u.type(screen.getByLabelText('手机号'), '13800000000');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(seen[0]).toMatchObject({ path: '/api/MemberUser/sendSms', body: { mobile: '13800000000', type: 'login' } });
    const button = await screen.findByRole('button', { name: '60秒后重新获取' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: '59秒后重新获取' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    const again = screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
  });

  it('should log in with phone, verify_id from the SMS key and the code', async () => {
    const seen = fakeServer({
      '/api/MemberUser/sendSms': () => ({ status: 200, msg: '发送成功', key: 'K9', data: { key: 'K9' } }),
      '/api/MemberUser/loginCode': () => ok({ token: 'sms-token', userinfo: user() }),
    });
    const { u, onLoggedIn } = setup();
    await u.type(screen.getByLabelText('手机号'), '13900000000');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    await u.type(screen.getByLabelText('验证码'), '123456');
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(seen[1]).toMatchObject({
      path: '/api/MemberUser/loginCode',
      body: { phone: '13900000000', mobile: '13900000000', verify_id: 'K9', verify: '123456' },
    });
    expect(onLoggedIn).toHaveBeenCalledWith('sms-token');
  });

  it('should reset the countdown when the dialog is closed', async () => {
    fakeServer({ '/api/MemberUser/sendSms': () => ({ status: 200, msg: '发送成功', key: 'K', data: { key: 'K' } }) });
    const { u } = setup();
    await u.type(screen.getByLabelText('手机号'), '13800000000');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60秒后重新获取' });
    await u.click(screen.getByRole('button', { name: '关闭' }));
    act(() => openLogin('code'));
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeTruthy();
  });
});

describe('given the forgot-password dialog', () => {
  it('should validate in the spec order and close after 重置成功', async () => {
    const seen = fakeServer({
      '/api/MemberUser/sendSms': () => ({ status: 200, msg: '发送成功', key: 'R1', data: { key: 'R1' } }),
      '/api/MemberUser/updatePassword': () => ok(null, { msg: '重置成功' }),
    });
    const { u } = setup();
    await u.click(screen.getByRole('button', { name: '忘记密码？' }));
    const dialog = await screen.findByRole('dialog', { name: '找回密码' });
    const submit = within(dialog).getByRole('button', { name: '重置密码' });
    const alertText = () => within(dialog).getByRole('alert').textContent;

    await u.click(submit);
    expect(alertText()).toBe('请输入手机号');
    await u.type(within(dialog).getByLabelText('手机号'), '13800000000');
    await u.click(submit);
    expect(alertText()).toBe('请输入密码');
    await u.type(within(dialog).getByLabelText('新密码'), 'abcdefgh1');
    await u.click(submit);
    expect(alertText()).toBe('请输入密码');
    await u.type(within(dialog).getByLabelText('确认密码'), 'abcdefgh2');
    await u.click(submit);
    expect(alertText()).toBe('两次密码不一致');
    await u.clear(within(dialog).getByLabelText('确认密码'));
    await u.type(within(dialog).getByLabelText('确认密码'), 'abcdefgh1');
    await u.click(submit);
    expect(alertText()).toBe('请输入短信验证码');
    expect(seen).toHaveLength(0);

    await u.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await u.type(within(dialog).getByLabelText('短信验证码'), '654321');
    await u.click(submit);
    expect(seen[1]).toMatchObject({
      path: '/api/MemberUser/updatePassword',
      body: { mobile: '13800000000', verify_id: 'R1', verify: '654321', password: 'abcdefgh1', repassword: 'abcdefgh1' },
    });
    expect(seen[0]?.body.type).toBe('reset');
    expect(screen.queryByRole('dialog', { name: '找回密码' })).toBeNull();
    expect(feedback.toasts.map((t) => [t.message, t.tone])).toEqual([['重置成功', 'success']]);
    expect(screen.getByRole('dialog', { name: '短信快捷登录' })).toBeTruthy();
  });
});
