import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithQuery } from '../../../../test/render';

/** Renders a query page at an address under a memory router; returns the router (its location is the address). */
export function renderAt(path: string, url: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/', element: <p>首页</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

/** The decoded query of the router's address, as an object. */
export function params(router: ReturnType<typeof renderAt>): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}
