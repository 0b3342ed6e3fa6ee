import { useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Input, Tabs } from 'gaokao-ui';
import { appStore, closeLogin, type LoginMode } from '../../../stores/app-store';
import { validateLogin } from 'gaokao-domain';
import { loginFieldError, type LoginField } from '../validate';
import { useLogin, useSendSms } from '../api/auth-api';
import { completeLogin } from '../session';
import { useCountdown } from '../../../lib/use-countdown';
import { ResetPasswordDialog } from './reset-password-dialog';

/** How the first SMS sign-in works, worded as apps/server/README.md states the policy (no shared default password). */
export const FIRST_LOGIN_POLICY =
  '首次使用短信验证码登录将自动注册账号，不设置默认密码。如需使用账号密码登录，请先通过“忘记密码”或在会员中心“修改密码”设置密码（至少8位）。';

type Errors = Partial<Record<LoginField, string>>;

const FIELDS: Record<LoginMode, LoginField[]> = {
  password: ['username', 'password'],
  code: ['phone', 'code'],
};

/**
 * The login dialog (650 px). Outside clicks and Escape do not close it (spec §2); the explicit 关闭 button does,
 * because spec §4 defines closing (flag false, countdown reset) and a visitor who opened it by mistake needs a way out.
 */
export function LoginDialog({ onLoggedIn }: { onLoggedIn?: (token: string) => Promise<void> | void }) {
  const snap = useSnapshot(appStore);
  const client = useQueryClient();
  const mode = snap.loginMode;
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '', phone: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [verifyId, setVerifyId] = useState('');
  const login = useLogin();
  const sms = useSendSms();
  const [resetOpen, setResetOpen] = useState(false);
  const countdown = useCountdown();
  const formRef = useRef<HTMLFormElement>(null);

  const close = () => {
    countdown.reset();
    setErrors({});
    closeLogin();
  };

  const switchMode = (next: LoginMode) => {
    appStore.loginMode = next;
    setErrors({});
  };

  const check = (field: LoginField, value = values[field]) => {
    const message = loginFieldError(field, value);
    setErrors((prev) => ({ ...prev, [field]: message ?? undefined }));
    return message;
  };

  const update = (field: LoginField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) check(field, value);
  };

  const sendCode = () => {
    if (check('phone')) return;
    // A failure was shown by the network layer.
    sms.mutate(
      { mobile: values.phone.trim(), type: 'login' },
      {
        onSuccess: (key) => {
          setVerifyId(key);
          countdown.start();
        },
      },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = FIELDS[mode];
    const found: Errors = {};
    for (const field of fields) {
      const message = loginFieldError(field, values[field]);
      if (message) found[field] = message;
    }
    setErrors(found);
    const verdict =
      mode === 'password'
        ? validateLogin({ mode: 'password', username: values.username, password: values.password })
        : validateLogin({ mode: 'sms', phone: values.phone, code: values.code });
    if (!verdict.ok) {
      const firstBad = fields.find((f) => found[f]) ?? fields[0];
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    try {
      const data = await login.mutateAsync(
        mode === 'password'
          ? { mode, username: values.username.trim(), password: values.password }
          : { mode, mobile: values.phone.trim(), verifyId, verify: values.code.trim() },
      );
      countdown.reset();
      if (onLoggedIn) await onLoggedIn(data.token);
      else await completeLogin(client, data.token);
    } catch {
      // Failure was shown by the network layer; the loading state ends (spec §8).
    }
  };

  const field = (name: LoginField, label: string, props: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'size'> = {}) => (
    <Input
      label={label}
      name={name}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => update(name, e.target.value)}
      onBlur={() => check(name)}
      {...props}
    />
  );

  return (
    <>
      <Dialog
        open={snap.isLogin && !resetOpen}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={mode === 'code' ? '短信快捷登录' : '账号密码登录'}
        size="login"
        dismissible={false}
        data-testid="login-dialog"
        footer={
          <Button variant="ghost" tone="neutral" size="small" onClick={close}>
            关闭
          </Button>
        }
      >
        <Tabs
          label="登录方式"
          value={mode}
          onValueChange={(next) => switchMode(next as LoginMode)}
          items={[
            { value: 'code', label: '短信快捷登录' },
            { value: 'password', label: '账号密码登录' },
          ]}
        />
        <form ref={formRef} noValidate onSubmit={submit} className="gk-login-form">
          {mode === 'password' ? (
            <>
              {field('username', '用户名', { autoComplete: 'username', placeholder: '请输入用户名/手机号' })}
              {field('password', '密码', { type: 'password', autoComplete: 'current-password', placeholder: '请输入密码' })}
            </>
          ) : (
            <>
              {field('phone', '手机号', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel', placeholder: '请输入手机号' })}
              <div className="gk-code-row">
                {field('code', '验证码', { inputMode: 'numeric', autoComplete: 'one-time-code', placeholder: '请输入验证码' })}
                <Button variant="outline" disabled={countdown.running} loading={sms.isPending} onClick={sendCode}>
                  {countdown.running ? `${countdown.left}秒后重新获取` : '获取验证码'}
                </Button>
              </div>
              <p className="gk-hint">{FIRST_LOGIN_POLICY}</p>
            </>
          )}
          <Button type="submit" block loading={login.isPending} loadingLabel="登录中…">
            登录
          </Button>
          <Button variant="link" size="small" onClick={() => setResetOpen(true)}>
            忘记密码？
          </Button>
        </form>
      </Dialog>
      <ResetPasswordDialog open={snap.isLogin && resetOpen} onClose={() => setResetOpen(false)} />
    </>
  );
}
