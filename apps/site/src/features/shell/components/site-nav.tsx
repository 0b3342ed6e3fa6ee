import { AppNavLink } from '../../../lib/navigation';
import { NAV_ENTRIES } from '../../../config/meta';
import * as paths from '../../../config/paths';

export function SiteNav() {
  return (
    <div className="gk-header">
      <div className="gk-container gk-header__inner">
        <AppNavLink to={paths.home} className="gk-brand">
          高考志愿填报助手
        </AppNavLink>
        <nav aria-label="主导航" className="gk-nav">
          <ul>
            {NAV_ENTRIES.map((entry) => (
              <li key={entry.key}>
                <AppNavLink to={entry.to} end={entry.to === '/'} className={({ isActive }) => (isActive && entry.key !== 'kaoyan' ? 'is-active' : undefined)}>
                  {entry.label}
                </AppNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
