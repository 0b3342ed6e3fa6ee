import * as paths from '../../../config/paths';
import { href } from '../../../config/href';

/** The quick-link grid of spec part 1 §2; every link opens in a new tab. */
export const QUICK_LINKS: readonly { label: string; to: string }[] = [
  { label: '查大学', to: paths.school },
  { label: '查专业', to: paths.major },
  { label: '位次查询', to: href(paths.comprehensive, { n: 12 }) },
  { label: '填报及录取时间', to: href(paths.comprehensive, { n: 16 }) },
  { label: '批次线', to: href(paths.comprehensive, { n: 13 }) },
  { label: '专业排名', to: href(paths.comprehensive, { n: 11 }) },
  { label: '历年征集', to: href(paths.comprehensive, { n: 14 }) },
  { label: '招生简章', to: href(paths.school, { n: 'zhaosheng' }) },
  { label: '院校排行', to: href(paths.school, { n: 'paihang' }) },
  { label: '中外合作', to: href(paths.school, { n: 'zhongwai' }) },
  { label: '推免院校', to: href(paths.school, { n: 'tuimian' }) },
  { label: '新增院校专业', to: href(paths.volunteer, { n: 3 }) },
];

export function QuickLinks() {
  return (
    <section className="gk-card" aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className="gk-card__title">
        快捷查询
      </h2>
      <ul className="gk-quick-links">
        {QUICK_LINKS.map((link) => (
          <li key={link.to}>
            <a href={link.to} target="_blank" rel="noopener">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
