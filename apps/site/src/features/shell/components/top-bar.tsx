import { lazy, Suspense, useState } from 'react';
import { AppLink } from '../../../lib/navigation';
import { openLogin } from '../../../stores/app-store';
import { useUser } from '../../../lib/session';
import { centreLabel } from 'gaokao-domain';
import * as paths from '../../../config/paths';

const LogoutConfirm = lazy(() => import('./logout-confirm'));

/**
 * Visitor: greeting, 登录, 注册. Signed in: 首页, 会员中心 (代理中心 for role 3), 退出 with confirmation; the session's
 * logout comes from the app, which composes the shell with the auth feature.
 */
export function TopBar({ onLogout }: { onLogout: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const user = useUser();
  return (
    <div className="gk-topbar">
      <div className="gk-container gk-topbar__inner">
        {user ? (
          <>
            <span className="gk-topbar__greet">您好，{user.nickname || user.username || user.phone || '用户'}</span>
            <nav aria-label="账户" className="gk-topbar__links">
              <AppLink to={paths.home}>首页</AppLink>
              <AppLink to={paths.member}>{centreLabel(user.role)}</AppLink>
              <button type="button" className="gk-link" onClick={() => setConfirming(true)}>
                退出
              </button>
            </nav>
          </>
        ) : (
          <>
            <span className="gk-topbar__greet">您好，欢迎来到高考志愿填报助手！</span>
            <div className="gk-topbar__links">
              <button type="button" className="gk-link" onClick={() => openLogin('password')}>
                登录
              </button>
              <button type="button" className="gk-link" onClick={() => openLogin('code')}>
                注册
              </button>
            </div>
          </>
        )}
      </div>
      {confirming ? (
        <Suspense fallback={null}>
          <LogoutConfirm
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              onLogout();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
