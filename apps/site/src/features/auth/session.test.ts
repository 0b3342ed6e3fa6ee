import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, openLogin } from '../../stores/app-store';
import { createQueryClient } from '../../lib/query';
import { userQuery } from '../../lib/session';
import { completeLogin, logout } from './session';
import { fakeServer, ok } from '../../../test/fake-server';
import { user } from '../../../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('the signed-in member', () => {
  it('should not ask the server without a token', async () => {
    const seen = fakeServer({});
    await expect(createQueryClient().fetchQuery(userQuery())).resolves.toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('should load user info with the stored token', async () => {
    localStorage.setItem('token', 't1');
    const seen = fakeServer({ '/api/MemberUser/detail': () => ok(user({ nickname: '阿华', role: 2 })) });
    const member = await createQueryClient().fetchQuery(userQuery());
    expect(seen[0]).toMatchObject({ path: '/api/MemberUser/detail', auth: 't1' });
    expect(member?.nickname).toBe('阿华');
  });

  it('should answer null when the fetch fails, and still ask for login on an expired session', async () => {
    localStorage.setItem('token', 'expired');
    fakeServer({ '/api/MemberUser/detail': () => ({ status: 101, msg: '请先登录' }) });
    await expect(createQueryClient().fetchQuery(userQuery())).resolves.toBeNull();
    expect(appStore.isLogin).toBe(true);
  });
});

describe('session', () => {
  it('should keep the token, close the dialog, reload user info and then the page after login', async () => {
    fakeServer({ '/api/MemberUser/detail': () => ok(user({ nickname: '新用户' })) });
    const client = createQueryClient();
    client.setQueryData(userQuery().queryKey, null);
    openLogin();
    const reload = vi.fn(() => {
      expect(client.getQueryData(userQuery().queryKey)?.nickname).toBe('新用户');
    });
    await completeLogin(client, 'fresh-token', reload);
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(appStore.isLogin).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('should tell the server, remove the token and forget the member on logout', async () => {
    localStorage.setItem('token', 't2');
    const client = createQueryClient();
    client.setQueryData(userQuery().queryKey, user());
    const seen = fakeServer({ '/api/MemberUser/logout': () => ok() });
    await logout(client);
    expect(seen.map((s) => [s.path, s.auth])).toEqual([['/api/MemberUser/logout', 't2']]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(client.getQueryData(userQuery().queryKey)).toBeUndefined();
  });

  it('should still end the local session when the server cannot be reached', async () => {
    localStorage.setItem('token', 't3');
    const client = createQueryClient();
    client.setQueryData(userQuery().queryKey, user());
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('down'))));
    await logout(client);
    expect(localStorage.getItem('token')).toBeNull();
    expect(client.getQueryData(userQuery().queryKey)).toBeUndefined();
  });
});
