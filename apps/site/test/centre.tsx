import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UserInfo } from 'gaokao-contract';
import { user } from './fixtures';
import { renderWithQuery, signedIn } from './render';
import { RouterNavigation } from '../src/app/router-navigation';
import { FeedbackHost } from '../src/components/feedback-host';
import { Centre } from '../src/features/centre/components/centre';

/** Prices as migration 0004 seeds them: 368 yuan a card, 9 / 8 / 7 tenths. */
export const PRICED = { vip_price: 36800, san_zhekou: 9, liu_zhekou: 8, daili_zhekou: 7 };

/**
 * Renders /Home at `path` for member 7 (`member`'s fields over a priced member; null: a visitor), under the
 * navigation the app provides (系统提示, the network layer's dialog, renders under it), with / beside it.
 */
export function renderCentre(path = '/Home?type=3', member: Partial<UserInfo> | null = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/Home',
        element: (
          <RouterNavigation>
            <Centre assessments={<p>我的测评内容</p>} />
            <FeedbackHost />
          </RouterNavigation>
        ),
      },
      { path: '/', element: <p>首页</p> },
    ],
    { initialEntries: [path] },
  );
  // A stored token, as after a login: a refetch of the member (after activation, a new password…) asks the server.
  if (member !== null) localStorage.setItem('token', 'T');
  const client = member === null ? undefined : signedIn(user({ memberuser_id: 7, ...PRICED, ...member }));
  const view = renderWithQuery(<RouterProvider router={router} />, client);
  return { router, ...view };
}
