import { useState, type FormEvent } from 'react';
import { Button, Dialog, Input } from 'gaokao-ui';
import { MSG, validatePasswordReset, validateSmsSend } from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { resetPassword, sendSmsCode } from '../api/auth-api';
import { useCountdown } from '../use-countdown';

type ResetField = 'phone' | 'password' | 'confirm' | 'code';

/** Forgot-password dialog (460 px), validated in the spec's order; 重置成功 closes it. */
export function ResetPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<Record<ResetField, string>>({ phone: '', password: '', confirm: '', code: '' });
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [verifyId, setVerifyId] = useState('');
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();

  const close = () => {
    countdown.reset();
    setError(null);
    onClose();
  };

  const sendCode = async () => {
    const check = validateSmsSend(values.phone);
    if (!check.ok) {
      setError({ field: 'phone', message: check.message });
      return;
    }
    setError(null);
    try {
      setVerifyId(await sendSmsCode(values.phone.trim(), 'reset'));
      countdown.start();
    } catch {
      // shown by the network layer
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validatePasswordReset(values);
    if (!check.ok) {
      setError({ field: check.field ?? '', message: check.message });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await resetPassword({
        mobile: values.phone.trim(),
        verifyId,
        verify: values.code.trim(),
        password: values.password,
        confirm: values.confirm,
      });
      showToast(MSG.resetDone, 'success');
      setValues({ phone: '', password: '', confirm: '', code: '' });
      close();
    } catch {
      // shown by the network layer
    } finally {
      setBusy(false);
    }
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
          <Button variant="outline" disabled={countdown.running} onClick={() => void sendCode()}>
            {countdown.running ? `${countdown.left}秒后重新获取` : '获取验证码'}
          </Button>
        </div>
        {error ? (
          <p className="gk-field__error" role="alert">
            {error.message}
          </p>
        ) : null}
        <Button type="submit" block loading={busy} loadingLabel="提交中…">
          重置密码
        </Button>
      </form>
    </Dialog>
  );
}
