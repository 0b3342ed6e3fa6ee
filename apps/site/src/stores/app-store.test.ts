import { describe, expect, it } from 'vitest';
import { appStore, closeLogin, openLogin, setBatchValue, setNavSelect } from './app-store';

describe('app store actions', () => {
  it('should open the login dialog in the asked mode and close it', () => {
    openLogin('password');
    expect(appStore).toMatchObject({ isLogin: true, loginMode: 'password' });
    closeLogin();
    expect(appStore.isLogin).toBe(false);
  });

  it('should keep the batch and the navigation selection', () => {
    setBatchValue('本科批');
    setNavSelect('about');
    expect(appStore).toMatchObject({ batchValue: '本科批', navSelect: 'about' });
  });

  it('should hold client state only (the member is a query)', () => {
    expect(Object.keys(appStore).sort()).toEqual(['batchValue', 'isLogin', 'loginMode', 'navSelect']);
  });
});
