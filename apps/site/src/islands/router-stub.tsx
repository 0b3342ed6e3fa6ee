/**
 * Measurement only (islands experiment): what an island uses of `react-router`, without a router. The islands build
 * aliases `react-router` to this file. Navigation becomes a full page load; `NavLink` knows only the current path.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export function useNavigate(): (to: string) => void {
  return (to) => window.location.assign(to);
}

export function useLocation(): { pathname: string; search: string; hash: string } {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  return [new URLSearchParams(window.location.search), (next) => window.location.assign(`?${next.toString()}`)];
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'> & { to: string; children?: ReactNode };

export function Link({ to, ...rest }: AnchorProps & { className?: string }) {
  return <a href={to} {...rest} />;
}

export function NavLink({
  to,
  end,
  className,
  ...rest
}: AnchorProps & { end?: boolean; className?: string | ((state: { isActive: boolean }) => string | undefined) }) {
  // Only the address the page was loaded at: an island page has no client-side navigation.
  const path = typeof window === 'undefined' ? '/' : window.location.pathname;
  const isActive = end || to === '/' ? path === to : path === to || path.startsWith(`${to}/`);
  const cls = typeof className === 'function' ? className({ isActive }) : className;
  return <a href={to} className={cls} aria-current={isActive ? 'page' : undefined} {...rest} />;
}
