import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useUrlFilters, type UrlFilters } from './url-filters';

const DEFAULTS = { province: '河北', year: '', group: '物理类' };

function mount() {
  const seen: { filters?: UrlFilters<keyof typeof DEFAULTS>; search?: string } = {};
  function Page() {
    seen.filters = useUrlFilters(DEFAULTS, [20, 50]);
    seen.search = useLocation().search;
    return null;
  }
  const router = createMemoryRouter([{ path: '/q', element: <Page /> }], { initialEntries: ['/q?n=12&page=3'] });
  render(<RouterProvider router={router} />);
  return seen;
}

describe('useUrlFilters', () => {
  it('keeps every change made before the page renders again (省份, then 年份, in one tick)', async () => {
    const seen = mount();
    await act(async () => {
      seen.filters!.setFilters({ province: '广东' });
      seen.filters!.setFilters({ year: '2024' });
    });
    expect(new URLSearchParams(seen.search)).toEqual(new URLSearchParams('n=12&province=%E5%B9%BF%E4%B8%9C&year=2024'));
    expect(seen.filters!.filters).toEqual({ province: '广东', year: '2024', group: '物理类' });
    expect(seen.filters!.page).toBe(1);
  });

  it('builds on the address shown once it has rendered (a later change keeps the earlier ones)', async () => {
    const seen = mount();
    await act(async () => seen.filters!.setFilters({ province: '广东' }));
    await act(async () => seen.filters!.setPage(2));
    await act(async () => seen.filters!.setFilters({ group: '历史类' }));
    expect(seen.filters!.filters).toEqual({ province: '广东', year: '', group: '历史类' });
    expect(seen.filters!.page).toBe(1);
    expect(new URLSearchParams(seen.search).get('n')).toBe('12');
  });
});
