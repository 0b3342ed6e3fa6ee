import { Fragment, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, EmptyState, Loading } from 'gaokao-ui';
import { MSG } from 'gaokao-domain';
import { isEnvelope } from '../../../lib/http';
import { showToast } from '../../../stores/feedback-store';
import { majorDetailQuery } from '../api/queries';
import type { MajorDetail } from '../model/types';
import { OfferingCollegesDialog } from './offering-colleges-dialog';
import * as paths from '../../../config/paths';

/** The admin detail's default major when `i` is set without `n` (part 2 §9). */
export const DEFAULT_ADMIN_MAJOR_ID = 12540;

function idOf(raw: string | null): number | null {
  const n = Number(raw);
  return raw != null && raw.trim() !== '' && Number.isInteger(n) && n > 0 ? n : null;
}

/** Text with its newlines as line breaks (part 2 §7: the detail's text newlines become line breaks). */
function Lines({ text }: { text: string }) {
  return (
    <>
      {text.split(/\r?\n/).map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** The detail's sections in the spec's order (first impression … details); each says when it has no text. */
export const MAJOR_SECTIONS: readonly { key: keyof MajorDetail; title: string }[] = [
  { key: 'yinxiang', title: '第一印象' },
  { key: 'major_info', title: '专业介绍' },
  { key: 'kecheng', title: '主要课程' },
  { key: 'xuejiezy', title: '接续专业' },
  { key: 'sexScoe', title: '男女比例' },
  { key: 'xuanke', title: '选科建议' },
  { key: 'xuekejc', title: '所属学科' },
  { key: 'yijixueke', title: '一级学科' },
  { key: 'zhuanxian', title: '考研方向' },
  { key: 'shuobo', title: '硕博情况' },
  { key: 'fangxiang', title: '就业方向' },
  { key: 'jiuyefen', title: '就业地区' },
  { key: 'jiuhangye', title: '就业行业' },
  { key: 'gangwei', title: '就业岗位' },
  { key: 'detail', title: '专业详情' },
];

const filled = (v: unknown) => v != null && String(v).trim() !== '';

/**
 * 专业详情 (/MajorDetail?n=<mojor_id>, `i` the admin flag, `isCha`): name, code, years, degree, level and the text
 * sections. Without an id, or for an unknown one: 专业不存在, then /Major.
 */
export function MajorDetailPage() {
  const [q] = useSearchParams();
  const navigate = useNavigate();
  const admin = Boolean(q.get('i'));
  const id = idOf(q.get('n')) ?? (admin ? DEFAULT_ADMIN_MAJOR_ID : null);
  const isCha = q.get('isCha') ?? '';
  const r = useQuery({ ...majorDetailQuery({ mojor_id: id ?? 0, isCha }, admin), enabled: id != null });
  const refused = r.isError && isEnvelope(r.error) && (r.error.status === 404 || r.error.status === 400);
  const missing = id == null || (r.isSuccess && r.data == null) || refused;

  useEffect(() => {
    if (!missing) return;
    showToast(MSG.majorNotFound, 'error');
    void navigate(paths.major, { replace: true });
  }, [missing, navigate]);

  if (missing) return <p className="gk-container gk-state">{MSG.majorNotFound}</p>;
  if (r.isError) {
    const msg = isEnvelope(r.error) && r.error.msg ? String(r.error.msg) : '加载失败，请稍后重试';
    return <EmptyState title={msg} action={<Button onClick={() => void r.refetch()}>重试</Button>} />;
  }
  if (r.isPending || !r.data) return <Loading label="正在加载专业详情…" />;
  return <DetailView m={r.data} />;
}

function DetailView({ m }: { m: MajorDetail }) {
  const [offering, setOffering] = useState(false);
  const facts: [string, unknown][] = [
    ['专业代码', m.major_code],
    ['修业年限', m.xiuye_year],
    ['授予学位', m.xuewei],
    ['层次', m.cengci],
    ['门类', m.subject],
    ['专业类', m.majors],
  ];
  return (
    <article className="gk-container gk-page gk-detail" aria-labelledby="major-name">
      <p>
        <Link to={paths.major}>返回专业库</Link>
      </p>
      <header className="gk-card">
        <h1 id="major-name">{m.major_name}</h1>
        <dl className="gk-detail__facts">
          {facts.map(([label, v]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{filled(v) ? String(v) : '暂无'}</dd>
            </div>
          ))}
        </dl>
        <Button onClick={() => setOffering(true)}>查看开设院校</Button>
      </header>
      {m.dataset === 'demo' ? (
        <p className="gk-demo-badge" role="note">
          演示数据：专业名称、代码与层次来自教育部专业目录；以下介绍、课程与就业等文字为生成的示例内容，仅用于演示，不代表事实。
        </p>
      ) : null}
      {MAJOR_SECTIONS.map((s) => {
        const v = m[s.key];
        return (
          <section key={s.key} className="gk-card gk-detail__section" aria-labelledby={`sec-${s.key}`}>
            <h2 id={`sec-${s.key}`} className="gk-card__title">
              {s.title}
            </h2>
            {filled(v) ? (
              <p>
                <Lines text={String(v)} />
              </p>
            ) : (
              <p className="gk-muted">暂无{s.title}数据</p>
            )}
          </section>
        );
      })}
      {offering ? <OfferingCollegesDialog major={m} onClose={() => setOffering(false)} /> : null}
    </article>
  );
}
