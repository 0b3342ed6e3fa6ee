import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState, Loading, Tabs } from 'gaokao-ui';
import { isVip, toMemberRole, VIP_PURCHASE_PATH } from 'gaokao-domain';
import { useUser } from '../../../lib/session';
import { hollandResultQuery, mbtiResultQuery } from '../api/queries';
import { ASSESSMENTS, formatChinaTime, kindOfActiveName, type AssessmentKind } from '../model/kinds';
import '../assessments.css';
import * as paths from '../../../config/paths';

export interface MyAssessmentsProps {
  /** The tab: `activeName` of /Home (1 MBTI, 2 Holland). */
  activeName: string | null;
  onActiveNameChange: (activeName: string) => void;
}

interface Row {
  result: string;
  name: string;
  time: string;
}

function ResultTable({ kind, query }: { kind: AssessmentKind; query: UseQueryResult<Row | null> }) {
  const test = ASSESSMENTS[kind];
  if (query.isPending) return <Loading label="正在加载测评记录…" />;
  if (query.isError) return <p className="gk-state">暂时无法读取测评记录，请稍后再试。</p>;
  if (!query.data)
    return (
      <EmptyState
        title="暂无测评记录"
        description={`完成${test.title}后，结果会永久保存在这里。`}
        action={<Link to={paths.appraisal}>去测评</Link>}
      />
    );
  const row = query.data;
  return (
    <div className="gk-report__table-wrap">
      <table className="gk-report__table">
        <caption className="gk-visually-hidden">{test.short}记录</caption>
        <thead>
          <tr>
            <th scope="col">测评</th>
            <th scope="col">结果</th>
            <th scope="col">测评时间</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{test.title}</td>
            <td>
              <strong>{row.result}</strong> {row.name}
            </td>
            <td>{row.time}</td>
            <td>
              <Link to={test.resultPath}>
                查看报告<span className="gk-visually-hidden">（{test.short}）</span>
              </Link>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function MbtiRows() {
  const query = useQuery({
    ...mbtiResultQuery(),
    select: (r): Row | null => (r ? { result: r.iden, name: typeof r.TITLE === 'string' ? r.TITLE : '', time: formatChinaTime(r.create_time) } : null),
  });
  return <ResultTable kind="mbti" query={query} />;
}

function HollandRows() {
  const query = useQuery({
    ...hollandResultQuery(),
    select: (r): Row | null => (r ? { result: r.typeName, name: r.letters.map((l) => l.name).join(' · '), time: formatChinaTime(r.create_time) } : null),
  });
  return <ResultTable kind="holland" query={query} />;
}

/**
 * 我的测评 (personal centre, type 4): the member's saved MBTI and Holland results, one tab each, each opening its
 * report. The tab is controlled by the page (the address's `activeName`). Free members are offered VIP instead of
 * asking the VIP-only calls (which would answer with the VIP confirm).
 */
export function MyAssessments({ activeName, onActiveNameChange }: MyAssessmentsProps) {
  const user = useUser();
  const kind = kindOfActiveName(activeName);
  const vip = user !== null && isVip(toMemberRole(user.role));
  const body = (k: AssessmentKind) =>
    user === null ? (
      <p className="gk-state">登录后即可查看测评记录。</p>
    ) : !vip ? (
      <p className="gk-state">
        MBTI与霍兰德测评为VIP会员专享。<Link to={VIP_PURCHASE_PATH}>购买VIP</Link>
      </p>
    ) : k === 'mbti' ? (
      <MbtiRows />
    ) : (
      <HollandRows />
    );
  return (
    <section className="gk-assess" aria-labelledby="my-assessments-title">
      <h2 id="my-assessments-title">我的测评</h2>
      <Tabs
        label="我的测评"
        value={ASSESSMENTS[kind].activeName}
        onValueChange={onActiveNameChange}
        items={[
          { value: ASSESSMENTS.mbti.activeName, label: ASSESSMENTS.mbti.short, content: body('mbti') },
          { value: ASSESSMENTS.holland.activeName, label: ASSESSMENTS.holland.short, content: body('holland') },
        ]}
      />
    </section>
  );
}
