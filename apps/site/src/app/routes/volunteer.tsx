import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG } from '../../lib/domain';
import { isEnvelope } from '../../lib/http';
import { showToast } from '../../stores/feedback-store';
import { fetchUserPlan, type Plan } from '../../features/volunteer/api/plan-api';
import { Workspace } from '../../features/volunteer/components/workspace';

type State = { kind: 'loading' } | { kind: 'plan'; plan: Plan } | { kind: 'login' } | { kind: 'error' };

/**
 * /Volunteer: requires login (the network layer opens the login dialog on 101), loads the user's plan (none: the
 * spec's message, then home) and opens the wish-list workspace.
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
  return <Workspace plan={state.plan} />;
}
