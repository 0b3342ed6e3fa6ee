/**
 * Islands measurement (e), the islands themselves (e-home.tsx hydrates them; scripts/smoke-islands.ts renders them to
 * HTML): every part of the home page that reads data in the browser or responds to the family, as its own root: header, form (+ province and login dialogs), the demo/upgrade notices, profile summary, news, videos,
 * footer (friend links, contact QR) and the network layer's feedback host. Quick links stay static HTML.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isVip, MSG, toMemberRole, VIP_PURCHASE_PATH } from 'gaokao-domain';
import type { ReactNode } from 'react';
import { FormIsland, LoginHost } from './form-island';
import { TopBar } from '../features/shell/components/top-bar';
import { SiteNav } from '../features/shell/components/site-nav';
import { SiteFooter } from '../features/shell/components/site-footer';
import { logout } from '../features/auth/session';
import { useUser } from '../lib/session';
import { isDemoQuery } from '../features/home/api/queries';
import { NewsBlock } from '../features/home/components/news-block';
import { VideoBlock } from '../features/home/components/video-block';
import { ProfileSummary } from '../features/home/components/profile-summary';
import { FeedbackHost } from '../components/feedback-host';

function Header() {
  const client = useQueryClient();
  return (
    <>
      <TopBar onLogout={() => void logout(client)} />
      <SiteNav />
    </>
  );
}

function Notices() {
  const user = useUser();
  const demo = useQuery(isDemoQuery()).data;
  return (
    <>
      {demo !== false ? (
        <p className="gk-demo-badge" role="note" data-pending={demo === undefined ? '' : undefined}>
          {MSG.demoDataNotice}
        </p>
      ) : null}
      {user && !isVip(toMemberRole(user.role)) ? (
        <p className="gk-upgrade" role="note">
          {MSG.upgradeBanner} <a href={VIP_PURCHASE_PATH}>立即升级</a>
        </p>
      ) : null}
    </>
  );
}

function Profile() {
  return useUser() ? <ProfileSummary /> : null;
}

export const islands: Record<string, () => ReactNode> = {
  'island-header': () => <Header />,
  'island-notices': () => <Notices />,
  'island-fill': () => <FormIsland />,
  'island-profile': () => <Profile />,
  'island-news': () => <NewsBlock />,
  'island-videos': () => <VideoBlock />,
  'island-footer': () => <SiteFooter />,
  'island-login': () => <LoginHost />,
  'island-feedback': () => <FeedbackHost />,
};
