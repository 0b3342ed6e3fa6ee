import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouterNavigation } from './router-navigation';
import HomePage from './routes/home';
import RecruitDataPage from './routes/recruit-data';
import { fakeServer, ok } from '../../test/fake-server';
import { renderWithQuery } from '../../test/render';
import { createQueryClient } from '../lib/query';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * Pages share one QueryClient, so a cache entry written by one page is read by the next. The dictionary call is read by
 * /RecruitData (its batch list) and by / (whether the season data is 演示数据): one key, one shape, whichever page asked
 * first (issue 26: / showed 演示数据 over real data after /RecruitData had cached the dictionary).
 */
describe('one cache entry per call across pages', () => {
  it('should not show 演示数据 on / after /RecruitData cached a dictionary of real data', async () => {
    document.cookie = `province=${encodeURIComponent('河北')}; path=/`;
    localStorage.setItem('token', 't1');
    const seen = fakeServer({
      '/api/Admin.Config/dictionary': () => ok({ batch_arr: ['本科提前批', '本科批', '专科批'], dataset: 'real' }),
      '/api/Admin.Config/batchGetgroup': () => ok(['物理类', '历史类']),
      '/api/Admin.Config/groupFind': () => ok({ batch_arr: ['本科批'] }),
      '/api/Colleges/getProvince': () => ok(['河北', '广东']),
      '/api/RecruitData/index': () => ok({ total: 0, data: [], dataset: 'real' }),
      '/api/MemberUser/detail': () => ({ status: 101, msg: 'token不能为空' }),
      '/api/Volunteer/isYouxiao': () => ok({ isT: true }),
      '/api/InfoMation/index': () => ok({ total: 0, data: [] }),
      '/api/VideoSeet/index': () => ok({ total: 0, data: [] }),
    });
    const client = createQueryClient();
    const at = (path: string, element: React.ReactNode) =>
      renderWithQuery(<RouterProvider router={createMemoryRouter([{ path, element: <RouterNavigation>{element}</RouterNavigation> }], { initialEntries: [path] })} />, client);

    at('/RecruitData', <RecruitDataPage />);
    // Its batch filter lists the dictionary's batches: the answer is in the cache.
    await screen.findByRole('option', { name: '本科提前批' });
    cleanup();

    at('/', <HomePage />);
    // The home page reads the cached entry (no second request) and decides from its `dataset`.
    await waitFor(() => expect(screen.queryByText(/演示数据/)).toBeNull());
    expect(seen.filter((s) => s.path === '/api/Admin.Config/dictionary')).toHaveLength(1);
  }, 15_000);
});
