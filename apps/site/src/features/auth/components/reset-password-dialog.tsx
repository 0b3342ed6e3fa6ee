import { useState, type FormEvent } from 'react';
import { Button, Dialog, Input } from 'gaokao-ui';
import { MSG, validatePasswordReset, validateSmsSend } from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { useResetPassword, useSendSms } from '../api/auth-api';
import { useCountdown } from '../../../lib/use-countdown';

type ResetField = 'phone' | 'password' | 'confirm' | 'code';

/** Forgot-password dialog (460 px), validated in the spec's order; 重置成功 closes it. */
export function ResetPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<Record<ResetField, string>>({ phone: '', password: '', confirm: '', code: '' });
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [verifyId, setVerifyId] = useState('');
  const sms = useSendSms();
  const reset = useResetPassword();
  const countdown = useCountdown();

  const close = () => {
    countdown.reset();
    setError(null);
    onClose();
  };

  const sendCode = () => {
    const check = validateSmsSend(values.phone);
    if (!check.ok) {
      setError({ field: 'phone', message: check.message });
      return;
    }
    setError(null);
    // A failure is shown by the network layer.
    sms.mutate(
      { mobile: values.phone.trim(), type: 'reset' },
      {
        onSuccess: (key) => {
          setVerifyId(key);
          countdown.start();
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validatePasswordReset(values);
    if (!check.ok) {
      setError({ field: check.field ?? '', message: check.message });
      return;
    }
    setError(null);
    // A failure is shown by the network layer.
    reset.mutate(
      { mobile: values.phone.trim(), verifyId, verify: values.code.trim(), password: values.password, confirm: values.confirm },
      {
        onSuccess: () => {
          showToast(MSG.resetDone, 'success');
          setValues({ phone: '', password: '', confirm: '', code: '' });
          close();
        },
      },
    );
  };

  const input = (name: ResetField, label: string, props: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'size'> = {}) => (
    <Input
      label={label}
      name={name}
      value={values[name]}
      aria-invalid={error?.field === name ? true : undefined}
      onChange={(e) => setValues((prev) => ({ ...prev, [name]: e.target.value }))}
      {...props}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="找回密码"
      size="reset"
      data-testid="reset-dialog"
    >
      <form noValidate onSubmit={submit} className="gk-login-form">
        {input('phone', '手机号', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' })}
        {input('password', '新密码', { type: 'password', autoComplete: 'new-password' })}
        {input('confirm', '确认密码', { type: 'password', autoComplete: 'new-password' })}
        <div className="gk-code-row">
          {input('code', '短信验证码', { inputMode: 'numeric', autoComplete: 'one-time-code' })}
          <Button variant="outline" disabled={countdown.running} loading={sms.isPending} onClick={sendCode}>
            {countdown.running ? `${countdown.left}秒后重新获取` : '获取验证码'}
          </Button>
        </div>
        {error ? (
          <p className="gk-field__error" role="alert">
            {error.message}
          </p>
        ) : null}
        <Button type="submit" block loading={reset.isPending} loadingLabel="提交中…">
          重置密码
        </Button>
      </form>
    </Dialog>
  );
}
