import { Link } from 'react-router';
import { MSG } from 'gaokao-domain';
import { useRouteMeta } from '../route-meta';

/** An honest placeholder for a page that later work builds. */
export default function PendingPage() {
  const meta = useRouteMeta();
  return (
    <section className="gk-container gk-page gk-state">
      <h1>{meta.title}</h1>
      <p>{MSG.pageUnderConstruction}</p>
      <p>
        <Link to="/">返回首页</Link>
      </p>
    </section>
  );
}
