import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="gk-container gk-page gk-state">
      <h1>页面不存在</h1>
      <p>您访问的页面不存在或已被移除。</p>
      <p>
        <Link to="/">返回首页</Link>
      </p>
    </section>
  );
}
