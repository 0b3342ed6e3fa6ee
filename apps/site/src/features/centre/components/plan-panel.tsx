import { Link } from 'react-router';
import { MSG } from 'gaokao-domain';
import type { UserInfo } from 'gaokao-contract';
import * as paths from '../../../config/paths';

/** 我的志愿 (type 2): the saved application profile with a link to the plan, or 您当前没有志愿单，请返回首页创建. */
export function PlanPanel({ user }: { user: UserInfo }) {
  const plan = user.zhiyuan;
  return (
    <section className="gk-centre__section" aria-labelledby="plan-title">
      <h2 id="plan-title">我的志愿</h2>
      {plan ? (
        <>
          <dl className="gk-centre__facts">
            <div>
              <dt>省份</dt>
              <dd>{plan.province}</dd>
            </div>
            <div>
              <dt>分数</dt>
              <dd>{plan.score}</dd>
            </div>
            <div>
              <dt>批次</dt>
              <dd>{plan.batch}</dd>
            </div>
            <div>
              <dt>科目</dt>
              <dd>{[plan.group_d, plan.subject].filter(Boolean).join(' · ')}</dd>
            </div>
          </dl>
          <p>
            <Link to={paths.volunteer} target="_blank">
              打开志愿填报
            </Link>
          </p>
        </>
      ) : (
        <div className="gk-centre__state">
          <p role="status">{MSG.noPlan}</p>
          <p>
            <Link to={paths.home}>返回首页</Link>
          </p>
        </div>
      )}
    </section>
  );
}
