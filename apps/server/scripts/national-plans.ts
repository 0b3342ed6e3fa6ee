/**
 * The national set of the benches (bench:data, bench:api): one plan in each of 10 provinces — real lines in the
 * default set (广东, 江苏, 湖北, 湖南, 河北, 北京, 上海, 重庆) and none (河南, 四川) — as [province, group, score].
 */
export const NATIONAL_PLANS = [
  ['广东', '物理类', 560],
  ['江苏', '物理类', 560],
  ['湖北', '历史类', 530],
  ['湖南', '物理类', 550],
  ['河北', '物理类', 550],
  ['北京', '综合', 560],
  ['上海', '综合', 480],
  ['重庆', '物理类', 550],
  ['河南', '物理类', 550],
  ['四川', '历史类', 520],
] as const;
