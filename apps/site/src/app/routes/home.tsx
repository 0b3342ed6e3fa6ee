import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { appStore } from '../../stores/app-store';
import { COOKIE_PROVINCE, getCookie, setCookie } from '../../lib/cookies';
import { fetchIsDemo, fetchProvinces } from '../../features/home/api/home-api';
import { ProvinceDialog } from '../../features/home/components/province-dialog';
import { SmartFillForm } from '../../features/home/components/smart-fill-form';
import { QuickLinks } from '../../features/home/components/quick-links';
import { NewsBlock } from '../../features/home/components/news-block';
import { VideoBlock } from '../../features/home/components/video-block';
import { ProfileSummary } from '../../features/home/components/profile-summary';

export default function HomePage() {
  const snap = useSnapshot(appStore);
  const [province, setProvince] = useState<string | undefined>(() => getCookie(COOKIE_PROVINCE));
  const [provinces, setProvinces] = useState<string[]>([]);
  // The server marks the page (<html data-dataset="demo">), so the notice is there in the first render instead of
  // pushing the page down when the answer below arrives; the call still decides on servers that do not mark it.
  const [demo, setDemo] = useState(() => document.documentElement.dataset.dataset === 'demo');
  const [choosing, setChoosing] = useState(() => !getCookie(COOKIE_PROVINCE));

  useEffect(() => {
    let live = true;
    fetchProvinces().then(
      (names) => live && setProvinces(names),
      () => undefined,
    );
    fetchIsDemo().then(
      (isDemo) => live && setDemo(isDemo),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const user = snap.userinfo;
  return (
    <div className="gk-container gk-home">
      <h1 className="gk-visually-hidden">高考志愿填报助手</h1>
      {demo ? (
        <p className="gk-demo-badge" role="note">
          演示数据：当前展示的院校、分数与位次为演示数据，不可用于实际填报。
        </p>
      ) : null}
      {user && user.role === 1 ? (
        <p className="gk-upgrade" role="note">
          升级VIP即可享受全部服务 <a href="/Home?type=3">立即升级</a>
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
    </div>
  );
}
