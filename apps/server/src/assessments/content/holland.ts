import type { HollandLetter } from 'gaokao-domain';

/**
 * The Holland (RIASEC) content in the project's own wording: for each of the six types its description,
 * recommended occupations, reference majors (names of the undergraduate catalogue, so the major library's search
 * finds them) and ten 是/否 statements. Lists are joined with 、 on the wire (`zhiye`, `cankao`).
 */
export interface HollandTypeText {
  type: HollandLetter;
  typeName: string;
  desc: string;
  zhiye: string;
  cankao: string;
}

const TYPES: ReadonlyArray<HollandTypeText & { statements: readonly string[] }> = [
  {
    type: 'R',
    typeName: '现实型',
    desc: '喜欢动手操作，愿意和工具、机器、材料、动植物打交道；做事踏实，重视看得见、摸得着的成果，偏好有明确要求的具体任务，不太喜欢需要大量社交的场合。',
    zhiye: '机械工程师、电气工程师、土木工程师、汽车维修技师、飞行员、农艺师、测绘工程师',
    cankao: '机械设计制造及其自动化、电气工程及其自动化、土木工程、车辆工程、测绘工程、农学',
    statements: ['修理家里坏掉的小电器', '组装模型或家具', '操作机床或实验设备', '户外野营搭帐篷', '学习驾驶各种交通工具', '种植花草和蔬菜', '参与木工或手工制作', '检修自行车', '在车间里实习', '使用测量工具绘制图纸'],
  },
  {
    type: 'I',
    typeName: '研究型',
    desc: '善于观察和思考，喜欢分析问题、探索事物的原理；好奇心强，独立钻研，偏好抽象和有挑战性的智力活动，重视知识和逻辑。',
    zhiye: '科研人员、医生、数据分析师、软件工程师、化学工程师、药剂师、大学教师',
    cankao: '数学与应用数学、物理学、化学、临床医学、计算机科学与技术、生物科学',
    statements: ['阅读科普书籍', '做物理或化学实验', '解数学难题', '研究天文现象', '分析一组数据的规律', '查资料弄清一个问题', '参加科技竞赛', '思考事物运行的原理', '编写程序解决问题', '写研究报告'],
  },
  {
    type: 'A',
    typeName: '艺术型',
    desc: '富有想象力和创造力，喜欢用文字、色彩、声音、形体表达自己的感受；重视个性和自由，不喜欢刻板的规则，对美有敏锐的感受。',
    zhiye: '设计师、作家、编辑、演员、音乐人、摄影师、动画师',
    cankao: '视觉传达设计、汉语言文学、音乐表演、动画、广告学、环境设计',
    statements: ['画画或设计海报', '写小说或诗歌', '演奏乐器', '参加戏剧表演', '拍摄和剪辑视频', '布置房间', '欣赏艺术展览', '创作歌曲', '设计服装', '为活动写宣传文案'],
  },
  {
    type: 'S',
    typeName: '社会型',
    desc: '乐于助人，善于沟通和倾听，喜欢和人打交道；关心他人的成长和福祉，愿意从事教育、照护、服务类工作，重视合作与责任。',
    zhiye: '教师、护士、社会工作者、心理咨询师、康复治疗师、人力资源专员、导游',
    cankao: '小学教育、护理学、社会工作、应用心理学、康复治疗学、人力资源管理',
    statements: ['帮同学讲解题目', '参加志愿服务', '照顾老人或小孩', '倾听朋友的烦恼', '组织班级活动', '当班干部服务同学', '参加社区公益', '做新生向导', '调解同学之间的矛盾', '教别人学习新技能'],
  },
  {
    type: 'E',
    typeName: '企业型',
    desc: '有领导欲和影响力，喜欢说服别人、组织和推动事情；精力充沛，敢于冒险和竞争，重视地位、成就和经济效益。',
    zhiye: '企业管理者、销售经理、律师、市场策划、创业者、公务员、项目经理',
    cankao: '工商管理、市场营销、法学、国际经济与贸易、行政管理、金融学',
    statements: ['竞选学生会干部', '策划一次义卖', '在辩论赛中发言', '说服别人接受自己的观点', '带领团队完成任务', '了解商业新闻', '参加创业比赛', '主持班会', '和陌生人谈合作', '制定目标并督促大家完成'],
  },
  {
    type: 'C',
    typeName: '常规型',
    desc: '细心有条理，喜欢按规则和流程把事情做得准确；重视秩序和稳定，擅长处理数据、文件和事务性工作，做事可靠、有耐心。',
    zhiye: '会计、审计师、银行柜员、行政文员、档案管理员、统计员、质量检验员',
    cankao: '会计学、财务管理、审计学、统计学、信息管理与信息系统、档案学',
    statements: ['整理书桌和文件', '记录每月的开支', '制作表格统计数据', '按计划完成作业', '核对账目', '给资料编号归档', '检查文章中的错别字', '遵守既定的流程', '做会议记录', '管理班级物品'],
  },
];

/** The six types' texts as the rows `HuoMember/lookHuolan` returns in `types`. */
export const HOLLAND_TYPES: readonly HollandTypeText[] = TYPES.map(({ type, typeName, desc, zhiye, cankao }) => ({ type, typeName, desc, zhiye, cankao }));

/**
 * The Holland question bank as the wire rows of `Evaluation.Huolan/index` (title, yes = the type a 是 counts for,
 * sort): ten statements per type, the six types interleaved (R I A S E C, R I A …).
 */
export const HOLLAND_QUESTIONS: ReadonlyArray<{ title: string; yes: HollandLetter; sort: number }> = Array.from({ length: 10 }, (_, round) =>
  TYPES.map((t) => ({ title: `我喜欢${t.statements[round] as string}`, yes: t.type })),
)
  .flat()
  .map((q, i) => ({ ...q, sort: i + 1 }));
