import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/**
 * Navigation as the shell and the home page see it, without React Router: the home page's first load starts without
 * the router (app/start-home.tsx), which arrives with the first navigation; every other page runs under it
 * (app/router-navigation.tsx provides this from React Router). Code that the home page renders navigates through this,
 * never through `react-router` (lint enforces it).
 */
export interface Navigation {
  /** The address shown: path and query (with its `?`, or ''). */
  location: { pathname: string; search: string };
  /** Goes to an address of the site, as a link would: a new history entry, or the same one replaced. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** A hint that a navigation may follow (a pointer over a link, a link focused): code for it may be fetched early. */
  prefetch?: () => void;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation: no NavigationContext above (the app provides one for every page)');
  return navigation;
}

/** Path and query of `to`, resolved against nothing but the site's root (the site links by absolute path). */
const pathOf = (to: string) => to.replace(/#.*$/, '');

/**
 * Whether a link to `to` is the current page: the same path, or (unless `end`) a path below it. Paths compare
 * case-insensitively, as the site's routes match.
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const target = pathOf(to).replace(/\?.*$/, '').toLowerCase().replace(/(.)\/+$/, '$1');
  const current = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  if (current === target) return true;
  return !end && target !== '/' && current.startsWith(`${target}/`);
}

/** Whether a click on a link is one the app should handle: a plain primary-button click, no modifier, no other target. */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>, target?: string): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

export interface AppLinkProps extends AnchorProps {
  /** An absolute path of the site, with its query if any. */
  to: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A link to a page of the site: an ordinary `<a href>` (it works before the app runs, and opens in a new tab with a
 * modifier), whose plain click navigates within the app. A link to the address already shown replaces it rather than
 * adding a history entry.
 */
export function AppLink({ to, children, onClick, onPointerEnter, onFocus, target, ...rest }: AppLinkProps) {
  const { location, navigate, prefetch } = useNavigation();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch?.();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch?.();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(to, { replace: pathOf(to) === location.pathname + location.search });
      }}
    >
      {children}
    </a>
  );
}

export interface AppNavLinkProps extends Omit<AppLinkProps, 'className'> {
  /** A class chosen by whether the link is the current page. */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Only the exact path counts as current, not the paths below it. */
  end?: boolean;
}

/** An AppLink in a navigation menu: the current page's link carries `aria-current="page"`. */
export function AppNavLink({ className, end, to, ...rest }: AppNavLinkProps) {
  const isActive = isCurrentPath(useNavigation().location.pathname, to, end);
  return (
    <AppLink
      {...rest}
      to={to}
      className={typeof className === 'function' ? className({ isActive }) : className}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
