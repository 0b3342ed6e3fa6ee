/**
 * Islands measurement: the home page's smart-fill form as an island of its own. What home.tsx gives the form (the
 * province: cookie, saved profile or 更换 with the province dialog) moves into the island; the login dialog, which the
 * form opens for a visitor (openLogin), gets a host here too. Both dialogs stay lazy chunks.
 */
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { shortProvince } from 'gaokao-domain';
import { SmartFillForm } from '../features/home/components/smart-fill-form';
import { useUser } from '../lib/session';
import { COOKIE_PROVINCE, getCookie, setCookie } from '../lib/cookies';
import { useBrowserValue, useHydrated } from '../lib/hydration';
import { provincesQuery } from '../features/home/api/queries';
import { appStore } from '../stores/app-store';

const NO_PROVINCES: string[] = [];
const ProvinceDialog = lazy(async () => ({ default: (await import('../features/home/components/province-dialog')).ProvinceDialog }));
const LoginDialog = lazy(async () => ({ default: (await import('../features/auth/components/login-dialog')).LoginDialog }));

export function FormIsland() {
  const cookieProvince = useBrowserValue(() => getCookie(COOKIE_PROVINCE), undefined);
  const [picked, setProvince] = useState<string>();
  const user = useUser();
  const profileProvince = user?.zhiyuan?.province ? shortProvince(user.zhiyuan.province) : undefined;
  const province = picked ?? profileProvince ?? cookieProvince;
  const provinces = useQuery(provincesQuery()).data ?? NO_PROVINCES;
  const hydrated = useHydrated();
  const [choosingByHand, setChoosing] = useState<boolean>();
  const choosing = choosingByHand ?? (hydrated && cookieProvince === undefined && profileProvince === undefined);
  return (
    <>
      <SmartFillForm province={province} onChangeProvince={() => setChoosing(true)} />
      {choosing ? (
        <Suspense fallback={null}>
          <ProvinceDialog
            open={choosing}
            provinces={provinces}
            initial={province}
            onConfirm={(name) => {
              setCookie(COOKIE_PROVINCE, name);
              setProvince(name);
              setChoosing(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The login dialog, opened by any island through the valtio store (the form for a visitor, the header's 登录). */
export function LoginHost() {
  const open = useSnapshot(appStore).isLogin;
  return open ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}
