/** Messages: site — loading, empty and failure states, notices (wording the spec leaves open). Read through `MSG` (messages.ts). */
export const loading = '加载中…';
export const noData = '暂无数据';
export const noMoreData = '没有更多数据了';
export const choose = '请选择';
export const loadingPlan = '正在加载志愿方案…';
export const loginToSeePlan = '请先登录后查看您的志愿方案。';
export const planLoadFailed = '志愿方案加载失败，请稍后重试。';
export const readingRecommendations = '正在读取推荐专业…';
export const generatingReport = '正在生成报告…';
export const contentLoadFailed = '内容加载失败，请稍后重试。';
export const noContent = '暂无内容';
export const noNews = '暂无资讯';
export const noVideos = '暂无视频';
export const noFriendLinks = '暂无友情链接';
export const loadingProvinces = '正在加载省份…';
export const loginToFillForm = '登录后即可填写模拟志愿。';
export const loginToSeeRecruitPlan = '登录后即可查看招生计划。';
export const formLocked = '当前账号暂不可填写，请联系客服或开通VIP。';
export const noProfileYet = '您还没有保存志愿档案，填写左侧表单即可生成。';
export const demoDataNotice = '演示数据：当前展示的院校、分数与位次为演示数据，不可用于实际填报。';
/** In place of the 演示数据 notice over a query table that is empty: nothing is shown, generated or real. */
export const noPublishedData = '暂无数据：所选省份和年份没有公开发布的数据，此处不显示任何数字。';
export const pageUnderConstruction = '该页面正在建设中';
export const pageNotFound = '您访问的页面不存在或已被移除。';
export const pageLoadFailed = '抱歉，页面出现了问题，请刷新重试。';
/**
 * The mark on a generated college rating (学科评估, 软科排名, 保研率, 国家特色专业, 双一流建设学科) wherever it shows beside
 * real data: a column header reads 软科排名（演示数据）, a tag 国家特色专业·演示数据.
 */
export const generatedRating = '演示数据';
/** Under the special-major screen (国家特色专业, 双一流建设学科) while those lists are generated. */
export const generatedSpecialScreen = '演示数据：国家特色专业与双一流建设学科为生成的示例内容，按其筛选的结果仅用于演示。';
/** 院校详情 whose admission lines are published ones, under rankings and majors that are generated. */
export const collegeDetailDemoRealLines =
  '演示数据：院校名称、所在地、简介与标签来自公开名单，历年录取为公开的真实数据；学科、排名、保研率与开设专业等为生成的示例内容，仅用于演示。';
/** 院校详情 of the generated season: what is from the public list and what is generated. */
export const collegeDetailDemo =
  '演示数据：院校名称、所在地、简介与标签来自公开名单；学科、排名、保研率、开设专业与录取数据为生成的示例内容，仅用于演示。';
/** The home form, to a free member before smart fill: the plan's profile is final once saved (spec part 1 §6). */
export const freePlanFinal = '提示：免费会员提交后，省份、分数、批次和选科不能再修改（升级VIP可修改），请核对后再提交。';
