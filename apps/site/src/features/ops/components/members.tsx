import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'gaokao-ui';
import { validateMemberQuery } from 'gaokao-domain';
import type { OpsMember } from 'gaokao-contract';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';
import { membersQuery } from '../api/queries';
import { memberRoleLabel, yuan } from '../model/format';
import { OpsTable, type OpsColumn } from './ops-table';
import '../ops.css';

const columns: OpsColumn<OpsMember>[] = [
  { header: '会员ID', cell: (m) => m.memberuser_id },
  { header: '手机号', cell: (m) => m.phone },
  { header: '昵称', cell: (m) => m.nickname || m.username || '—' },
  { header: '身份', cell: (m) => memberRoleLabel(m.role) },
  { header: 'VIP到期（北京时间）', cell: (m) => (m.vip_expire_time ? <time dateTime={m.vip_expire_time.iso}>{m.vip_expire_time.china}</time> : '—') },
  { header: '余额', cell: (m) => yuan(m.blance) },
  { header: '注册时间（北京时间）', cell: (m) => <time dateTime={m.create_time.iso}>{m.create_time.china}</time> },
  {
    header: '操作',
    cell: (m) => (
      <Link to={href(paths.opsMember, { id: m.memberuser_id })} aria-label={`查看会员 ${m.memberuser_id}`}>
        查看
      </Link>
    ),
  },
];

/**
 * 会员管理: search by member id or phone (part of one, 4 digits or more), up to 50 members, each opening its page. The
 * search is the address (`q`); the server records every search in the audit log, so one runs on 查询 only.
 */
export function Members({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>();
  const list = useQuery({ ...membersQuery(q), enabled: q !== '' });
  const search = (event: FormEvent) => {
    event.preventDefault();
    const check = validateMemberQuery(text);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(undefined);
    onSearch(text.trim());
  };
  return (
    <section className="gk-ops__page">
      <h1 id="ops-members-title">会员管理</h1>
      <form className="gk-ops__filters" role="search" aria-label="查询会员" noValidate onSubmit={search}>
        <Input label="手机号或会员ID" inputMode="numeric" autoComplete="off" maxLength={11} value={text} error={error} onChange={(e) => setText(e.target.value)} />
        <div className="gk-ops__filter-actions">
          <Button type="submit">查询</Button>
        </div>
      </form>
      {q ? (
        <>
          <p className="gk-ops__muted" aria-live="polite">
            {list.data ? (list.data.total > list.data.data.length ? `共 ${list.data.total} 位会员，显示最新的 ${list.data.data.length} 位` : `共 ${list.data.total} 位会员`) : ''}
          </p>
          <OpsTable caption="会员查询结果" columns={columns} rows={list.data?.data} rowKey={(m) => m.memberuser_id} loading={list.isPending} error={list.isError} />
        </>
      ) : (
        <p className="gk-ops__muted">输入会员ID，或手机号（完整11位，或其中至少4位数字）后查询。</p>
      )}
    </section>
  );
}
