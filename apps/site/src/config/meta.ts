import * as paths from './paths';

/**
 * What every page's frame needs from the route table without the table itself (the home page starts without it, see
 * app/start-home.tsx): a route's meta, the site's name and titles, the top navigation. The route table is routes.ts.
 */
export interface RouteMeta {
  /** Document title segment. */
  title: string;
  /** Show the navigation header. */
  isHeader: boolean;
  /** Hide the top bar and the footer (full-screen pages). */
  isQuan: boolean;
}

/** A page's meta: the header shown, the top bar and footer too, unless `extra` says otherwise. */
export const pageMeta = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  title,
  isHeader: true,
  isQuan: false,
  ...extra,
});

export const SITE_NAME = '高考志愿填报助手';

/** The home page's meta (routes.ts gives it to `/`). */
export const HOME_META: RouteMeta = pageMeta('网站首页');

export const NOT_FOUND_META: RouteMeta = pageMeta('页面不存在');

/** Top navigation entries, in the spec's order. */
export const NAV_ENTRIES: readonly { label: string; to: string; key: string }[] = [
  { key: 'home', label: '网站首页', to: '/' },
  { key: 'appraisal', label: '测评中心', to: paths.appraisal },
  { key: 'volunteer', label: '志愿指南', to: paths.volunteer },
  { key: 'comprehensive', label: '综合查询', to: paths.comprehensive },
  // The postgraduate section has no page of its own; the spec sends it home.
  { key: 'kaoyan', label: '考研专区', to: '/' },
  { key: 'about', label: '关于我们', to: paths.about },
];

/** "网站首页 - 高考志愿填报助手" */
export function documentTitle(meta: RouteMeta): string {
  return `${meta.title} - ${SITE_NAME}`;
}

