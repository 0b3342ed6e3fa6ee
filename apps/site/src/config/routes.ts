/**
 * The route table of both spec parts with its meta (title, isHeader, isQuan) and the page module that renders it
 * (`page`, mapped in `src/app/router.tsx`; `pending` is an honest 建设中 page).
 * `prerender: true` marks a public page: `pnpm build` renders it to HTML (scripts/prerender.ts) and the server sends
 * that HTML for the path, so the page paints before its JavaScript runs and is then hydrated. Such a page must render
 * the same first frame for every visitor: it reads cookies, storage, the signed-in member and the API only after
 * hydration (lib/hydration.ts, TanStack Query), and holds the space of data that comes later with a placeholder.
 */
import { HOME_META, pageMeta as page, type RouteMeta } from './meta';

export interface RouteEntry {
  path: string;
  meta: RouteMeta;
  page:
    | 'home'
    | 'about'
    | 'volunteer'
    | 'appraisal'
    | 'mbtiTest'
    | 'mbtiResult'
    | 'hollandTest'
    | 'hollandResult'
    | 'member'
    | 'comprehensive'
    | 'seating'
    | 'recruitData'
    | 'omitData'
    | 'dataSource'
    | 'collectionPlan'
    | 'ranking'
    | 'majorSeat'
    | 'zixun'
    | 'wenDetail'
    | 'school'
    | 'schoolDetail'
    | 'major'
    | 'majorDetail'
    | 'pending';
  /** A public page (no login needed, the same for everyone): the site may prerender it. */
  public?: boolean;
  /** Rendered to HTML at build time (see above); a public page whose first render is checked to be the same for all. */
  prerender?: true;
}

// Paths match case-insensitively (react-router's default), so /aboutus also serves /Aboutus.
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', meta: HOME_META, page: 'home', prerender: true },
  { path: '/Home', meta: page('会员中心'), page: 'member' },
  { path: '/Appraisal', meta: page('测评中心'), page: 'appraisal' },
  { path: '/AppraisalMBTI', meta: page('MBTI职业性格测评'), page: 'mbtiTest' },
  { path: '/AppraisalmbtiResult', meta: page('MBTI测评结果'), page: 'mbtiResult' },
  { path: '/Hollander', meta: page('霍兰德职业兴趣测评'), page: 'hollandTest' },
  { path: '/HollanderResult', meta: page('霍兰德测评结果'), page: 'hollandResult' },
  { path: '/Volunteer', meta: page('志愿填报', { isHeader: false, isQuan: true }), page: 'volunteer' },
  { path: '/comprehensive', meta: page('综合查询'), page: 'comprehensive', public: true, prerender: true },
  { path: '/aboutus', meta: page('关于我们'), page: 'about', prerender: true },
  { path: '/School', meta: page('院校库'), page: 'school', public: true, prerender: true },
  { path: '/SchoolDetail', meta: page('院校详情'), page: 'schoolDetail', public: true },
  { path: '/Ranking', meta: page('院校排行'), page: 'ranking', public: true, prerender: true },
  { path: '/Major', meta: page('专业库'), page: 'major', public: true, prerender: true },
  { path: '/majorSeat', meta: page('专业排名'), page: 'majorSeat', public: true, prerender: true },
  { path: '/MajorDetail', meta: page('专业详情'), page: 'majorDetail', public: true },
  { path: '/Seating', meta: page('一分一段'), page: 'seating', public: true, prerender: true },
  { path: '/RecruitData', meta: page('招生计划'), page: 'recruitData' },
  { path: '/OmitData', meta: page('批次线'), page: 'omitData', public: true, prerender: true },
  { path: '/DataSource', meta: page('数据来源'), page: 'dataSource', public: true, prerender: true },
  { path: '/Collectionplan', meta: page('征集计划'), page: 'collectionPlan', public: true, prerender: true },
  { path: '/wenDetail', meta: page('资讯详情'), page: 'wenDetail', public: true },
  { path: '/zixun', meta: page('高考资讯'), page: 'zixun', public: true, prerender: true },
];

/** The paths rendered to HTML at build time. */
export const PRERENDERED_PATHS: readonly string[] = ROUTES.filter((entry) => entry.prerender).map((entry) => entry.path);
