import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Loading } from 'gaokao-ui';
import type { OpsLedgerRow, OpsMemberCard, OpsMemberOrder, OpsReferral, OpsTime } from 'gaokao-contract';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';
import { memberQuery } from '../api/queries';
import { cardLabel, memberRoleLabel, orderStatusLabel, payTypeLabel, yuan } from '../model/format';
import { OpsTable, type OpsColumn } from './ops-table';
import { RoleDialog } from './role-dialog';
import '../ops.css';

const When = ({ t }: { t: OpsTime | null }) => (t ? <time dateTime={t.iso}>{t.china}</time> : <>—</>);

const orderColumns: OpsColumn<OpsMemberOrder>[] = [
  { header: '订单ID', cell: (o) => o.vippay_id },
  { header: '数量', cell: (o) => o.num },
  { header: '金额', cell: (o) => yuan(o.price) },
  { header: '方式', cell: (o) => payTypeLabel(o.pay_type) },
  { header: '状态', cell: (o) => orderStatusLabel(o.pay_status) },
  { header: '下单时间（北京时间）', cell: (o) => <When t={o.create_time} /> },
  { header: '支付时间（北京时间）', cell: (o) => <When t={o.pay_time} /> },
];

const cardColumns: OpsColumn<OpsMemberCard>[] = [
  { header: '卡号', cell: (c) => <code>{c.card_no}</code> },
  { header: '关系', cell: (c) => (c.relation === 'activated' ? '本人激活' : '购买') },
  { header: '状态', cell: (c) => cardLabel(c.state) },
  { header: '来源', cell: (c) => (c.batch_id ? `批次 #${c.batch_id}` : c.vippay_id ? `订单 #${c.vippay_id}` : '—') },
  { header: '激活时间（北京时间）', cell: (c) => <When t={c.active_time} /> },
];

const ledgerColumns: OpsColumn<OpsLedgerRow>[] = [
  { header: '流水ID', cell: (l) => l.ledger_id },
  { header: '类型', cell: (l) => (l.kind === 'income' ? '收入' : '提现') },
  { header: '金额', cell: (l) => (l.amount < 0 ? `-${yuan(-l.amount)}` : yuan(l.amount)) },
  { header: '备注', cell: (l) => l.remark || '—' },
  { header: '时间（北京时间）', cell: (l) => <When t={l.create_time} /> },
];

const referralColumns: OpsColumn<OpsReferral>[] = [
  {
    header: '会员ID',
    cell: (r) => (
      <Link to={href(paths.opsMember, { id: r.memberuser_id })} aria-label={`查看会员 ${r.memberuser_id}`}>
        {r.memberuser_id}
      </Link>
    ),
  },
  { header: '手机号', cell: (r) => r.phone },
  { header: '身份', cell: (r) => memberRoleLabel(r.role) },
  { header: '注册时间（北京时间）', cell: (r) => <When t={r.create_time} /> },
];

function Part<Row>({ title, total, rows, columns, rowKey }: { title: string; total: number; rows: readonly Row[]; columns: OpsColumn<Row>[]; rowKey: (row: Row) => string | number }) {
  return (
    <section className="gk-ops__part">
      <h2>
        {title}
        <span className="gk-ops__muted">{total > rows.length ? `（共 ${total} 条，显示最新 ${rows.length} 条）` : `（${total}）`}</span>
      </h2>
      <OpsTable caption={title} columns={columns} rows={rows} rowKey={rowKey} />
    </section>
  );
}

/** 会员详情: who the member is, 修改身份, and its orders, cards, wallet ledger and referrals (newest 200 of each). */
export function MemberPage({ memberId }: { memberId: number | null }) {
  const detail = useQuery({ ...memberQuery(memberId ?? 0), enabled: memberId !== null });
  const [editing, setEditing] = useState(false);
  const d = detail.data;
  return (
    <section className="gk-ops__page">
      <p>
        <Link to={paths.opsMembers}>← 会员管理</Link>
      </p>
      <h1 id="ops-member-title">{memberId ? `会员 ${memberId}` : '会员详情'}</h1>
      {memberId !== null && detail.isPending ? (
        <Loading label="正在加载会员…" />
      ) : !d ? (
        <p className="gk-ops__state">{detail.isError ? '会员加载失败，请稍后重试。' : '会员不存在。'}</p>
      ) : (
        <>
          <dl className="gk-ops__facts">
            <div>
              <dt>手机号</dt>
              <dd>{d.member.phone}</dd>
            </div>
            <div>
              <dt>昵称</dt>
              <dd>{d.member.nickname || d.member.username || '—'}</dd>
            </div>
            <div>
              <dt>身份</dt>
              <dd>{memberRoleLabel(d.member.role)}</dd>
            </div>
            <div>
              <dt>VIP到期（北京时间）</dt>
              <dd>
                <When t={d.member.vip_expire_time} />
              </dd>
            </div>
            <div>
              <dt>余额</dt>
              <dd>{yuan(d.member.blance)}</dd>
            </div>
            <div>
              <dt>推荐码</dt>
              <dd>{d.member.code}</dd>
            </div>
            <div>
              <dt>上级</dt>
              <dd>{d.member.pid ? <Link to={href(paths.opsMember, { id: d.member.pid })}>会员 {d.member.pid}</Link> : '—'}</dd>
            </div>
            <div>
              <dt>注册时间（北京时间）</dt>
              <dd>
                <When t={d.member.create_time} />
              </dd>
            </div>
          </dl>
          <p>
            <Button onClick={() => setEditing(true)}>修改身份</Button>
          </p>
          <Part title="购卡订单" total={d.counts.orders} rows={d.orders} columns={orderColumns} rowKey={(o) => o.vippay_id} />
          <Part title="卡密" total={d.counts.cards} rows={d.cards} columns={cardColumns} rowKey={(c) => c.card_no} />
          <Part title="钱包流水" total={d.counts.ledger} rows={d.ledger} columns={ledgerColumns} rowKey={(l) => l.ledger_id} />
          <Part title="下级会员" total={d.counts.referrals} rows={d.referrals} columns={referralColumns} rowKey={(r) => r.memberuser_id} />
          {editing ? <RoleDialog member={d.member} onClose={() => setEditing(false)} /> : null}
        </>
      )}
    </section>
  );
}
