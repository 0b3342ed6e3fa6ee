import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/modal';
import { validateLoginField, validateReset } from '../../../lib/domain';
import { showToast } from '../../../stores/feedback-store';
import { resetPassword, sendSmsCode } from '../api/auth-api';
import { useCountdown } from '../use-countdown';

type ResetField = 'mobile' | 'password' | 'confirm' | 'verify';

/** Forgot-password dialog (460 px), validated in the spec's order; 重置成功 closes it. */
export function ResetPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<Record<ResetField, string>>({ mobile: '', password: '', confirm: '', verify: '' });
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
    const message = validateLoginField('mobile', values.mobile);
    if (message) {
      setError({ field: 'mobile', message });
      return;
    }
    setError(null);
    try {
      setVerifyId(await sendSmsCode(values.mobile.trim()));
      countdown.start();
    } catch {
      // shown by the network layer
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReset(values);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      await resetPassword({ mobile: values.mobile.trim(), verifyId, verify: values.verify.trim(), password: values.password });
      showToast('重置成功', 'success');
      setValues({ mobile: '', password: '', confirm: '', verify: '' });
      close();
    } catch {
      // shown by the network layer
    } finally {
      setBusy(false);
    }
  };

  const input = (name: ResetField, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="gk-field">
      <label htmlFor={`reset-${name}`}>{label}</label>
      <input
        id={`reset-${name}`}
        name={name}
        className="gk-input"
        value={values[name]}
        aria-invalid={error?.field === name ? true : undefined}
        onChange={(e) => setValues((prev) => ({ ...prev, [name]: e.target.value }))}
        {...props}
      />
    </div>
  );

  return (
    <Modal open={open} title="找回密码" width={460} dismissable={false} closeButton onClose={close} name="reset">
      <form noValidate onSubmit={submit} className="gk-login-form">
        {input('mobile', '手机号', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' })}
        {input('password', '新密码', { type: 'password', autoComplete: 'new-password' })}
        {input('confirm', '确认密码', { type: 'password', autoComplete: 'new-password' })}
        <div className="gk-code-row">
          {input('verify', '短信验证码', { inputMode: 'numeric', autoComplete: 'one-time-code' })}
          <button type="button" className="gk-btn" disabled={countdown.running} onClick={() => void sendCode()}>
            {countdown.running ? `${countdown.left}秒后重新获取` : '获取验证码'}
          </button>
        </div>
        {error ? (
          <p className="gk-field__error" role="alert">
            {error.message}
          </p>
        ) : null}
        <button type="submit" className="gk-btn gk-btn--primary gk-btn--block" disabled={busy}>
          {busy ? '提交中…' : '重置密码'}
        </button>
      </form>
    </Modal>
  );
}
