import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button, Loading } from 'gaokao-ui';
import { centreLabel, toMemberRole } from 'gaokao-domain';
import { userQuery } from '../../../lib/session';
import { openLogin } from '../../../stores/app-store';
import { pageOf, panelHref, panelOfType, visiblePanels, walletTabOf, type PanelKey } from '../model/panels';
import { InfoPanel } from './info-panel';
import { LowerLevelPanel } from './lower-level-panel';
import { PasswordPanel } from './password-panel';
import { PlanPanel } from './plan-panel';
import { VipPanel } from './vip-panel';
import { WalletPanel } from './wallet-panel';
import '../centre.css';

export interface CentreProps {
  /** 我的测评 (type 4) belongs to the assessments feature: the page hands it in. */
  assessments: ReactNode;
}

/**
 * /Home, the personal centre (会员中心; 代理中心 for agents): a side menu of panels and the panel `type` picks. The
 * address holds the panel, the wallet tab and the page, so each view can be shared, reloaded and walked with
 * back/forward. Visitors are asked to log in.
 */
export function Centre({ assessments }: CentreProps) {
  const [params, setParams] = useSearchParams();
  const member = useQuery(userQuery());
  const user = member.data ?? null;
  const panel = panelOfType(params.get('type'));
  const heading = useRef<HTMLHeadingElement>(null);
  const title = user ? centreLabel(toMemberRole(user.role)) : '会员中心';

  // A new panel moves the focus to the page heading, as a new page would, so a keyboard user starts at its top.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [panel.type]);

  const setParam = (changes: Record<string, string | null>, options?: { replace?: boolean }) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    }, options);

  if (member.isPending) return <Loading label="正在加载会员信息…" />;
  if (!user)
    return (
      <section className="gk-container gk-page gk-centre__state">
        <h1>会员中心</h1>
        <p>请先登录后进入会员中心。</p>
        <Button onClick={() => openLogin('code')}>登录 / 注册</Button>
      </section>
    );

  const panels = visiblePanels(user);
  const shown = panels.some((p) => p.key === panel.key);
  const page = pageOf(params.get('page'));
  const onPageChange = (p: number) => setParam({ page: p > 1 ? String(p) : null });
  // A page beyond the last (page=2 of 1 record) becomes the last page in place: no history entry to come back to.
  const onPageClamp = (p: number) => setParam({ page: p > 1 ? String(p) : null }, { replace: true });

  const body: Record<PanelKey, () => ReactNode> = {
    info: () => <InfoPanel user={user} />,
    plan: () => <PlanPanel user={user} />,
    vip: () => <VipPanel user={user} />,
    assessments: () => assessments,
    password: () => <PasswordPanel user={user} />,
    wallet: () => (
      <WalletPanel
        user={user}
        tab={walletTabOf(params.get('tab'))}
        page={page}
        onTabChange={(tab) => setParam({ tab, page: null })}
        onPageChange={onPageChange}
        onPageClamp={onPageClamp}
      />
    ),
    lowerLevel: () => <LowerLevelPanel page={page} onPageChange={onPageChange} onPageClamp={onPageClamp} />,
  };

  return (
    <section className="gk-container gk-page gk-centre" data-role={toMemberRole(user.role)}>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <div className="gk-centre__layout">
        <nav aria-label={title} className="gk-centre__menu">
          <ul>
            {panels.map((p) => (
              <li key={p.type}>
                <Link to={panelHref(p.type)} aria-current={p.type === panel.type ? 'page' : undefined}>
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="gk-centre__panel">
          {shown ? (
            body[panel.key]()
          ) : (
            <p className="gk-centre__state" role="status">
              当前身份不显示下级会员。<Link to={panelHref(1)}>返回基本信息</Link>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
