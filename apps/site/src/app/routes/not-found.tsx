import { Link } from 'react-router';
import { MSG } from 'gaokao-domain';
import * as paths from '../../config/paths';

export default function NotFoundPage() {
  return (
    <section className="gk-container gk-page gk-state">
      <h1>页面不存在</h1>
      <p>{MSG.pageNotFound}</p>
      <p>
        <Link to={paths.home}>返回首页</Link>
      </p>
    </section>
  );
}
