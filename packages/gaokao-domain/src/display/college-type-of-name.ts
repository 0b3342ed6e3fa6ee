/** The college types the tables and the college filter use. */
export const COLLEGE_TYPES = ['综合', '理工', '师范', '医药', '农林', '财经', '政法', '语言', '艺术', '体育', '民族', '军事'] as const;

/** A college type. */
export type CollegeType = (typeof COLLEGE_TYPES)[number];

// First match wins: the more specific words come first (师范 before 大学, 中医药 before 科技, 体育 before 职业).
const RULES: readonly [RegExp, CollegeType][] = [
  [/国防科技大学|陆军|海军|空军|火箭军|武警|军医/, '军事'],
  [/民族/, '民族'],
  [/师范|教育学院|幼儿/, '师范'],
  [/医|药|卫生|护理|健康/, '医药'],
  [/农|林|牧|水产|园艺|粮食/, '农林'],
  [/财经|财政|金融|商学院|商业|经济|贸易|工商|会计|审计|税务|统计|商务|外贸/, '财经'],
  [/政法|公安|警|司法|法律|法官|检察|政治/, '政法'],
  [/外国语|外语|语言/, '语言'],
  [/艺术|美术|音乐|戏剧|戏曲|电影|舞蹈|传媒|设计|影视/, '艺术'],
  [/体育/, '体育'],
  [/理工|科技|工业|工程|技术|交通|电子|电力|邮电|石油|矿业|地质|化工|建筑|航空|航天|海事|信息|机电|轻工|纺织|铁道|汽车|能源|电机|测绘|水利|船舶|冶金/, '理工'],
];

/**
 * The type of a college read from its name by the usual naming conventions (河北师范大学 → 师范, 南京医科大学 →
 * 医药, 北京大学 → 综合). The Ministry's list carries no type; this is a rule over the name, not a published fact,
 * so a name without a telling word is 综合.
 */
export function collegeTypeOfName(name: string): CollegeType {
  const n = name.replace(/\s+/g, '');
  for (const [re, type] of RULES) if (re.test(n)) return type;
  return '综合';
}
