/**
 * Parts of a listed university that enrol as colleges of their own: each is a college of its own here, with its real
 * province and city, its own lines, plans and majors. The Ministry of Education's list (../shared/data/real/colleges.csv)
 * names only the university; the admission sources name the part. Two kinds:
 * - `campus`: a branch campus that enrols under a name of their own in another city than its university, so that a
 *   region filter finds it (a 广东 family filtering on 广东 finds 哈尔滨工业大学（深圳）). Campuses in the university's own
 *   city (西南大学（荣昌校区）, 电子科技大学（沙河校区）, 北京邮电大学（宏福校区）) and campuses abroad (厦门大学（马来西亚分校）)
 *   are not here: they match the university.
 * - `school`: a school of the university in the university's city that the provinces' publications write under a name
 *   and an exam code of its own (河北 2025: 北京大学 0079, 北京大学医学部 0081), with lines of its own, and that families
 *   choose as a college of its own. Only the names the shipped sources write are here (西安交通大学医学部 appears only
 *   inside 专业组 names of 西安交通大学, so it is not).
 * `name` is written as the Ministry writes names (full-width brackets); `aliases` are other ways the sources write it.
 */
export interface BranchCampus {
  name: string;
  /** A branch campus in another city, or a school of the university in its city (see above). */
  kind: 'campus' | 'school';
  /** The university on the Ministry's list. */
  parent: string;
  province: string;
  city: string;
  aliases?: readonly string[];
  /** Where the location comes from, and what the campus is not. */
  note: string;
}

export const BRANCH_CAMPUSES: readonly BranchCampus[] = [
  { kind: 'campus', name: '哈尔滨工业大学（深圳）', parent: '哈尔滨工业大学', province: '广东省', city: '深圳市', aliases: ['哈尔滨工业大学（深圳校区）'], note: '深圳市南山区西丽大学城；2014 年起独立招生代码' },
  { kind: 'campus', name: '哈尔滨工业大学（威海）', parent: '哈尔滨工业大学', province: '山东省', city: '威海市', aliases: ['哈尔滨工业大学（威海校区）'], note: '威海市文化西路' },
  { kind: 'campus', name: '华北电力大学（保定）', parent: '华北电力大学', province: '河北省', city: '保定市', aliases: ['华北电力大学（保定校区）'], note: '保定市；华北电力大学（北京）是校本部，列表上的“华北电力大学”' },
  { kind: 'campus', name: '北京师范大学（珠海校区）', parent: '北京师范大学', province: '广东省', city: '珠海市', aliases: ['北京师范大学（珠海）'], note: '珠海市香洲区，北京师范大学的校区；不是列表上的“北京师范大学珠海分校”（独立学院，今珠海科技学院）' },
  { kind: 'campus', name: '北京交通大学（威海校区）', parent: '北京交通大学', province: '山东省', city: '威海市', note: '威海市，北京交通大学威海校区' },
  { kind: 'campus', name: '山东大学（威海）', parent: '山东大学', province: '山东省', city: '威海市', aliases: ['山东大学（威海校区）', '山东大学威海分校'], note: '威海市文化西路' },
  { kind: 'campus', name: '东北大学（秦皇岛）', parent: '东北大学', province: '河北省', city: '秦皇岛市', aliases: ['东北大学秦皇岛分校', '东北大学（秦皇岛分校）'], note: '秦皇岛市，东北大学秦皇岛分校' },
  { kind: 'campus', name: '中国石油大学（北京）克拉玛依校区', parent: '中国石油大学（北京）', province: '新疆维吾尔自治区', city: '克拉玛依市', aliases: ['中国石油大学（北京）克拉玛依'], note: '克拉玛依市' },
  { kind: 'campus', name: '合肥工业大学（宣城校区）', parent: '合肥工业大学', province: '安徽省', city: '宣城市', note: '宣城市，单独列招生代码' },
  { kind: 'campus', name: '大连理工大学（盘锦校区）', parent: '大连理工大学', province: '辽宁省', city: '盘锦市', note: '盘锦市' },
  { kind: 'campus', name: '中国人民大学（苏州校区）', parent: '中国人民大学', province: '江苏省', city: '苏州市', note: '苏州市工业园区（中法学院等）' },
  { kind: 'campus', name: '华南师范大学（汕尾校区）', parent: '华南师范大学', province: '广东省', city: '汕尾市', note: '汕尾市' },
  { kind: 'campus', name: '广东工业大学（揭阳校区）', parent: '广东工业大学', province: '广东省', city: '揭阳市', note: '揭阳市' },
  { kind: 'school', name: '北京大学医学部', parent: '北京大学', province: '北京市', city: '北京市', note: '北京大学的医学部，北京市海淀区学院路；各省招生代码与北京大学分列' },
  { kind: 'school', name: '上海交通大学医学院', parent: '上海交通大学', province: '上海市', city: '上海市', note: '上海交通大学的医学院，上海市黄浦区重庆南路；各省招生代码与上海交通大学分列' },
  { kind: 'school', name: '复旦大学医学院', parent: '复旦大学', province: '上海市', city: '上海市', note: '复旦大学上海医学院，上海市徐汇区枫林校区；各省招生代码与复旦大学分列' },
  { kind: 'school', name: '浙江大学医学院', parent: '浙江大学', province: '浙江省', city: '杭州市', note: '浙江大学的医学院，杭州市；各省招生代码与浙江大学分列' },
  { kind: 'school', name: '汕头大学医学院', parent: '汕头大学', province: '广东省', city: '汕头市', note: '汕头大学的医学院，汕头市新陵路；招生代码与汕头大学分列' },
];
