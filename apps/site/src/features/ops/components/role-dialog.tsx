import { useState, type FormEvent } from 'react';
import { Button, ConfirmDialog, Dialog, Input, Select } from 'gaokao-ui';
import type { OpsMember } from 'gaokao-contract';
import { showToast } from '../../../stores/feedback-store';
import { useSetRole } from '../api/mutations';
import { memberRoleLabel } from '../model/format';

const ROLES = [
  { value: '1', label: '普通会员' },
  { value: '2', label: 'VIP会员' },
  { value: '3', label: '代理商' },
] as const;

/** 修改身份: the role and (optionally) the VIP's last day in China time; a confirmation naming both; audited by the server. */
export function RoleDialog({ member, onClose }: { member: OpsMember; onClose: () => void }) {
  const [role, setRole] = useState<1 | 2 | 3>(member.role === 2 || member.role === 3 ? member.role : 1);
  const [day, setDay] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const save = useSetRole();
  const current = member.vip_expire_time?.china ?? '无';

  const next = (event: FormEvent) => {
    event.preventDefault();
    setStep('confirm');
  };
  const summary = `会员 ${member.memberuser_id}（${member.phone}）：${memberRoleLabel(member.role)} → ${memberRoleLabel(role)}，VIP到期 ${day ? `${day} 23:59:59（北京时间）` : `不变（${current}）`}`;

  if (step === 'confirm') {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => (open ? undefined : setStep('form'))}
        title="修改身份"
        message={<p>确认修改{summary}？</p>}
        confirmText="确认修改"
        confirmLoading={save.isPending}
        onConfirm={() =>
          save.mutate(
            { memberuser_id: member.memberuser_id, role, vip_expire: day },
            {
              onSuccess: () => {
                showToast('已修改会员身份', 'success');
                onClose();
              },
              onError: onClose,
            },
          )
        }
      />
    );
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="修改身份" size="small">
      <form noValidate onSubmit={next} className="gk-ops__form">
        <p>
          会员 {member.memberuser_id}（{member.phone}），当前：{memberRoleLabel(member.role)}，VIP到期 {current}
        </p>
        <Select label="身份" options={ROLES} value={String(role)} onValueChange={(v) => setRole(Number(v) as 1 | 2 | 3)} />
        <Input label="VIP到期日（北京时间，含当日，选填）" type="date" hint="留空则不改变到期时间" value={day} onChange={(e) => setDay(e.target.value)} />
        <div className="gk-ops__actions">
          <Button variant="outline" tone="neutral" onClick={onClose}>
            取消
          </Button>
          <Button type="submit">下一步</Button>
        </div>
      </form>
    </Dialog>
  );
}
