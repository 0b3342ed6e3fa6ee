import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * A value only the browser knows (a cookie, storage, a mark the server put on the page) for a page that is also rendered
 * to HTML at build time (`prerender` in config/routes.ts). It is `atBuild` while the page is rendered at build time and
 * while the browser hydrates that HTML, so both agree; React renders again with `read()` straight after hydrating. A page
 * rendered in the browser alone sees `read()` from its first render. `read` must return a primitive (compared with
 * Object.is) and must not change without a render of its own (a cookie the page itself sets goes through state).
 */
export function useBrowserValue<T extends string | number | boolean | null | undefined>(read: () => T, atBuild: T): T {
  return useSyncExternalStore(never, read, () => atBuild);
}

/** False while the page is rendered at build time and while it is hydrated; true from the next render on. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
