import { NavLink } from 'react-router';
import { NAV_ENTRIES } from '../../../config/routes';

export function SiteNav() {
  return (
    <div className="gk-header">
      <div className="gk-container gk-header__inner">
        <NavLink to="/" className="gk-brand">
          高考志愿填报助手
        </NavLink>
        <nav aria-label="主导航" className="gk-nav">
          <ul>
            {NAV_ENTRIES.map((entry) => (
              <li key={entry.key}>
                <NavLink to={entry.to} end={entry.to === '/'} className={({ isActive }) => (isActive && entry.key !== 'kaoyan' ? 'is-active' : undefined)}>
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
