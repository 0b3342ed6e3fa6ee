import { useState, type FormEvent } from 'react';
import { Button, Dialog, Input, RadioGroup } from 'gaokao-ui';
import { MSG, WITHDRAWAL_TYPE, validateWithdrawal, type WithdrawalType } from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { useWithdraw } from '../api/mutations';
import { yuan } from '../model/format';

const TYPES = [
  { value: String(WITHDRAWAL_TYPE.wechat), label: '微信' },
  { value: String(WITHDRAWAL_TYPE.alipay), label: '支付宝' },
] as const;

/**
 * 提现: WeChat, or Alipay with account and name, checked by the domain in integer fen (请输入提现金额, 余额不足,
 * 单次最多提现2000元, 请先在个人中心绑定微信…, 请输入支付宝账号, 请输入支付宝姓名) before the call; 提现成功 closes it.
 * Without a bound WeChat the WeChat choice says so at once (the server refuses it too).
 */
export function WithdrawDialog({
  open,
  onOpenChange,
  balanceFen,
  wechatBound,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  balanceFen: number;
  /** The member has a bound WeChat (`openid`): a WeChat withdrawal is paid to it. */
  wechatBound: boolean;
}) {
  const [type, setType] = useState<WithdrawalType>(WITHDRAWAL_TYPE.wechat);
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const withdraw = useWithdraw();

  const close = () => {
    setError(null);
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateWithdrawal({ amountYuan: amount, balanceFen, type, alipayAccount: account, alipayName: name, wechatBound });
    if (!check.ok) {
      setError({ field: check.field ?? '', message: check.message });
      return;
    }
    setError(null);
    withdraw.mutate(
      { type, price: amount.trim(), identity: account.trim(), name: name.trim() },
      {
        onSuccess: () => {
          showToast(MSG.withdrawDone, 'success');
          setAmount('');
          close();
        },
      },
    );
  };

  const invalid = (field: string) => (error?.field === field ? true : undefined);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title="提现" size="small" data-testid="withdraw-dialog">
      <form noValidate onSubmit={submit} className="gk-centre__form">
        <p>
          可提现余额 <strong>{yuan(balanceFen)}</strong>，单次最多提现2000元。
        </p>
        <RadioGroup label="提现方式" options={TYPES} value={String(type)} onValueChange={(v) => setType(Number(v) as WithdrawalType)} />
        <Input label="提现金额（元）" name="price" inputMode="decimal" autoComplete="off" value={amount} aria-invalid={invalid('amount')} onChange={(e) => setAmount(e.target.value)} />
        {type === WITHDRAWAL_TYPE.alipay ? (
          <>
            <Input label="支付宝账号" name="identity" autoComplete="off" value={account} aria-invalid={invalid('alipayAccount')} onChange={(e) => setAccount(e.target.value)} />
            <Input label="支付宝姓名" name="name" autoComplete="name" value={name} aria-invalid={invalid('alipayName')} onChange={(e) => setName(e.target.value)} />
          </>
        ) : wechatBound ? (
          <p className="gk-hint">提现申请提交后由工作人员处理，款项转入您绑定的微信。</p>
        ) : (
          <p className="gk-field__error" role="status" data-testid="withdraw-wechat-unbound">
            {MSG.wechatNotBound}（基本信息 → 绑定微信），或选择支付宝提现。
          </p>
        )}
        {error ? (
          <p className="gk-field__error" role="alert">
            {error.message}
          </p>
        ) : null}
        <Button type="submit" block loading={withdraw.isPending} loadingLabel="提交中…">
          确认提现
        </Button>
      </form>
    </Dialog>
  );
}
