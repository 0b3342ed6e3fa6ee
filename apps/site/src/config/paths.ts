/**
 * The address of every page of the route table (`config/routes.ts` takes its paths from here), one constant each;
 * `href(path, query)` (`config/href.ts`) links to one with a query. Features name a page as `paths.schoolDetail`, never as a literal, so a link cannot
 * point at a page the table does not have. Small and free of the table itself (the build inlines the constants), so the
 * home page links without loading the route table.
 */
export const home = '/';
export const member = '/Home';
export const appraisal = '/Appraisal';
export const mbtiTest = '/AppraisalMBTI';
export const mbtiResult = '/AppraisalmbtiResult';
export const hollandTest = '/Hollander';
export const hollandResult = '/HollanderResult';
export const volunteer = '/Volunteer';
export const comprehensive = '/comprehensive';
export const about = '/aboutus';
export const school = '/School';
export const schoolDetail = '/SchoolDetail';
export const ranking = '/Ranking';
export const major = '/Major';
export const majorSeat = '/majorSeat';
export const majorDetail = '/MajorDetail';
export const seating = '/Seating';
export const recruitData = '/RecruitData';
export const omitData = '/OmitData';
export const collectionPlan = '/Collectionplan';
export const wenDetail = '/wenDetail';
export const zixun = '/zixun';
export const dataSource = '/DataSource';

// The operator console (issue 30): its own layout, not in the family navigation, never prerendered or linked from a
// family page (routes.ts, OPS_ROUTES).
export const opsWithdrawals = '/ops';
export const opsLogin = '/ops/login';
export const opsAudit = '/ops/audit';
export const opsMembers = '/ops/members';
export const opsMember = '/ops/member';
export const opsCards = '/ops/cards';
export const opsNews = '/ops/news';
export const opsSeasons = '/ops/seasons';
export const opsFooter = '/ops/footer';
export const opsVideos = '/ops/videos';

export type SitePath =
  | typeof home
  | typeof member
  | typeof appraisal
  | typeof mbtiTest
  | typeof mbtiResult
  | typeof hollandTest
  | typeof hollandResult
  | typeof volunteer
  | typeof comprehensive
  | typeof about
  | typeof school
  | typeof schoolDetail
  | typeof ranking
  | typeof major
  | typeof majorSeat
  | typeof majorDetail
  | typeof seating
  | typeof recruitData
  | typeof omitData
  | typeof collectionPlan
  | typeof wenDetail
  | typeof zixun
  | typeof dataSource
  | typeof opsWithdrawals
  | typeof opsLogin
  | typeof opsAudit
  | typeof opsMembers
  | typeof opsMember
  | typeof opsCards
  | typeof opsNews
  | typeof opsSeasons
  | typeof opsFooter
  | typeof opsVideos;
