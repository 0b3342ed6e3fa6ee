import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, ConfirmDialog, Input, Select } from 'gaokao-ui';
import { validateCardBatch } from 'gaokao-domain';
import type { OpsCard, OpsCardBatch } from 'gaokao-contract';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';
import { showToast } from '../../../stores/feedback-store';
import { cardBatchesQuery, cardsQuery } from '../api/queries';
import { useExportCards, useIssueCards, useVoidCard } from '../api/mutations';
import { BATCHES_PAGE_SIZE, CARDS_PAGE_SIZE, CARD_STATES, type CardFilter, type CardStateFilter } from '../model/filters';
import { cardLabel } from '../model/format';
import { OpsTable, type OpsColumn } from './ops-table';
import '../ops.css';

const STATE_OPTIONS = [{ value: '', label: '全部状态' }, ...CARD_STATES.map((s) => ({ value: s, label: cardLabel(s) }))];

/** 发行卡密: count, validity in days, a note; checked by the domain's rule, then confirmed. */
function IssueForm({ onIssued }: { onIssued: (batch: OpsCardBatch) => void }) {
  const [count, setCount] = useState('');
  const [days, setDays] = useState('365');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ count?: string; valid_days?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const issue = useIssueCards();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateCardBatch({ count: count.trim(), validDays: days.trim() });
    if (!check.ok) {
      setErrors({ [check.field === 'valid_days' ? 'valid_days' : 'count']: check.message });
      return;
    }
    setErrors({});
    setConfirming(true);
  };
  return (
    <section className="gk-ops__part">
      <h2 id="ops-issue-title">发行卡密</h2>
      <form className="gk-ops__filters" noValidate onSubmit={submit} aria-labelledby="ops-issue-title">
        <Input label="数量（张）" inputMode="numeric" autoComplete="off" value={count} error={errors.count} onChange={(e) => setCount(e.target.value)} />
        <Input label="有效期（天）" inputMode="numeric" autoComplete="off" hint="须在发行后多少天内激活" value={days} error={errors.valid_days} onChange={(e) => setDays(e.target.value)} />
        <Input label="备注（选填）" autoComplete="off" maxLength={60} placeholder="如 线下渠道" value={note} onChange={(e) => setNote(e.target.value)} />
        <div className="gk-ops__filter-actions">
          <Button type="submit">发行</Button>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirming(false))}
          title="发行卡密"
          message={<p>{`确认发行 ${Number(count)} 张卡密？须在 ${Number(days)} 天内激活，激活后每张开通VIP。${note.trim() ? `备注：${note.trim()}` : ''}`}</p>}
          confirmText="确认发行"
          confirmLoading={issue.isPending}
          onConfirm={() =>
            issue.mutate(
              { count: Number(count), valid_days: Number(days), note },
              {
                onSuccess: (batch) => {
                  setConfirming(false);
                  setCount('');
                  setNote('');
                  if (batch) {
                    showToast(`已发行批次 #${batch.batch_id}（${batch.count} 张）`, 'success');
                    onIssued(batch);
                  }
                },
                onError: () => setConfirming(false),
              },
            )
          }
        />
      ) : null}
    </section>
  );
}

/**
 * 卡密管理: issue a batch for an offline sale, the batches with their cards counted by state (导出CSV of a batch's codes
 * and passwords, audited), and the cards of one batch or all, by state, with 作废 of a card nobody has activated. The
 * batch, state and pages are the address.
 */
