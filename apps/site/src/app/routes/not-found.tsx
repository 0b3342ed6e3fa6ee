import { Link } from 'react-router';
import { MSG } from 'gaokao-domain';

export default function NotFoundPage() {
  return (
    <section className="gk-container gk-page gk-state">
      <h1>页面不存在</h1>
      <p>{MSG.pageNotFound}</p>
      <p>
        <Link to="/">返回首页</Link>
      </p>
    </section>
  );
}
