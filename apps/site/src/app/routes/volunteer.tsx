import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG } from '../../lib/domain';
import { isEnvelope } from '../../lib/http';
import { showToast } from '../../stores/feedback-store';
import { fetchUserPlan, type Plan } from '../../features/volunteer/api/plan-api';

type State = { kind: 'loading' } | { kind: 'plan'; plan: Plan } | { kind: 'login' } | { kind: 'error' };

/**
 * /Volunteer: requires login (the network layer opens the login dialog on 101), loads the user's plan and shows its
 * header. The editing workspace is built by the next issue and is marked as such.
 */
export default function VolunteerPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    fetchUserPlan()
      .then((plan) => {
        if (!live) return;
        if (plan) {
          setState({ kind: 'plan', plan });
        } else {
          showToast(MSG.noPlan, 'info');
          void navigate('/', { replace: true });
        }
      })
      .catch((error: unknown) => {
        if (!live) return;
        const status = isEnvelope(error) ? Number(error.status) : 0;
        setState({ kind: status === 101 || (isEnvelope(error) && error.msg === MSG.tokenMissing) ? 'login' : 'error' });
      });
    return () => {
      live = false;
    };
  }, [navigate]);

  if (state.kind === 'loading') {
    return (
      <section className="gk-container gk-page" aria-busy="true">
        <p>正在加载志愿方案…</p>
      </section>
    );
  }
  if (state.kind === 'login' || state.kind === 'error') {
    return (
      <section className="gk-container gk-page gk-state">
        <h1>志愿填报</h1>
        <p>{state.kind === 'login' ? '请先登录后查看您的志愿方案。' : '志愿方案加载失败，请稍后重试。'}</p>
        <p>
          <Link to="/">返回首页</Link>
        </p>
      </section>
    );
  }
  const { plan } = state;
  const firstSubject = plan.group_d ?? '';
  return (
    <section className="gk-container gk-page">
      <header className="gk-plan-head">
        <h1>{plan.name ? `${plan.name}的志愿方案` : '我的志愿方案'}</h1>
        <dl className="gk-plan-head__facts">
          <div>
            <dt>省份</dt>
            <dd>{plan.province || '—'}</dd>
          </div>
          <div>
            <dt>分数</dt>
            <dd>{plan.score ?? '—'}</dd>
          </div>
          <div>
            <dt>位次</dt>
            <dd>{plan.paiming ?? '—'}</dd>
          </div>
          <div>
            <dt>科目组</dt>
            <dd>
              {firstSubject || '—'}
              {plan.subject ? `（${plan.subject}）` : ''}
            </dd>
          </div>
          <div>
            <dt>批次</dt>
            <dd>{plan.batch || '—'}</dd>
          </div>
        </dl>
        <nav aria-label="志愿页操作" className="gk-plan-head__actions">
          <Link to="/Home">个人中心</Link>
          <Link to="/">返回首页</Link>
        </nav>
      </header>
      <div className="gk-state gk-note">
        <h2>志愿填报工作台</h2>
        <p>该页面正在建设中：智能推荐、按院校搜索、首次招生院校与志愿单编辑即将上线。</p>
      </div>
    </section>
  );
}
