import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select } from 'gaokao-ui';
import type { OpsAuditRow } from 'gaokao-contract';
import { auditQuery } from '../api/queries';
import { AUDIT_PAGE_SIZE, type AuditFilter } from '../model/filters';
import { actionLabel, AUDIT_ACTIONS, auditValue } from '../model/format';
import { OpsTable, type OpsColumn } from './ops-table';
import '../ops.css';

const ACTION_OPTIONS = [{ value: '', label: '全部操作' }, ...AUDIT_ACTIONS];

function Value({ value }: { value: unknown }) {
  const text = auditValue(value);
  return text.includes('\n') ? <pre className="gk-ops__json">{text}</pre> : <span className="gk-ops__json">{text}</span>;
}

const columns: OpsColumn<OpsAuditRow>[] = [
  { header: '时间（北京时间）', cell: (r) => <time dateTime={r.at.iso}>{r.at.china}</time> },
  { header: '操作人', cell: (r) => (r.operator_id === null ? `${r.operator_name}（命令行）` : r.operator_name) },
  {
    header: '操作',
    cell: (r) => (
      <>
        {actionLabel(r.action)}
        <br />
        <code className="gk-ops__muted">{r.action}</code>
      </>
    ),
  },
  { header: '对象', cell: (r) => <code>{r.target}</code> },
  { header: '变更前', cell: (r) => <Value value={r.before} /> },
  { header: '变更后', cell: (r) => <Value value={r.after} /> },
];

/** 审计日志: every operator action (who, when in China time, what, on what, before and after), newest first. */
export function AuditLog({ filter, onFilterChange }: { filter: AuditFilter; onFilterChange: (change: Partial<AuditFilter>) => void }) {
  const list = useQuery(auditQuery(filter));
  const [target, setTarget] = useState(filter.target);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onFilterChange({ target: target.trim(), page: 1 });
  };
  return (
    <section className="gk-ops__page">
      <h1 id="ops-audit-title">审计日志</h1>
      <form className="gk-ops__filters" role="search" aria-label="筛选审计日志" onSubmit={search}>
        <Select label="操作" options={ACTION_OPTIONS} value={filter.action} onValueChange={(action) => onFilterChange({ action, page: 1 })} />
        <Input label="对象" placeholder="如 withdraw:12" maxLength={80} value={target} onChange={(e) => setTarget(e.target.value)} />
        <div className="gk-ops__filter-actions">
          <Button type="submit" variant="outline">
            查询
          </Button>
        </div>
      </form>
      <p className="gk-ops__muted" aria-live="polite">
        {list.data ? `共 ${list.data.total} 条记录` : ''}
      </p>
      <OpsTable
        caption="审计日志"
        columns={columns}
        rows={list.data?.data}
        rowKey={(r) => r.audit_id}
        loading={list.isPending}
        error={list.isError}
        paging={{ page: filter.page, pageSize: AUDIT_PAGE_SIZE, total: list.data?.total ?? 0, onPageChange: (page) => onFilterChange({ page }) }}
      />
    </section>
  );
}
