/** The attribute scripts/prerender.ts puts on `#root`: the path the HTML inside was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/**
 * Whether `root` holds HTML rendered at build time for this address: the same path (paths match case-insensitively, as
 * the router's do) and no query, since a page may read its query (filters, tab, page) in its first render.
 */
export function isPrerenderedFor(root: HTMLElement, location: Pick<Location, 'pathname' | 'search'>): boolean {
  const path = root.getAttribute(PRERENDERED_ATTRIBUTE);
  return path !== null && location.search === '' && normalise(path) === normalise(location.pathname);
}
