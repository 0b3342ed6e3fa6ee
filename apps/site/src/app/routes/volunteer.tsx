import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG, STATUS_LOGIN } from 'gaokao-domain';
import { isEnvelope } from '../../lib/http';
import { showToast } from '../../stores/feedback-store';
import { planDatasetQuery, userPlanQuery } from '../../features/volunteer/api/queries';
import { Workspace } from '../../features/volunteer/components/workspace';
import * as paths from '../../config/paths';

/**
 * /Volunteer: requires login (the network layer opens the login dialog on 101), loads the user's plan (none: the
 * spec's message, then home) and opens the wish-list workspace — once the plan's data marker (演示数据 or the real
 * data's years) has answered too, so the header and each tab show their notice from the first paint instead of pushing
 * the page down when it arrives (a layout shift Lighthouse measured at 0.125 on a phone).
 */
export default function VolunteerPage() {
  const plan = useQuery(userPlanQuery());
  const aspid = plan.data?.volunteer_id;
  const dataset = useQuery({ ...planDatasetQuery(aspid ?? 0), enabled: aspid != null });
  const navigate = useNavigate();
  // Decided on a fresh answer only: a plan created since the last visit must not be taken for "no plan".
  const none = plan.data === null && !plan.isFetching;

  useEffect(() => {
    if (!none) return;
    showToast(MSG.noPlan, 'info');
    void navigate(paths.home, { replace: true });
  }, [none, navigate]);

  // The marker's call failing shows the workspace without it, as before (each tab then says what its reply says).
  if (plan.data && !dataset.isPending) return <Workspace plan={plan.data} />;
  if (plan.isError) {
    const error = plan.error;
    const login = isEnvelope(error) && (Number(error.status) === STATUS_LOGIN || error.msg === MSG.tokenMissing);
    return (
      <section className="gk-container gk-page gk-state">
        <h1>志愿填报</h1>
        <p>{login ? MSG.loginToSeePlan : MSG.planLoadFailed}</p>
        <p>
          <Link to={paths.home}>返回首页</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="gk-container gk-page" aria-busy="true">
      <p>{MSG.loadingPlan}</p>
    </section>
  );
}
