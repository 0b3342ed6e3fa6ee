import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, EmptyState, Loading, YearTrendChart } from 'gaokao-ui';
import { baoyanRate, collegeTags, gradeMajors, GRADES, isFlagSet, MSG, realDataLabel } from 'gaokao-domain';
import { COOKIE_PROVINCE, getCookie } from '../../../lib/cookies';
import { DataSources } from '../../../lib/data-sources';
import { isEnvelope } from '../../../lib/http';
import { useUser } from '../../../lib/session';
import { showToast } from '../../../stores/feedback-store';
import { collegeDetailQuery, serviceQrQuery } from '../api/queries';
import { collegeYearLines, historyLines, historySeries, type CollegeYearLine } from '../model/history';
import { hasValue, listText, textOr } from '../model/format';
import type { CollegeDetail as Detail } from '../model/types';
import { useViewer } from '../model/viewer';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';

/** A positive integer id from the address, or null. */
export function idOf(raw: string | null): number | null {
  const n = Number(raw);
  return raw != null && raw.trim() !== '' && Number.isInteger(n) && n > 0 ? n : null;
}

/** The detail's text with its newlines as line breaks. */
export function Lines({ text }: { text: string }) {
  const parts = text.split(/\r?\n/);
  return (
    <>
      {parts.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** A section of the detail; `demo` marks its title 演示数据 (generated ratings beside real admission lines). */
function Section({ id, title, empty, demo = false, children }: { id: string; title: string; empty: boolean; demo?: boolean; children?: ReactNode }) {
  return (
    <section className="gk-card gk-detail__section" aria-labelledby={`sec-${id}`}>
      <h2 id={`sec-${id}`} className="gk-card__title">
        {demo && !empty ? `${title}（${MSG.generatedRating}）` : title}
      </h2>
      {empty ? <p className="gk-muted">暂无{title}数据</p> : children}
    </section>
  );
}

/** An outside link (official site, brochure, VR): a new tab, and only http(s) addresses. */
function OutLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  const safe = href && /^https?:\/\//i.test(href.trim()) ? href.trim() : undefined;
  if (!safe) return <span className="gk-muted">暂无</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** A count that is a positive number, else null (a zero or a missing count shows 暂无数据, never 0). */
function countOf(v: unknown): number | null {
  const n = Number(v);
  return v != null && v !== '' && Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * 院校详情 (/SchoolDetail?n=<collegiate_id>, `i` asks the second detail call, `isCha`, `fromList`): every section of
 * part 2 §2, each saying when it has no data, and the college's admission history in the student's province (the
 * member's plan, else the chosen province) as a chart with its table. Without an id, or for an unknown one: 院校不存在,
 * then /School.
 */
export function CollegeDetailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = idOf(search.get('n'));
  const admin = Boolean(search.get('i'));
  const isCha = search.get('isCha') ?? '';
  const user = useUser();
  const viewer = useViewer();
  const province = user?.zhiyuan?.province || getCookie(COOKIE_PROVINCE) || '';
  const detail = useQuery({ ...collegeDetailQuery({ collegiate_id: id ?? 0, isCha, province }, admin, String(viewer)), enabled: id != null });
  // 院校不存在 for no id, an unknown id (the server's 404/400) or an empty answer; other failures keep the page.
  const refused = detail.isError && isEnvelope(detail.error) && (detail.error.status === 404 || detail.error.status === 400);
  const missing = id == null || (detail.isSuccess && detail.data == null) || refused;

  useEffect(() => {
    if (!missing) return;
    showToast(MSG.collegeNotFound, 'error');
    void navigate(paths.school, { replace: true });
  }, [missing, navigate]);

  if (missing) return <p className="gk-container gk-state">{MSG.collegeNotFound}</p>;
  if (detail.isError) {
    const msg = isEnvelope(detail.error) && detail.error.msg ? String(detail.error.msg) : '加载失败，请稍后重试';
    return <EmptyState title={msg} action={<Button onClick={() => void detail.refetch()}>重试</Button>} />;
  }
  if (detail.isPending || !detail.data) return <Loading label="正在加载院校详情…" />;
  return <DetailView d={detail.data} fromList={search.get('fromList') != null} />;
}

function DetailView({ d, fromList }: { d: Detail; fromList: boolean }) {
  const viewer = useViewer();
  const tags = collegeTags(d);
  const features = [
    ...tags.filter((t) => t !== '保研'),
    ...(isFlagSet(d.yanjiuY) ? ['研究生院'] : []),
    ...(isFlagSet(d.qiangji) ? ['强基计划'] : []),
    ...(isFlagSet(d.isBao) ? ['推免资格'] : []),
  ];
  const lines = useMemo(() => collegeYearLines(historyLines(d)), [d]);
  const master = countOf(d.shuoshiNum);
  const doctor = countOf(d.boshiNum);
  const programmeTexts: [string, unknown][] = [
    ['硕博点', d.shuo_bo],
    ['一级学科博士点', d.boshi_one],
    ['二级学科博士点', d.boshi_er ?? d.boshi_two],
    ['一级学科硕士点', d.shuoshi_one],
    ['二级学科硕士点', d.shuoshi_er],
    ['交叉学科硕士点', d.shuoshi_jiaocha],
    ['专业硕士点', d.zhuan_shuo],
  ];
  const programmes = programmeTexts.filter(([, v]) => hasValue(v));
  const grades = GRADES.map((g) => ({ grade: g, majors: gradeMajors(d as Parameters<typeof gradeMajors>[0], g) })).filter((g) => g.majors.length > 0);
  const majors = d.major ?? [];
  const rates = [d.one_baoyan_lv, d.two_baoyan_lv, d.three_baoyan_lv];
  const contacts: [string, unknown][] = [
    ['招生电话', d.phone],
    ['电子邮箱', d.email],
    ['通讯地址', d.address_detail],
  ];
  const silun = (d.silun ?? []).filter((s) => hasValue(s.title) || hasValue(s.content));
  const qr = useQuery(serviceQrQuery(new Date()));
  return (
    <article className="gk-container gk-page gk-detail" aria-labelledby="college-name">
      {fromList ? (
        <p>
          <Link to={paths.school}>返回院校库</Link>
        </p>
      ) : null}
      <header className="gk-card gk-detail__head">
        {d.collage_logo ? <img src={d.collage_logo} alt={`${d.collegeName}校徽`} width={72} height={72} /> : null}
        <div>
          <h1 id="college-name">{d.collegeName}</h1>
          <dl className="gk-detail__facts">
            <div>
              <dt>主管部门</dt>
              <dd>{textOr(d.collegeAdmin)}</dd>
            </div>
            <div>
              <dt>所在地</dt>
              <dd>{[d.collegeProvince, d.collegeCity].filter(Boolean).join(' ') || textOr(null)}</dd>
            </div>
            <div>
              <dt>层次</dt>
              <dd>{textOr(d.collegeLevel)}</dd>
            </div>
            {hasValue(d.collegeType) ? (
              <div>
                <dt>类型</dt>
                <dd>{d.collegeType}</dd>
              </div>
            ) : null}
            <div>
              <dt>性质</dt>
              <dd>{textOr(d.collegeNature)}</dd>
            </div>
            {hasValue(d.jianxiao_time) ? (
              <div>
                <dt>建校时间</dt>
                <dd>{d.jianxiao_time}</dd>
              </div>
            ) : null}
          </dl>
          <ul className="gk-lib__tags" aria-label="院校特色">
            {features.length ? features.map((t) => <li key={t} className="gk-lib__tag">{t}</li>) : <li className="gk-muted">暂无特色标签</li>}
          </ul>
        </div>
      </header>
      {d.dataset === 'demo' ? (
        <p className="gk-demo-badge" role="note">
          {d.history_dataset === 'real' ? MSG.collegeDetailDemoRealLines : MSG.collegeDetailDemo}
        </p>
      ) : null}

      <HistorySection lines={lines} province={d.history_province} real={d.history_dataset === 'real'} />

      <Section id="intro" title="院校简介" empty={!hasValue(d.college_info)}>
        <p>
          <Lines text={String(d.college_info ?? '')} />
        </p>
        {hasValue(d.zhandi) || hasValue(d.sex_score) ? (
          <p className="gk-muted">
            {hasValue(d.zhandi) ? `占地面积：${d.zhandi}` : ''} {hasValue(d.sex_score) ? `男女比例：${d.sex_score}` : ''}
          </p>
        ) : null}
      </Section>
      <Section id="staff" title="师资力量" empty={!hasValue(d.shizi_li)}>
        <p>
          <Lines text={String(d.shizi_li ?? '')} />
        </p>
      </Section>
      <Section id="strengths" title="优势学科" empty={!hasValue(d.youshi)}>
        <p>{listText(d.youshi)}</p>
      </Section>
      <Section id="programmes" title="硕博点" empty={master == null && doctor == null && programmes.length === 0}>
        <dl className="gk-detail__facts">
          <div>
            <dt>硕士点</dt>
            <dd>{master ?? '暂无数据'}</dd>
          </div>
          <div>
            <dt>博士点</dt>
            <dd>{doctor ?? '暂无数据'}</dd>
          </div>
        </dl>
        {programmes.map(([label, v]) => (
          <p key={label}>
            <strong>{label}：</strong>
            {listText(v)}
          </p>
        ))}
      </Section>
      <Section id="grades" title="学科评估" demo={d.ratings_dataset === 'demo'} empty={grades.length === 0}>
        <table className="gk-lib__table gk-detail__grades">
          <caption className="gk-visually-hidden">学科评估结果</caption>
          <thead>
            <tr>
              <th scope="col">评估结果</th>
              <th scope="col">学科</th>
            </tr>
          </thead>
          <tbody>
            {grades.map((g) => (
              <tr key={g.grade}>
                <th scope="row">{g.grade}</th>
                <td className="gk-lib__wrap">{g.majors.join('、')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section id="majors" title="开设专业" empty={majors.length === 0}>
        <ul className="gk-detail__majors">
          {majors.map((m) => (
            <li key={m.specialty_title}>{m.mojor_id > 0 ? <Link to={href(paths.majorDetail, { n: m.mojor_id })}>{m.specialty_title}</Link> : m.specialty_title}</li>
          ))}
        </ul>
      </Section>
      <Section id="ranking" title="院校排名" demo={d.ratings_dataset === 'demo'} empty={!hasValue(d.ruan_pai) && !hasValue(d.xiaoyou_paiming) && rates.every((r) => !hasValue(r))}>
        <dl className="gk-detail__facts">
          <div>
            <dt>软科排名</dt>
            <dd>{hasValue(d.ruan_pai) ? d.ruan_pai : '暂无数据'}</dd>
          </div>
          <div>
            <dt>校友会排名</dt>
            <dd>{hasValue(d.xiaoyou_paiming) ? d.xiaoyou_paiming : '暂无数据'}</dd>
          </div>
          {['保研率（最近一届）', '保研率（前一届）', '保研率（前两届）'].map((label, i) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{baoyanRate(rates[i] as number | string | null | undefined, viewer)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      {silun.length ? (
        <Section id="silun" title="院校评价" empty={false}>
          {silun.map((s, i) => (
            <div key={i}>
              <h3>{s.title}</h3>
              <p>
                <Lines text={String(s.content ?? '')} />
              </p>
            </div>
          ))}
        </Section>
      ) : null}
      <Section id="links" title="校园与招生链接" empty={false}>
        <dl className="gk-detail__facts">
          <div>
            <dt>VR 校园</dt>
            <dd>
              <OutLink href={d.vr || d.shi_vr}>进入 VR 校园</OutLink>
            </dd>
          </div>
          <div>
            <dt>学校官网</dt>
            <dd>
              <OutLink href={d.gw_url}>访问官网</OutLink>
            </dd>
          </div>
          <div>
            <dt>招生简章</dt>
            <dd>
              <OutLink href={d.zhaosheng_url}>{hasValue(d.zhaosheng) ? String(d.zhaosheng) : '查看招生简章'}</OutLink>
            </dd>
          </div>
        </dl>
      </Section>
      <Section id="contact" title="联系方式" empty={contacts.every(([, v]) => !hasValue(v))}>
        <dl className="gk-detail__facts">
          {contacts.map(([label, v]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{hasValue(v) ? String(v) : '暂无'}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="service" title="咨询客服" empty={!qr.data}>
        <img src={qr.data} alt="客服二维码" width={160} height={160} />
      </Section>
    </article>
  );
}

/** The college's admission lines in the student's province; `real` says they are published lines (真实数据). */
function HistorySection({ lines, province, real }: { lines: CollegeYearLine[]; province: string | undefined; real: boolean }) {
  const where = province ? `${province}` : '所在省份';
  const title = `历年录取（${where}）`;
  return (
    <section className="gk-card gk-detail__section" aria-labelledby="sec-history">
      <h2 id="sec-history" className="gk-card__title">
        {title}
      </h2>
      {lines.length === 0 ? (
        <EmptyState title={`暂无${where}录取数据`} description="该院校近年在本省没有录取记录，或数据尚未收录。" />
      ) : (
        <>
          {real ? (
            <DataSources
              className="gk-muted"
              label={realDataLabel(
                lines.map((l) => l.year),
                `${where}公布的录取结果`,
              )}
              of={province ? [...new Set(lines.map((l) => `${l.year}|${l.group_d}`))].map((k) => ({ province, year: Number(k.split('|')[0]), group_d: k.split('|')[1] ?? '', kind: 'lines' as const })) : []}
            />
          ) : null}
          <YearTrendChart series={historySeries(lines)} valueLabel="最低分" title={`${where}历年录取最低分`} width={640} height={280} />
          <div className="gk-lib__table-wrap" role="region" aria-label="历年录取数据" tabIndex={0}>
            <table className="gk-lib__table">
              <caption className="gk-visually-hidden">{where}历年录取数据</caption>
              <thead>
                <tr>
                  <th scope="col">年份</th>
                  <th scope="col">批次</th>
                  <th scope="col">科类</th>
                  <th scope="col">最低分</th>
                  <th scope="col">最低位次</th>
                  <th scope="col">录取专业数</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={`${l.year}|${l.batch}|${l.group_d}`}>
                    <th scope="row">{l.year}</th>
                    <td>{l.batch}</td>
                    <td>{l.group_d}</td>
                    <td>{l.min_score}</td>
                    <td>{l.min_rank ?? '--'}</td>
                    <td>{l.majors}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
