import { AppLink } from '../../lib/navigation';
import { Button } from 'gaokao-ui';
import { MSG } from 'gaokao-domain';
import * as paths from '../../config/paths';

/** What every route's error boundary (router.tsx) shows for a failed chunk load or a render error: no blank page. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : '';
  return (
    <section className="gk-container gk-page gk-state" role="alert">
      <h1>页面加载失败</h1>
      <p>{MSG.pageLoadFailed}</p>
      {detail ? <p className="gk-muted">{detail}</p> : null}
      <p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          刷新页面
        </Button>{' '}
        <AppLink to={paths.home}>返回首页</AppLink>
      </p>
    </section>
  );
}
