import { describe, expect, it } from 'vitest';
import { appStore, closeLogin, openLogin } from './app-store';

describe('app store actions', () => {
  it('should open the login dialog in the asked mode and close it', () => {
    openLogin('password');
    expect(appStore).toMatchObject({ isLogin: true, loginMode: 'password' });
    closeLogin();
    expect(appStore.isLogin).toBe(false);
  });

  it('should hold client state only (the member is a query)', () => {
    expect(Object.keys(appStore).sort()).toEqual(['isLogin', 'loginMode']);
  });
});
