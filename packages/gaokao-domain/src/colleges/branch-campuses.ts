/**
 * Branch campuses that enrol under a name of their own in another city than their university: each is a college of
 * its own here, with its real province and city, so that a region filter finds it (a 广东 family filtering on 广东 finds
 * 哈尔滨工业大学（深圳）). The Ministry of Education's list (../shared/data/real/colleges.csv) names only the university;
 * the admission sources name the campus. `name` is written as the Ministry writes names (full-width brackets);
 * `aliases` are other ways the sources write it. Campuses in the university's own city (西南大学（荣昌校区）, 电子科技大学
 * （沙河校区）, 北京邮电大学（宏福校区）) and campuses abroad (厦门大学（马来西亚分校）) are not here: they match the
 * university.
 */
export interface BranchCampus {
  name: string;
  /** The university on the Ministry's list. */
  parent: string;
  province: string;
  city: string;
  aliases?: readonly string[];
  /** Where the location comes from, and what the campus is not. */
  note: string;
}

export const BRANCH_CAMPUSES: readonly BranchCampus[] = [
  { name: '哈尔滨工业大学（深圳）', parent: '哈尔滨工业大学', province: '广东省', city: '深圳市', aliases: ['哈尔滨工业大学（深圳校区）'], note: '深圳市南山区西丽大学城；2014 年起独立招生代码' },
  { name: '哈尔滨工业大学（威海）', parent: '哈尔滨工业大学', province: '山东省', city: '威海市', aliases: ['哈尔滨工业大学（威海校区）'], note: '威海市文化西路' },
  { name: '华北电力大学（保定）', parent: '华北电力大学', province: '河北省', city: '保定市', aliases: ['华北电力大学（保定校区）'], note: '保定市；华北电力大学（北京）是校本部，列表上的“华北电力大学”' },
  { name: '北京师范大学（珠海校区）', parent: '北京师范大学', province: '广东省', city: '珠海市', aliases: ['北京师范大学（珠海）'], note: '珠海市香洲区，北京师范大学的校区；不是列表上的“北京师范大学珠海分校”（独立学院，今珠海科技学院）' },
  { name: '北京交通大学（威海校区）', parent: '北京交通大学', province: '山东省', city: '威海市', note: '威海市，北京交通大学威海校区' },
  { name: '山东大学（威海）', parent: '山东大学', province: '山东省', city: '威海市', aliases: ['山东大学（威海校区）', '山东大学威海分校'], note: '威海市文化西路' },
  { name: '东北大学（秦皇岛）', parent: '东北大学', province: '河北省', city: '秦皇岛市', aliases: ['东北大学秦皇岛分校', '东北大学（秦皇岛分校）'], note: '秦皇岛市，东北大学秦皇岛分校' },
  { name: '中国石油大学（北京）克拉玛依校区', parent: '中国石油大学（北京）', province: '新疆维吾尔自治区', city: '克拉玛依市', aliases: ['中国石油大学（北京）克拉玛依'], note: '克拉玛依市' },
  { name: '合肥工业大学（宣城校区）', parent: '合肥工业大学', province: '安徽省', city: '宣城市', note: '宣城市，单独列招生代码' },
  { name: '大连理工大学（盘锦校区）', parent: '大连理工大学', province: '辽宁省', city: '盘锦市', note: '盘锦市' },
  { name: '中国人民大学（苏州校区）', parent: '中国人民大学', province: '江苏省', city: '苏州市', note: '苏州市工业园区（中法学院等）' },
  { name: '华南师范大学（汕尾校区）', parent: '华南师范大学', province: '广东省', city: '汕尾市', note: '汕尾市' },
  { name: '广东工业大学（揭阳校区）', parent: '广东工业大学', province: '广东省', city: '揭阳市', note: '揭阳市' },
];
