import { useState, type FormEvent } from 'react';
import { Button, Input } from 'gaokao-ui';
import { OPS_CODE_DIGITS, validateOpsLogin } from 'gaokao-domain';
import { SERVER_MSG } from 'gaokao-contract';
import { isEnvelope } from '../../../lib/http';
import { useOpsLogin } from '../api/mutations';

/**
 * 运营登录: account, password and 动态验证码 (the 6 digits of the operator's authenticator app), checked by the domain
 * before the call (请输入运营账号, 请输入密码, 请输入动态验证码, 动态验证码为6位数字). The server's refusal is one message
 * whatever was wrong (账号、密码或动态验证码错误), shown in the form; `onSignedIn` runs once the token is kept.
 */
export function OpsLoginForm({ onSignedIn, notice }: { onSignedIn: () => void; notice?: string | undefined }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field?: string | undefined; message: string } | null>(null);
  const login = useOpsLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateOpsLogin({ name, password, code });
    if (!check.ok) {
      setError({ field: check.field, message: check.message });
      return;
    }
    setError(null);
    login.mutate(
      { name, password, code },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          // A code works once: a refused sign-in needs the next one.
          setCode('');
          setError({ message: isEnvelope(failure) && typeof failure.msg === 'string' && failure.msg ? failure.msg : SERVER_MSG.opsLoginFailed });
        },
      },
    );
  };

  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <form noValidate onSubmit={submit} className="gk-ops__login" aria-labelledby="ops-login-title">
      <h1 id="ops-login-title">运营后台登录</h1>
      {notice ? <p className="gk-ops__notice">{notice}</p> : null}
      <Input label="运营账号" name="username" autoComplete="username" value={name} error={errorOf('name')} onChange={(e) => setName(e.target.value)} />
      <Input label="密码" name="password" type="password" autoComplete="current-password" value={password} error={errorOf('password')} onChange={(e) => setPassword(e.target.value)} />
      <Input
        label="动态验证码"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        hint={`验证器应用显示的${OPS_CODE_DIGITS}位数字`}
        value={code}
        error={errorOf('code')}
        onChange={(e) => setCode(e.target.value)}
      />
      {error && !error.field ? (
        <p className="gk-field__error" role="alert">
          {error.message}
        </p>
      ) : null}
      <Button type="submit" block loading={login.isPending} loadingLabel="登录中…">
        登录
      </Button>
    </form>
  );
}
