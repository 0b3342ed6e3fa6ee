import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Button, Input } from 'gaokao-ui';
import { MSG, validatePasswordChange } from 'gaokao-domain';
import type { UserInfo } from 'gaokao-contract';
import { useCountdown } from '../../../lib/use-countdown';
import { showToast } from '../../../stores/feedback-store';
import { useChangePassword, useSendResetCode } from '../api/mutations';

type Field = 'current' | 'password' | 'confirm' | 'code';
const EMPTY: Record<Field, string> = { current: '', password: '', confirm: '', code: '' };

/**
 * 修改密码 (type 5). An account with a password gives the current one (`oldpassword`); an account made by SMS login has
 * none and sets its first password with a reset code sent to its own phone (`verify_id`, `verify`). Checked by the
 * domain in the server's order; 修改密码成功 clears the form (the server ends the member's other sessions).
 */
export function PasswordPanel({ user }: { user: Pick<UserInfo, 'phone' | 'has_password'> }) {
  const [values, setValues] = useState(EMPTY);
  const [verifyId, setVerifyId] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const change = useChangePassword();
  const sms = useSendResetCode();
  const countdown = useCountdown();
  const hasPassword = user.has_password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validatePasswordChange({ hasPassword, current: values.current, password: values.password, confirm: values.confirm, code: values.code });
    if (!check.ok) {
      setError({ field: check.field ?? '', message: check.message });
      return;
    }
    setError(null);
    change.mutate(
      hasPassword
        ? { oldpassword: values.current, password: values.password, repassword: values.confirm }
        : { password: values.password, repassword: values.confirm, verify_id: verifyId, verify: values.code.trim() },
      {
        onSuccess: () => {
          showToast(MSG.passwordChanged, 'success');
          setValues(EMPTY);
          setVerifyId('');
          countdown.reset();
        },
      },
    );
  };

  const sendCode = () =>
    sms.mutate(user.phone, {
      onSuccess: (key) => {
        setVerifyId(key);
        countdown.start();
      },
    });

  const input = (name: Field, label: string, props: Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> = {}) => (
    <Input
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      value={values[name]}
      aria-invalid={error?.field === name ? true : undefined}
      onChange={(e) => setValues((prev) => ({ ...prev, [name]: e.target.value }))}
      {...props}
    />
  );

  return (
    <section className="gk-centre__section" aria-labelledby="password-title">
      <h2 id="password-title">修改密码</h2>
      {hasPassword ? null : <p className="gk-hint">您的账号通过短信验证码注册，尚未设置密码：获取验证码后即可设置登录密码（至少8位）。</p>}
      <form noValidate onSubmit={submit} className="gk-centre__form">
        {hasPassword ? input('current', '原密码', { autoComplete: 'current-password' }) : null}
        {input('password', '新密码')}
        {input('confirm', '确认密码')}
        {hasPassword ? null : (
          <div className="gk-code-row">
            {input('code', '短信验证码', { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' })}
            <Button variant="outline" disabled={countdown.running} loading={sms.isPending} onClick={sendCode}>
              {countdown.running ? `${countdown.left}秒后重新获取` : '获取验证码'}
            </Button>
          </div>
        )}
        {error ? (
          <p className="gk-field__error" role="alert">
            {error.message}
          </p>
        ) : null}
        <Button type="submit" loading={change.isPending} loadingLabel="提交中…">
          确认修改
        </Button>
      </form>
    </section>
  );
}
