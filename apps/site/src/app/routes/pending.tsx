import { Link, useMatches } from 'react-router';
import { MSG } from 'gaokao-domain';
import type { RouteHandle } from '../root-layout';

/** An honest placeholder for a page that later work builds. */
export default function PendingPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return (
    <section className="gk-container gk-page gk-state">
      <h1>{handle?.meta.title ?? '页面'}</h1>
      <p>{MSG.pageUnderConstruction}</p>
      <p>
        <Link to="/">返回首页</Link>
      </p>
    </section>
  );
}
