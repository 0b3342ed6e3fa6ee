import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { OpsLoginForm } from '../../features/ops/components/login-form';
import * as paths from '../../config/paths';
import { useOpsToken } from '../../lib/ops-token';

/** Where a sign-in continues: a console page named by `next`, else the queue (never a family page or another site). */
function nextOf(params: URLSearchParams): string {
  const next = params.get('next') ?? '';
  return /^\/ops(\/(?!login)[\w/-]*)?(\?[\w=&%.-]*)?$/i.test(next) ? next : paths.opsWithdrawals;
}

/** /ops/login: the operator console's sign-in (name, password, 动态验证码). */
export default function OpsLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = useOpsToken();
  const next = nextOf(params);
  if (token) return <Navigate replace to={next} />;
  return <OpsLoginForm notice={params.has('next') ? '请先登录运营后台' : undefined} onSignedIn={() => void navigate(next, { replace: true })} />;
}
