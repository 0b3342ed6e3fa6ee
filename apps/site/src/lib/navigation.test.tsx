import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLink, AppNavLink, isCurrentPath, isPlainClick, NavigationContext, type Navigation } from './navigation';

describe('isCurrentPath', () => {
  const cases: { pathname: string; to: string; end?: boolean; current: boolean }[] = [
    { pathname: '/', to: '/', current: true },
    { pathname: '/Volunteer', to: '/', current: false },
    { pathname: '/comprehensive', to: '/comprehensive', current: true },
    { pathname: '/Comprehensive/', to: '/comprehensive', current: true },
    { pathname: '/comprehensive/x', to: '/comprehensive', current: true },
    { pathname: '/comprehensive/x', to: '/comprehensive', end: true, current: false },
    { pathname: '/comprehensivex', to: '/comprehensive', current: false },
    { pathname: '/comprehensive', to: '/comprehensive?n=2', current: true },
    { pathname: '/aboutus', to: '/aboutus#team', current: true },
  ];
  it.each(cases)('$pathname against $to (end $end) is current: $current', ({ pathname, to, end, current }) => {
    expect(isCurrentPath(pathname, to, end)).toBe(current);
  });
});

describe('isPlainClick', () => {
  const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
  const cases: { name: string; event: typeof plain; target?: string; handled: boolean }[] = [
    { name: 'a plain click', event: plain, handled: true },
    { name: 'a plain click, target _self', event: plain, target: '_self', handled: true },
    { name: 'a click into a new tab', event: plain, target: '_blank', handled: false },
    { name: 'a middle click', event: { ...plain, button: 1 }, handled: false },
    { name: 'ctrl-click', event: { ...plain, ctrlKey: true }, handled: false },
    { name: 'cmd-click', event: { ...plain, metaKey: true }, handled: false },
    { name: 'shift-click', event: { ...plain, shiftKey: true }, handled: false },
    { name: 'alt-click', event: { ...plain, altKey: true }, handled: false },
    { name: 'a click already handled', event: { ...plain, defaultPrevented: true }, handled: false },
  ];
  it.each(cases)('$name is handled by the app: $handled', ({ event, target, handled }) => {
    expect(isPlainClick(event, target)).toBe(handled);
  });
});

function withNavigation(ui: ReactNode, pathname = '/', search = '') {
  const navigation: Navigation = { location: { pathname, search }, navigate: vi.fn(), prefetch: vi.fn() };
  render(<NavigationContext value={navigation}>{ui}</NavigationContext>);
  return navigation;
}

describe('AppLink', () => {
  it('should navigate within the app on a plain click, as a new history entry', async () => {
    const navigation = withNavigation(<AppLink to="/zixun">更多</AppLink>);
    const link = screen.getByRole('link', { name: '更多' });
    expect(link.getAttribute('href')).toBe('/zixun');
    await userEvent.click(link);
    expect(navigation.navigate).toHaveBeenCalledWith('/zixun', { replace: false });
  });

  it('should replace the entry for a link to the address shown', async () => {
    const navigation = withNavigation(<AppLink to="/comprehensive?n=2">本页</AppLink>, '/comprehensive', '?n=2');
    await userEvent.click(screen.getByRole('link', { name: '本页' }));
    expect(navigation.navigate).toHaveBeenCalledWith('/comprehensive?n=2', { replace: true });
  });

  it('should leave a modified click to the browser', async () => {
    const navigation = withNavigation(<AppLink to="/zixun">更多</AppLink>);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: '更多' }));
    await user.keyboard('{/Control}');
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('should hint a navigation when a pointer rests on it or focus reaches it', async () => {
    const navigation = withNavigation(<AppLink to="/zixun">更多</AppLink>);
    await userEvent.hover(screen.getByRole('link', { name: '更多' }));
    expect(navigation.prefetch).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(navigation.prefetch).toHaveBeenCalledTimes(2);
  });
});

describe('AppNavLink', () => {
  it('should mark the current page with aria-current and its class', () => {
    withNavigation(
      <nav>
        <AppNavLink to="/" end className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
          网站首页
        </AppNavLink>
        <AppNavLink to="/comprehensive" className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
          综合查询
        </AppNavLink>
      </nav>,
      '/comprehensive',
    );
    const home = screen.getByRole('link', { name: '网站首页' });
    const query = screen.getByRole('link', { name: '综合查询' });
    expect([home.getAttribute('aria-current'), home.className]).toEqual([null, '']);
    expect([query.getAttribute('aria-current'), query.className]).toEqual(['page', 'is-active']);
  });
});
