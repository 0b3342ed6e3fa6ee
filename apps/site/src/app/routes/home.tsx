import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isVip, MSG, shortProvince, toMemberRole, VIP_PURCHASE_PATH } from 'gaokao-domain';
import { useUser } from '../../lib/session';
import { COOKIE_PROVINCE, getCookie, setCookie } from '../../lib/cookies';
import { isDemoQuery, provincesQuery } from '../../features/home/api/queries';
import { SmartFillForm } from '../../features/home/components/smart-fill-form';
import { QuickLinks } from '../../features/home/components/quick-links';
import { NewsBlock } from '../../features/home/components/news-block';
import { VideoBlock } from '../../features/home/components/video-block';
import { ProfileSummary } from '../../features/home/components/profile-summary';

const NO_PROVINCES: string[] = [];

// Only a first visit (no province cookie) or 更换 opens it: the dialog library loads then.
const ProvinceDialog = lazy(async () => ({ default: (await import('../../features/home/components/province-dialog')).ProvinceDialog }));

export default function HomePage() {
  const [cookieProvince] = useState<string | undefined>(() => getCookie(COOKIE_PROVINCE));
  /** A province chosen on this page (更换) wins; else the signed-in user's saved profile; else the visitor's cookie. */
  const [picked, setProvince] = useState<string | undefined>(undefined);
  const user = useUser();
  const profileProvince = user?.zhiyuan?.province ? shortProvince(user.zhiyuan.province) : undefined;
  const province = picked ?? profileProvince ?? cookieProvince;
  const provinces = useQuery(provincesQuery()).data ?? NO_PROVINCES;
  // The server marks the page (<html data-dataset="demo">), so the notice is there in the first render instead of
  // pushing the page down when the answer below arrives; the call still decides on servers that do not mark it.
  const [markedDemo] = useState(() => document.documentElement.dataset.dataset === 'demo');
  const demo = useQuery(isDemoQuery()).data ?? markedDemo;
  const [choosing, setChoosing] = useState(() => !getCookie(COOKIE_PROVINCE));
  // A saved profile names the province: the first-visit dialog is not needed once the user is known.
  useEffect(() => {
    if (profileProvince) setChoosing(false);
  }, [profileProvince]);

  return (
    <div className="gk-container gk-home">
      <h1 className="gk-visually-hidden">高考志愿填报助手</h1>
      {demo ? (
        <p className="gk-demo-badge" role="note">
          {MSG.demoDataNotice}
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
