import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'gaokao-ui';
import { MSG, ROLE, formatChinaTime, roleLabel, toMemberRole, validateCardActivation } from 'gaokao-domain';
import type { UserInfo } from 'gaokao-contract';
import { showToast } from '../../../stores/feedback-store';
import { useActivateCard } from '../api/mutations';
import { activationsQuery } from '../api/queries';
import { discountLabel, yuan } from '../model/format';
import { buysAsAgent } from '../model/price';
import { RecordsTable } from './records-table';

// The payment and records dialogs (QR codes, polling) load when first opened.
const PurchaseDialog = lazy(async () => ({ default: (await import('../dialogs/purchase-dialog')).PurchaseDialog }));
const PurchaseRecordsDialog = lazy(async () => ({ default: (await import('../dialogs/records-dialogs')).PurchaseRecordsDialog }));

type ActivationRow = { card_no: string; active_time: string | null; create_time: string };

/** VIP (type 3): the member's identity, card activation by code and password, activation records, and card purchase. */
export function VipPanel({ user }: { user: UserInfo }) {
  const role = toMemberRole(user.role);
  const [purchaseOpen, setPurchaseOpen] = useState(false);
  const [recordsOpen, setRecordsOpen] = useState(false);
  const onPaid = useCallback(() => {
    setPurchaseOpen(false);
    setRecordsOpen(true);
  }, []);
  const agent = buysAsAgent(user);

  return (
    <section className="gk-centre__section" aria-labelledby="vip-title">
      <h2 id="vip-title">VIP会员</h2>
      <dl className="gk-centre__facts">
        <div>
          <dt>当前身份</dt>
          <dd>{roleLabel(role)}</dd>
        </div>
        {user.vip_expire_time && role !== ROLE.free ? (
          <div>
            <dt>VIP到期时间</dt>
            <dd>{formatChinaTime(user.vip_expire_time)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{agent ? '代理价' : 'VIP卡价格'}</dt>
          <dd>
            {yuan(user.vip_price)}/张{agent ? `，${discountLabel(Number(user.daili_zhekou) || 10)}` : ''}
          </dd>
        </div>
      </dl>
      <div className="gk-centre__actions">
        <Button onClick={() => setPurchaseOpen(true)}>购买VIP卡</Button>
        <Button variant="outline" onClick={() => setRecordsOpen(true)}>
          购买记录
        </Button>
      </div>

      <ActivateForm />

      <h3>激活记录</h3>
      <ActivationRecords />

      <Suspense fallback={null}>
        {purchaseOpen ? <PurchaseDialog open={purchaseOpen} onOpenChange={setPurchaseOpen} user={user} onPaid={onPaid} /> : null}
        {recordsOpen ? <PurchaseRecordsDialog open={recordsOpen} onOpenChange={setRecordsOpen} /> : null}
      </Suspense>
    </section>
  );
}

function ActivateForm() {
  const [cardNo, setCardNo] = useState('');
  const [cardPassword, setCardPassword] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const activate = useActivateCard();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateCardActivation({ cardNo, cardPassword });
    if (!check.ok) {
      setError({ field: check.field ?? '', message: check.message });
      return;
    }
    setError(null);
    activate.mutate(
      { card_no: cardNo.trim(), card_password: cardPassword.trim() },
      {
        onSuccess: () => {
          showToast(MSG.activateDone, 'success');
          setCardNo('');
          setCardPassword('');
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="gk-centre__form" aria-labelledby="activate-title">
      <h3 id="activate-title">激活VIP卡</h3>
      <div className="gk-centre__row">
        <Input label="卡码" name="card_no" autoComplete="off" value={cardNo} aria-invalid={error?.field === 'cardNo' || undefined} onChange={(e) => setCardNo(e.target.value)} />
        <Input label="卡密" name="card_password" autoComplete="off" value={cardPassword} aria-invalid={error?.field === 'cardPassword' || undefined} onChange={(e) => setCardPassword(e.target.value)} />
      </div>
      {error ? (
        <p className="gk-field__error" role="alert">
          {error.message}
        </p>
      ) : null}
      <Button type="submit" loading={activate.isPending} loadingLabel="激活中…">
        立即激活
      </Button>
    </form>
  );
}

function ActivationRecords() {
  const records = useQuery(activationsQuery());
  return (
    <RecordsTable<ActivationRow>
      caption="激活记录"
      loading={records.isPending}
      error={records.isError}
      rows={records.data?.data}
      rowKey={(r) => r.card_no}
      empty={<p className="gk-centre__state">暂无激活记录</p>}
      columns={[
        { header: '卡码', cell: (r) => <code>{r.card_no}</code> },
        { header: '激活时间', cell: (r) => formatChinaTime(r.active_time) },
      ]}
    />
  );
}
