/**
 * The route table of both spec parts with its meta (title, isHeader, isQuan) and the page module that renders it
 * (`page`: the file `src/app/routes/<page>.tsx`, which the router loads lazily and the prerender names).
 * `prerender: true` marks a public page: `pnpm build` renders it to HTML (scripts/prerender.ts) and the server sends
 * that HTML for the path, so the page paints before its JavaScript runs and is then hydrated. Such a page must render
 * the same first frame for every visitor: it reads cookies, storage, the signed-in member and the API only after
 * hydration (lib/hydration.ts, TanStack Query), and holds the space of data that comes later with a placeholder.
 */
import { HOME_META, pageMeta as page, type RouteMeta } from './meta';
import * as paths from './paths';

export interface RouteEntry {
  path: paths.SitePath;
  meta: RouteMeta;
  /** The page module, `src/app/routes/<page>.tsx`. */
  page:
    | 'home'
    | 'about'
    | 'volunteer'
    | 'appraisal'
    | 'mbti-test'
    | 'mbti-result'
    | 'holland-test'
    | 'holland-result'
    | 'member'
    | 'comprehensive'
    | 'seating'
    | 'recruit-data'
    | 'omit-data'
    | 'collection-plan'
    | 'data-source'
    | 'ranking'
    | 'major-seat'
    | 'zixun'
    | 'wen-detail'
    | 'school'
    | 'school-detail'
    | 'major'
    | 'major-detail'
    | 'ops-login'
    | 'ops-withdrawals'
    | 'ops-audit'
    | 'ops-members'
    | 'ops-member'
    | 'ops-cards'
    | 'ops-news'
    | 'ops-seasons'
    | 'ops-footer'
    | 'ops-videos';
  /** A public page (no login needed, the same for everyone): the site may prerender it. */
  public?: boolean;
  /** Rendered to HTML at build time (see above); a public page whose first render is checked to be the same for all. */
  prerender?: true;
}

// Paths match case-insensitively (react-router's default), so /aboutus also serves /Aboutus.
export const ROUTES: readonly RouteEntry[] = [
  { path: paths.home, meta: HOME_META, page: 'home', prerender: true },
  { path: paths.member, meta: page('会员中心'), page: 'member' },
  { path: paths.appraisal, meta: page('测评中心'), page: 'appraisal' },
  { path: paths.mbtiTest, meta: page('MBTI职业性格测评'), page: 'mbti-test' },
  { path: paths.mbtiResult, meta: page('MBTI测评结果'), page: 'mbti-result' },
  { path: paths.hollandTest, meta: page('霍兰德职业兴趣测评'), page: 'holland-test' },
  { path: paths.hollandResult, meta: page('霍兰德测评结果'), page: 'holland-result' },
  { path: paths.volunteer, meta: page('志愿填报', { isHeader: false, isQuan: true }), page: 'volunteer' },
  { path: paths.comprehensive, meta: page('综合查询'), page: 'comprehensive', public: true, prerender: true },
  { path: paths.about, meta: page('关于我们'), page: 'about', prerender: true },
  { path: paths.school, meta: page('院校库'), page: 'school', public: true, prerender: true },
  { path: paths.schoolDetail, meta: page('院校详情'), page: 'school-detail', public: true },
  { path: paths.ranking, meta: page('院校排行'), page: 'ranking', public: true, prerender: true },
  { path: paths.major, meta: page('专业库'), page: 'major', public: true, prerender: true },
  { path: paths.majorSeat, meta: page('专业排名'), page: 'major-seat', public: true, prerender: true },
  { path: paths.majorDetail, meta: page('专业详情'), page: 'major-detail', public: true },
  { path: paths.seating, meta: page('一分一段'), page: 'seating', public: true, prerender: true },
  { path: paths.recruitData, meta: page('招生计划'), page: 'recruit-data' },
  { path: paths.omitData, meta: page('批次线'), page: 'omit-data', public: true, prerender: true },
  { path: paths.dataSource, meta: page('数据来源'), page: 'data-source', public: true, prerender: true },
  { path: paths.collectionPlan, meta: page('征集计划'), page: 'collection-plan', public: true, prerender: true },
  { path: paths.wenDetail, meta: page('资讯详情'), page: 'wen-detail', public: true },
  { path: paths.zixun, meta: page('高考资讯'), page: 'zixun', public: true, prerender: true },
];

/**
 * The operator console (issue 30, for operators, not members): under its own layout (app/ops-layout.tsx), not the
 * family's frame; never prerendered, in no family navigation, linked from no family page. Every page but the sign-in
 * needs the operator's token (lib/ops-token.ts).
 */
export const OPS_ROUTES: readonly RouteEntry[] = [
  { path: paths.opsWithdrawals, meta: page('提现审核', { isHeader: false }), page: 'ops-withdrawals' },
  { path: paths.opsLogin, meta: page('运营登录', { isHeader: false }), page: 'ops-login' },
  { path: paths.opsAudit, meta: page('审计日志', { isHeader: false }), page: 'ops-audit' },
  { path: paths.opsMembers, meta: page('会员管理', { isHeader: false }), page: 'ops-members' },
  { path: paths.opsMember, meta: page('会员详情', { isHeader: false }), page: 'ops-member' },
  { path: paths.opsCards, meta: page('卡密管理', { isHeader: false }), page: 'ops-cards' },
  { path: paths.opsNews, meta: page('资讯管理', { isHeader: false }), page: 'ops-news' },
  { path: paths.opsSeasons, meta: page('数据发布', { isHeader: false }), page: 'ops-seasons' },
  { path: paths.opsFooter, meta: page('页脚管理', { isHeader: false }), page: 'ops-footer' },
  { path: paths.opsVideos, meta: page('视频管理', { isHeader: false }), page: 'ops-videos' },
];

/** The paths rendered to HTML at build time. */
export const PRERENDERED_PATHS: readonly string[] = ROUTES.filter((entry) => entry.prerender).map((entry) => entry.path);
