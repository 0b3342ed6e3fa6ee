import { useEffect, type ReactNode } from 'react';
import { Navigate, NavLink, useLocation } from 'react-router';
import { lightThemeClass } from 'gaokao-ui';
import { SITE_NAME } from '../config/meta';
import { href } from '../config/href';
import * as paths from '../config/paths';
import { useOpsToken } from '../lib/ops-token';
import { FeedbackHost } from '../components/feedback-host';
import { OpsAccount } from '../features/ops/components/ops-account';
import { useRouteMeta } from './route-meta';
import '../features/ops/ops.css';

const NAV = [
  { to: paths.opsWithdrawals, label: '提现审核' },
  { to: paths.opsMembers, label: '会员管理' },
  { to: paths.opsCards, label: '卡密管理' },
  { to: paths.opsNews, label: '资讯管理' },
  { to: paths.opsVideos, label: '视频管理' },
  { to: paths.opsFooter, label: '页脚管理' },
  { to: paths.opsSeasons, label: '数据发布' },
  { to: paths.opsAudit, label: '审计日志' },
] as const;

const same = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.toLowerCase();

/**
 * The operator console's frame (/ops…), apart from the family's: no top bar, family navigation or footer; its own
 * header (the console's pages, the operator, 退出) and the feedback host (系统提示 for a refused action). Without an
 * operator token every page but the sign-in goes to /ops/login (with `next`), and a token that the server refuses
 * (401/403) is forgotten by the network layer, which brings the operator back here.
 */
export default function OpsLayout({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  const token = useOpsToken();
  const location = useLocation();
  const onLogin = same(location.pathname, paths.opsLogin);

  useEffect(() => {
    document.title = `${meta.title} - 运营后台 - ${SITE_NAME}`;
  }, [meta]);

  if (!token && !onLogin) return <Navigate replace to={href(paths.opsLogin, { next: `${location.pathname}${location.search}` })} />;

  return (
    <div className={`gk-root ${lightThemeClass} gk-ops`}>
      <a className="gk-skip" href="#main">
        跳到主要内容
      </a>
      <header className="gk-ops__header">
        <p className="gk-ops__brand">{SITE_NAME} · 运营后台</p>
        {token ? (
          <>
            <nav className="gk-ops__nav" aria-label="运营后台">
              <ul>
                {NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <OpsAccount />
          </>
        ) : null}
      </header>
      <main id="main" className="gk-ops__main" tabIndex={-1}>
        {children}
      </main>
      <FeedbackHost />
    </div>
  );
}