export function Cards({ filter, onFilterChange }: { filter: CardFilter; onFilterChange: (change: Partial<CardFilter>) => void }) {
  const batches = useQuery(cardBatchesQuery(filter.batchPage));
  const cards = useQuery(cardsQuery(filter));
  const exportCsv = useExportCards();
  const voidCard = useVoidCard();
  const [voiding, setVoiding] = useState<OpsCard | null>(null);

  const batchColumns: OpsColumn<OpsCardBatch>[] = [
    { header: '批次', cell: (b) => `#${b.batch_id}` },
    { header: '数量', cell: (b) => b.count },
    { header: '有效期', cell: (b) => `${b.valid_days} 天` },
    { header: '激活截止（北京时间）', cell: (b) => <time dateTime={b.expire_time.iso}>{b.expire_time.china}</time> },
    { header: '状态', cell: (b) => CARD_STATES.map((s) => `${cardLabel(s)} ${b.states[s]}`).join('，') },
    { header: '备注', cell: (b) => b.note || '—' },
    {
      header: '发行',
      cell: (b) => (
        <>
          {b.operator_name}
          <br />
          <time className="gk-ops__muted" dateTime={b.create_time.iso}>
            {b.create_time.china}
          </time>
        </>
      ),
    },
    {
      header: '操作',
      cell: (b) => (
        <span className="gk-ops__row-actions">
          <Button size="small" variant="outline" onClick={() => onFilterChange({ batch: b.batch_id, page: 1 })} aria-label={`查看卡密 批次 #${b.batch_id}`}>
            查看卡密
          </Button>
          <Button
            size="small"
            variant="outline"
            loading={exportCsv.isPending && exportCsv.variables === b.batch_id}
            loadingLabel="导出中…"
            onClick={() => exportCsv.mutate(b.batch_id, { onSuccess: (name) => showToast(`已导出 ${name}`, 'success') })}
            aria-label={`导出CSV 批次 #${b.batch_id}`}
          >
            导出CSV
          </Button>
        </span>
      ),
    },
  ];

  const cardColumns: OpsColumn<OpsCard>[] = [
    { header: '卡号', cell: (c) => <code>{c.card_no}</code> },
    { header: '批次', cell: (c) => (c.batch_id ? `#${c.batch_id}` : '—') },
    { header: '状态', cell: (c) => cardLabel(c.state) },
    { header: '激活截止（北京时间）', cell: (c) => (c.expire_time ? <time dateTime={c.expire_time.iso}>{c.expire_time.china}</time> : '—') },
    {
      header: '激活',
      cell: (c) =>
        c.active_user_id ? (
          <>
            <Link to={href(paths.opsMember, { id: c.active_user_id })}>会员 {c.active_user_id}</Link>
            {c.active_time ? (
              <>
                <br />
                <time className="gk-ops__muted" dateTime={c.active_time.iso}>
                  {c.active_time.china}
                </time>
              </>
            ) : null}
          </>
        ) : (
          '—'
        ),
    },
    {
      header: '操作',
      cell: (c) =>
        c.state === 'inactive' || c.state === 'expired' ? (
          <Button size="small" variant="outline" tone="danger" onClick={() => setVoiding(c)} aria-label={`作废 ${c.card_no}`}>
            作废
          </Button>
        ) : c.state === 'void' && c.void_time ? (
          <time className="gk-ops__muted" dateTime={c.void_time.iso}>
            {c.void_time.china} 作废
          </time>
        ) : (
          <span className="gk-ops__muted">已激活，不能作废</span>
        ),
    },
  ];

  return (
    <section className="gk-ops__page">
      <h1 id="ops-cards-title">卡密管理</h1>
      <IssueForm onIssued={(batch) => onFilterChange({ batch: batch.batch_id, state: '', page: 1, batchPage: 1 })} />

      <section className="gk-ops__part">
        <h2 id="ops-batches-title">发行批次</h2>
        <OpsTable
          caption="发行批次"
          columns={batchColumns}
          rows={batches.data?.data}
          rowKey={(b) => b.batch_id}
          loading={batches.isPending}
          error={batches.isError}
          paging={{ page: filter.batchPage, pageSize: BATCHES_PAGE_SIZE, total: batches.data?.total ?? 0, onPageChange: (batchPage) => onFilterChange({ batchPage }) }}
        />
      </section>

      <section className="gk-ops__part">
        <h2 id="ops-card-list-title">{filter.batch ? `批次 #${filter.batch} 的卡密` : '全部卡密'}</h2>
        <form className="gk-ops__filters" role="search" aria-label="筛选卡密" onSubmit={(e) => e.preventDefault()}>
          <Select label="状态" options={STATE_OPTIONS} value={filter.state} onValueChange={(v) => onFilterChange({ state: v as CardStateFilter, page: 1 })} />
          {filter.batch ? (
            <div className="gk-ops__filter-actions">
              <Button variant="ghost" tone="neutral" onClick={() => onFilterChange({ batch: null, page: 1 })}>
                显示全部批次
              </Button>
            </div>
          ) : null}
        </form>
        <p className="gk-ops__muted" aria-live="polite">
          {cards.data ? `共 ${cards.data.total} 张` : ''}
        </p>
        <OpsTable
          caption="卡密列表"
          columns={cardColumns}
          rows={cards.data?.data}
          rowKey={(c) => c.card_id}
          loading={cards.isPending}
          error={cards.isError}
          paging={{ page: filter.page, pageSize: CARDS_PAGE_SIZE, total: cards.data?.total ?? 0, onPageChange: (page) => onFilterChange({ page }) }}
        />
      </section>

      {voiding ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setVoiding(null))}
          title="作废卡密"
          message={<p>{`确认作废卡密 ${voiding.card_no}？作废后不能再激活，也不能恢复。`}</p>}
          confirmText="确认作废"
          tone="danger"
          confirmLoading={voidCard.isPending}
          onConfirm={() =>
            voidCard.mutate(voiding.card_no, {
              onSuccess: () => {
                showToast(`已作废 ${voiding.card_no}`, 'success');
                setVoiding(null);
              },
              onError: () => setVoiding(null),
            })
          }
        />
      ) : null}
    </section>
  );
}
