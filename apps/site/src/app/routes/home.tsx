import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isVip, MSG, shortProvince, toMemberRole, VIP_PURCHASE_PATH } from 'gaokao-domain';
import { useUser } from '../../lib/session';
import { COOKIE_PROVINCE, getCookie, setCookie } from '../../lib/cookies';
import { useBrowserValue, useHydrated } from '../../lib/hydration';
import { datasetQuery, provincesQuery } from '../../features/home/api/queries';
import { homeDataNotice } from '../../features/home/api/home-api';
import { SmartFillForm } from '../../features/home/components/smart-fill-form';
import { QuickLinks } from '../../features/home/components/quick-links';
import { NewsBlock } from '../../features/home/components/news-block';
import { VideoBlock } from '../../features/home/components/video-block';
import { ProfileSummary } from '../../features/home/components/profile-summary';

const NO_PROVINCES: string[] = [];

// Only a first visit (no province cookie) or 更换 opens it: the dialog library loads then.
const ProvinceDialog = lazy(async () => ({ default: (await import('../../features/home/components/province-dialog')).ProvinceDialog }));

export default function HomePage() {
  // The page is prerendered (config/routes.ts): the cookie is read once the HTML is hydrated, so both render alike.
  const cookieProvince = useBrowserValue(() => getCookie(COOKIE_PROVINCE), undefined);
  /** A province chosen on this page (更换) wins; else the signed-in user's saved profile; else the visitor's cookie. */
  const [picked, setProvince] = useState<string>();
  const user = useUser();
  const profileProvince = user?.zhiyuan?.province ? shortProvince(user.zhiyuan.province) : undefined;
  const province = picked ?? profileProvince ?? cookieProvince;
  const provinces = useQuery(provincesQuery()).data ?? NO_PROVINCES;
  const data = useQuery(datasetQuery()).data;
  // undefined while the answer is on its way; null for real data; else the notice, naming the real scopes of a demo set.
  const notice = data === undefined ? undefined : homeDataNotice(data);
  // Only a first visit (no province cookie, no saved profile) opens the dialog by itself, once the page runs; 更换
  // opens it later.
  const hydrated = useHydrated();
  const [choosingByHand, setChoosing] = useState<boolean>();
  const choosing = choosingByHand ?? (hydrated && cookieProvince === undefined && profileProvince === undefined);

  return (
    <div className="gk-container gk-home">
      <h1 className="gk-visually-hidden">高考志愿填报助手</h1>
      {/* The server marks the page (<html data-dataset="demo">) and site.css shows the notice from the first paint while
          the answer is on its way (data-pending), so it never pushes the page down; the answer then decides. */}
      {notice !== null ? (
        <p className="gk-demo-badge" role="note" data-pending={notice === undefined ? '' : undefined}>
          {notice ?? MSG.demoDataNotice}
        </p>
      ) : null}
      {user && !isVip(toMemberRole(user.role)) ? (
        <p className="gk-upgrade" role="note">
          {MSG.upgradeBanner} <a href={VIP_PURCHASE_PATH}>立即升级</a>
        </p>
      ) : null}
      <div className="gk-home__top">
        <SmartFillForm province={province} onChangeProvince={() => setChoosing(true)} />
        {user ? <ProfileSummary /> : null}
      </div>
      <QuickLinks />
      <div className="gk-home__media">
        <NewsBlock />
        <VideoBlock />
      </div>
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
    </div>
  );
}
