import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, clearUserInfo, closeLogin, openLogin, setBatchValue, setNavSelect, setUserInfo } from './app-store';
import { completeLogin, loadUserInfo, logout } from '../features/auth/session';
import { fakeServer, ok } from '../../test/fake-server';
import { user } from '../../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('app store actions', () => {
  it('should open the login dialog in the asked mode and close it', () => {
    openLogin('password');
    expect(appStore).toMatchObject({ isLogin: true, loginMode: 'password' });
    closeLogin();
    expect(appStore.isLogin).toBe(false);
  });

  const roles = [
    { role: 1, vip: false },
    { role: 2, vip: true },
    { role: 3, vip: true },
  ] as const;
  for (const { role, vip } of roles) {
    it(`should derive isVip=${vip} for role ${role}`, () => {
      setUserInfo(user({ role }));
      expect(appStore.isVip).toBe(vip);
      clearUserInfo();
      expect(appStore).toMatchObject({ userinfo: null, isVip: false });
    });
  }

  it('should keep the batch and the navigation selection', () => {
    setBatchValue('本科批');
    setNavSelect('about');
    expect(appStore).toMatchObject({ batchValue: '本科批', navSelect: 'about' });
  });
});

describe('session', () => {
  it('should not ask the server for user info without a token', async () => {
    const seen = fakeServer({});
    setUserInfo(user());
    await loadUserInfo();
    expect(seen).toHaveLength(0);
    expect(appStore.userinfo).toBeNull();
  });

  it('should load user info with the stored token', async () => {
    localStorage.setItem('token', 't1');
    const seen = fakeServer({ '/api/MemberUser/detail': () => ok(user({ nickname: '阿华', role: 2 })) });
    await loadUserInfo();
    expect(seen[0]).toMatchObject({ path: '/api/MemberUser/detail', auth: 't1' });
    expect(appStore.userinfo?.nickname).toBe('阿华');
    expect(appStore.isVip).toBe(true);
  });

  it('should clear user info when the fetch fails', async () => {
    localStorage.setItem('token', 'expired');
    setUserInfo(user());
    fakeServer({ '/api/MemberUser/detail': () => ({ status: 101, msg: '请先登录' }) });
    await loadUserInfo();
    expect(appStore.userinfo).toBeNull();
    // The catalogue still applies: an expired session asks for login.
    expect(appStore.isLogin).toBe(true);
  });

  it('should keep the token, close the dialog, reload user info and then the page after login', async () => {
    fakeServer({ '/api/MemberUser/detail': () => ok(user({ nickname: '新用户' })) });
    openLogin();
    const reload = vi.fn(() => {
      expect(appStore.userinfo?.nickname).toBe('新用户');
    });
    await completeLogin('fresh-token', reload);
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(appStore.isLogin).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('should tell the server, remove the token and clear user info on logout', async () => {
    localStorage.setItem('token', 't2');
    setUserInfo(user());
    const seen = fakeServer({ '/api/MemberUser/logout': () => ok() });
    await logout();
    expect(seen.map((s) => [s.path, s.auth])).toEqual([['/api/MemberUser/logout', 't2']]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(appStore.userinfo).toBeNull();
  });

  it('should still end the local session when the server cannot be reached', async () => {
    localStorage.setItem('token', 't3');
    setUserInfo(user());
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('down'))));
    await logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(appStore.userinfo).toBeNull();
  });
});
