import { useState, type FormEvent } from 'react';
import { Button, ConfirmDialog, Dialog, Input } from 'gaokao-ui';
import { validateSettlement } from 'gaokao-domain';
import type { OpsWithdrawal } from 'gaokao-contract';
import { showToast } from '../../../stores/feedback-store';
import { useMarkPaid, useRejectWithdrawal } from '../api/mutations';
import { channelLabel, payee, yuan } from '../model/format';

export type SettleKind = 'paid' | 'reject';

const TEXT = {
  paid: { title: '标记已付', field: '转账单号', hint: '微信/支付宝转账完成后的交易单号', confirm: '确认标记已付', done: '已标记为已打款' },
  reject: { title: '驳回提现', field: '驳回原因', hint: '会员可在提现记录中看到此原因，金额将退回其余额', confirm: '确认驳回', done: '已驳回，金额已退回会员余额' },
} as const;

/** What a settlement is about, in one line: #12 会员7 ¥50.00 支付宝 a@b / 张三. */
export const summaryOf = (w: OpsWithdrawal) => `提现 #${w.withdraw_id}（会员 ${w.memberuser_id}，${yuan(w.price)}，${channelLabel(w.type)} ${payee(w)}）`;

/**
 * 标记已付 (asks for the payout reference and an optional remark) or 驳回 (asks for a reason), then a confirmation
 * naming the withdrawal, the amount and the payee; the call runs on 确定 only. A refusal (already settled by someone
 * else…) is shown by the network layer's 系统提示; the queue refreshes either way.
 */
export function SettleDialogs({ kind, row, onClose }: { kind: SettleKind; row: OpsWithdrawal; onClose: () => void }) {
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [text, setText] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | undefined>();
  const paid = useMarkPaid();
  const reject = useRejectWithdrawal();
  const t = TEXT[kind];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateSettlement(kind, text);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(undefined);
    setStep('confirm');
  };

  const confirm = () => {
    const done = {
      onSuccess: () => {
        showToast(t.done, 'success');
        onClose();
      },
      onError: onClose,
    };
    if (kind === 'paid') paid.mutate({ withdraw_id: row.withdraw_id, payout_ref: text, remark }, done);
    else reject.mutate({ withdraw_id: row.withdraw_id, reason: text }, done);
  };

  if (step === 'confirm') {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => (open ? undefined : setStep('form'))}
        title={t.title}
        message={
          <p>
            {kind === 'paid' ? `确认${summaryOf(row)}已打款？转账单号：${text.trim()}` : `确认驳回${summaryOf(row)}？原因：${text.trim()}`}
          </p>
        }
        confirmText={t.confirm}
        tone={kind === 'reject' ? 'danger' : 'brand'}
        confirmLoading={paid.isPending || reject.isPending}
        onConfirm={confirm}
      />
    );
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t.title} size="small">
      <form noValidate onSubmit={submit} className="gk-ops__form">
        <p>{summaryOf(row)}</p>
        <Input label={t.field} name={kind === 'paid' ? 'payout_ref' : 'reason'} autoComplete="off" hint={t.hint} maxLength={kind === 'paid' ? 64 : 100} value={text} error={error} onChange={(e) => setText(e.target.value)} />
        {kind === 'paid' ? <Input label="备注（选填）" name="remark" autoComplete="off" maxLength={100} value={remark} onChange={(e) => setRemark(e.target.value)} /> : null}
        <div className="gk-ops__actions">
          <Button variant="outline" tone="neutral" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" tone={kind === 'reject' ? 'danger' : 'brand'}>
            下一步
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
