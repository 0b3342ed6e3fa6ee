import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import { Button, Input, RadioGroup } from 'gaokao-ui';
import { MSG, formatChinaTime, roleLabel, toMemberRole, textLengthError, validateWithdrawButton } from 'gaokao-domain';
import type { UserInfo } from 'gaokao-contract';
import { showToast } from '../../../stores/feedback-store';
import { useUpdateMember } from '../api/mutations';
import { yuan } from '../model/format';

const WithdrawDialog = lazy(async () => ({ default: (await import('../dialogs/withdraw-dialog')).WithdrawDialog }));
const BindWechatDialog = lazy(async () => ({ default: (await import('../dialogs/bind-wechat-dialog')).BindWechatDialog }));

const SEXES = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
] as const;

/** The invite link of a referral code: a visitor arriving at `/?code=…` who signs up becomes a lower-level member. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/?code=${encodeURIComponent(code)}`;
}

/** 真实姓名 takes 30 characters (the contract's `nickname: text(30)`). */
const NICKNAME_MAX = 30;

/**
 * 基本信息 (type 1): real name and gender (saved with 保存), read-only phone, invite link with 复制链接 (复制成功！ or
 * 复制失败，请切换浏览器重试。), registration time, identity, balance with 提现 (余额不足 at 0) and the WeChat binding.
 */
export function InfoPanel({ user }: { user: UserInfo }) {
  const [nickname, setNickname] = useState(user.nickname ?? '');
  const [sex, setSex] = useState(user.sex === 1 || user.sex === 2 ? String(user.sex) : '');
  const [withdrawing, setWithdrawing] = useState(false);
  const [binding, setBinding] = useState(false);
  const closeBinding = useCallback(() => setBinding(false), []);
  const update = useUpdateMember();
  const link = inviteLink(window.location.origin, user.code);
  const balance = Number(user.blance) || 0;
  const canWithdraw = validateWithdrawButton(balance);

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The field already says 最多输入30个字: that message is the answer, nothing is sent.
    if (textLengthError(nickname, NICKNAME_MAX) !== undefined || update.isPending) return;
    update.mutate(
      { memberuser_id: user.memberuser_id, nickname: nickname.trim(), ...(sex ? { sex: Number(sex) } : {}) },
      { onSuccess: () => showToast(MSG.saved, 'success') },
    );
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      showToast(MSG.copyDone, 'success');
    } catch {
      showToast(MSG.copyFailed, 'error');
    }
  };

  return (
    <section className="gk-centre__section" aria-labelledby="info-title">
      <h2 id="info-title">基本信息</h2>
      <form noValidate onSubmit={save} className="gk-centre__form">
        <Input label="真实姓名" name="nickname" autoComplete="name" maxLength={NICKNAME_MAX} value={nickname} onChange={(e) => setNickname(e.target.value)} />
        <RadioGroup label="性别" options={SEXES} value={sex} onValueChange={setSex} />
        <Input label="手机号" name="phone" value={user.phone} disabled readOnly />
        <Button type="submit" loading={update.isPending} loadingLabel="保存中…">
          保存
        </Button>
      </form>
      <dl className="gk-centre__facts">
        <div className="gk-centre__wide">
          <dt>邀请链接</dt>
          <dd className="gk-centre__invite">
            <code>{link}</code>
            <Button size="small" variant="outline" onClick={() => void copy()}>
              复制链接
            </Button>
          </dd>
        </div>
        <div>
          <dt>注册时间</dt>
          <dd>{formatChinaTime(user.create_time)}</dd>
        </div>
        <div>
          <dt>当前身份</dt>
          <dd>{roleLabel(toMemberRole(user.role))}</dd>
        </div>
        <div>
          <dt>账户余额</dt>
          <dd className="gk-centre__invite">
            {yuan(balance)}
            <Button size="small" variant="outline" disabled={!canWithdraw.ok} onClick={() => setWithdrawing(true)}>
              {canWithdraw.ok ? '提现' : canWithdraw.message}
            </Button>
          </dd>
        </div>
        <div>
          <dt>微信绑定</dt>
          <dd className="gk-centre__invite">
            {user.openid ? '已绑定' : '未绑定'}
            {user.openid ? null : (
              <Button size="small" variant="outline" onClick={() => setBinding(true)}>
                绑定微信
              </Button>
            )}
          </dd>
        </div>
      </dl>
      <Suspense fallback={null}>
        {withdrawing ? <WithdrawDialog open={withdrawing} onOpenChange={setWithdrawing} balanceFen={balance} wechatBound={Boolean(user.openid)} /> : null}
        {binding ? <BindWechatDialog onClose={closeBinding} /> : null}
      </Suspense>
    </section>
  );
}
