import { useQuery } from '@tanstack/react-query';
import { formatChinaTime, roleLabel, toMemberRole } from 'gaokao-domain';
import type { ReplyData } from 'gaokao-contract';
import { CENTRE_PAGE_SIZE, lowerLevelQuery } from '../api/queries';
import { RecordsTable } from './records-table';

type Member = ReplyData['getXiajiList']['data'][number];

/** 下级会员 (type 7): invitees with masked phone, registration time and identity (临时会员 for role 1), 20 a page. */
export function LowerLevelPanel({ page, onPageChange, onPageClamp }: { page: number; onPageChange: (page: number) => void; onPageClamp?: (page: number) => void }) {
  const q = useQuery(lowerLevelQuery(page));
  return (
    <section className="gk-centre__section" aria-labelledby="lower-title">
      <h2 id="lower-title">下级会员</h2>
      <p className="gk-hint">通过您的邀请链接注册的用户会出现在这里；他们购买VIP卡时，您将获得佣金。</p>
      <RecordsTable<Member>
        caption="下级会员"
        loading={q.isPending}
        error={q.isError}
        rows={q.data?.data}
        rowKey={(m) => m.memberuser_id}
        paging={{ page, pageSize: CENTRE_PAGE_SIZE, total: q.data?.total ?? 0, onPageChange, ...(onPageClamp ? { onClamp: onPageClamp } : {}) }}
        columns={[
          { header: '手机号', cell: (m) => m.phone },
          { header: '注册时间', cell: (m) => formatChinaTime(m.create_time) },
          { header: '身份', cell: (m) => roleLabel(toMemberRole(m.role), 'lowerLevel') },
        ]}
      />
    </section>
  );
}
