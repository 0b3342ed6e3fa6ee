import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from 'gaokao-ui';
import { MSG } from 'gaokao-domain';

/** Error boundary for every lazy route: a failed chunk load or a render error shows this instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <section className="gk-container gk-page gk-state" role="alert">
      <h1>页面加载失败</h1>
      <p>{MSG.pageLoadFailed}</p>
      {detail ? <p className="gk-muted">{detail}</p> : null}
      <p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          刷新页面
        </Button>{' '}
        <Link to="/">返回首页</Link>
      </p>
    </section>
  );
}
