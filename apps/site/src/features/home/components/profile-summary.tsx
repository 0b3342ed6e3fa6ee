import { MSG } from 'gaokao-domain';
import { useUser } from '../../../lib/session';
import * as paths from '../../../config/paths';

/** The saved application profile of a signed-in user (userinfo.zhiyuan). */
export function ProfileSummary() {
  const profile = useUser()?.zhiyuan;
  return (
    <section className="gk-card gk-profile" aria-labelledby="profile-title">
      <h2 id="profile-title" className="gk-card__title">
        我的志愿档案
      </h2>
      {profile ? (
        <dl className="gk-profile__facts">
          <div>
            <dt>省份</dt>
            <dd>{profile.province || '—'}</dd>
          </div>
          <div>
            <dt>分数</dt>
            <dd>{profile.score ?? '—'}</dd>
          </div>
          <div>
            <dt>批次</dt>
            <dd>{profile.batch || '—'}</dd>
          </div>
          <div>
            <dt>科目组</dt>
            <dd>{profile.group_d || '—'}</dd>
          </div>
          <div>
            <dt>科目</dt>
            <dd>{profile.subject || '—'}</dd>
          </div>
        </dl>
      ) : (
        <p className="gk-muted">{MSG.noProfileYet}</p>
      )}
      {profile ? (
        <a href={paths.volunteer} target="_blank" rel="noopener" className="gk-btn">
          查看我的志愿方案
        </a>
      ) : null}
    </section>
  );
}
