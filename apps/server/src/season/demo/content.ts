import type { Rng } from '../prng';
import type { CollegeRow, ContentRow } from '../dataset';

const MBTI_DIMENSIONS: [string, string, string, string][] = [
  ['E', 'I', '在聚会上，你通常会', '主动和很多人交谈'],
  ['S', 'N', '做事时你更相信', '具体的经验和事实'],
  ['T', 'F', '做决定时你更看重', '客观的道理和标准'],
  ['J', 'P', '安排假期时你喜欢', '提前列好详细计划'],
];
const MBTI_ALT: Record<string, string> = {
  I: '和熟悉的一两个人聊天',
  N: '灵感和未来的可能性',
  F: '人的感受和彼此的关系',
  P: '到时候看情况再决定',
};
const MBTI_SCENES = ['在学校里', '在小组作业中', '在周末', '面对新环境时', '和朋友相处时', '准备考试时', '参加社团活动时'];

const MBTI_TITLES: Record<string, string> = {
  ISTJ: '检查者', ISFJ: '守护者', INFJ: '咨询师', INTJ: '策划者', ISTP: '手艺人', ISFP: '艺术家', INFP: '调停者', INTP: '思考者',
  ESTP: '实践者', ESFP: '表演者', ENFP: '激励者', ENTP: '辩论家', ESTJ: '管理者', ESFJ: '供给者', ENFJ: '教导者', ENTJ: '指挥官',
};

const HOLLAND: Record<string, { name: string; desc: string; zhiye: string; cankao: string; q: string[] }> = {
  R: { name: '现实型', desc: '喜欢动手操作，愿意和工具、机器、材料打交道。', zhiye: '机械工程师、电工、驾驶员、建筑施工员', cankao: '机械设计制造及其自动化、土木工程、车辆工程', q: ['修理家里坏掉的小电器', '组装模型或家具', '操作机床或实验设备', '户外野营搭帐篷', '学习驾驶各种交通工具', '种植花草和蔬菜', '参与木工或手工制作', '检修自行车', '在车间里实习', '使用测量工具绘制图纸'] },
  I: { name: '研究型', desc: '善于观察和思考，喜欢分析问题、探索原理。', zhiye: '科研人员、医生、数据分析师、工程师', cankao: '数学与应用数学、物理学、临床医学、计算机科学与技术', q: ['阅读科普书籍', '做物理或化学实验', '解数学难题', '研究天文现象', '分析一组数据的规律', '查资料弄清一个问题', '参加科技竞赛', '思考事物运行的原理', '编写程序解决问题', '写研究报告'] },
  A: { name: '艺术型', desc: '富有想象力，喜欢用作品表达自己的感受。', zhiye: '设计师、作家、演员、音乐人', cankao: '视觉传达设计、汉语言文学、音乐表演、动画', q: ['画画或设计海报', '写小说或诗歌', '演奏乐器', '参加戏剧表演', '拍摄和剪辑视频', '布置房间', '欣赏艺术展览', '创作歌曲', '设计服装', '为活动写宣传文案'] },
  S: { name: '社会型', desc: '乐于助人，善于沟通，喜欢和人打交道。', zhiye: '教师、护士、社会工作者、心理咨询师', cankao: '小学教育、护理学、社会工作、应用心理学', q: ['帮同学讲解题目', '参加志愿服务', '照顾老人或小孩', '倾听朋友的烦恼', '组织班级活动', '当班干部服务同学', '参加社区公益', '做新生向导', '调解同学之间的矛盾', '教别人学习新技能'] },
  E: { name: '企业型', desc: '有领导欲和影响力，喜欢说服别人、推动事情。', zhiye: '企业管理者、销售经理、律师、创业者', cankao: '工商管理、市场营销、法学、国际经济与贸易', q: ['竞选学生会干部', '策划一次义卖', '在辩论赛中发言', '说服别人接受自己的观点', '带领团队完成任务', '了解商业新闻', '参加创业比赛', '主持班会', '和陌生人谈合作', '制定目标并督促大家完成'] },
  C: { name: '常规型', desc: '细心有条理，喜欢按规则把事情做得准确。', zhiye: '会计、审计、行政文员、档案管理员', cankao: '会计学、财务管理、审计学、信息管理与信息系统', q: ['整理书桌和文件', '记录每月的开支', '制作表格统计数据', '按计划完成作业', '核对账目', '给资料编号归档', '检查文章中的错别字', '遵守既定的流程', '做会议记录', '管理班级物品'] },
};

export function demoContent(rng: Rng, colleges: CollegeRow[], provinces: string[], countries: string[], parts: { a: string[]; b: string[] }): ContentRow[] {
  const out: ContentRow[] = [];
  // World top 1000: ranks spread over 62 countries, more for the big ones.
  const used = new Set<string>();
  const countrySort = new Map<string, number>();
  for (let i = 1; i <= 1000; i++) {
    const country = i <= countries.length ? (countries[i - 1] as string) : (countries[Math.floor(Math.pow(rng.next(), 2.2) * countries.length)] as string);
    let name: string;
    let tries = 0;
    do name = `${country}${rng.pick(parts.a)}${tries++ > 4 ? rng.pick(parts.a) : ''}${rng.pick(parts.b)}`;
    while (used.has(name) && tries < 50);
    if (used.has(name)) name = `${name}（${i}）`;
    used.add(name);
    const cs = (countrySort.get(country) ?? 0) + 1;
    countrySort.set(country, cs);
    out.push({ kind: 'world', key: String(i), sort_no: i, body: { collegeName: name, country, sort_id: i, country_sort: cs } });
  }
  // Military schools: four types, seven affiliations.
  const militaryTypes = ['军队院校', '公安院校', '司法院校', '消防救援院校'];
  // The type is read from the nature and the name (公安/警察, 司法, 消防), never drawn.
  const militaryType = (c: CollegeRow): string | null =>
    c.collegeNature === '解放军院校' ? militaryTypes[0] as string : /公安|警察|警官/.test(c.collegeName) ? '公安院校' : /司法/.test(c.collegeName) ? '司法院校' : /消防/.test(c.collegeName) ? '消防救援院校' : null;
  colleges
    .filter((c) => militaryType(c) !== null)
    .forEach((c, i) => {
      out.push({ kind: 'military', key: c.collegeName, sort_no: i + 1, body: { collegeName: c.collegeName, collegeAdmin: c.collegeAdmin, type: militaryType(c), collegeProvince: c.collegeProvince } });
    });
  // Filling and admission timetable per province.
  provinces.forEach((p, i) => {
    const contents = [
      ['6月25日', `${p}公布高考成绩和各批次录取控制分数线`],
      ['6月27日—7月2日', '本科提前批、本科批志愿填报'],
      ['7月8日—7月25日', '本科提前批、本科批录取'],
      ['7月27日—7月29日', '本科批征集志愿填报'],
      ['7月30日—8月2日', '专科批志愿填报'],
      ['8月5日—8月15日', '专科批录取及征集志愿'],
    ];
    out.push({ kind: 'timetable', key: p, sort_no: i + 1, body: { province: p, list: contents.map(([time, c]) => ({ time, contents: c })) } });
  });
  // MBTI question bank: 40 questions, ten per dimension.
  let sort = 0;
  for (let round = 0; round < 10; round++) {
    for (const [a, b, stem, textA] of MBTI_DIMENSIONS) {
      sort++;
      const scene = MBTI_SCENES[(round + sort) % MBTI_SCENES.length] as string;
      out.push({ kind: 'mbti_question', key: String(sort), sort_no: sort, body: { title: `${scene}，${stem}：`, A: textA, B: MBTI_ALT[b] as string, select_a: a, select_b: b, sort } });
    }
  }
  for (const [iden, title] of Object.entries(MBTI_TITLES)) {
    const e = iden.includes('E') ? '从与人交流中获得能量' : '从独处和思考中恢复精力';
    const s = iden.includes('S') ? '关注眼前的事实和细节' : '关注整体和未来的可能';
    const t = iden.includes('T') ? '依据逻辑做判断' : '重视价值和他人感受';
    const j = iden.includes('J') ? '喜欢有计划、有秩序的生活' : '喜欢灵活、随机应变';
    out.push({
      kind: 'mbti_result',
      key: iden,
      sort_no: 0,
      body: {
        iden,
        TITLE: `${iden}（${title}）`,
        gexing: `你${e}，${s}，${t}，${j}。`,
        mangdian: '容易忽视与自己风格不同的意见，做重要决定前多听一听不同的声音。',
        gongneng: `${title}型的人在团队中常常承担${iden.includes('J') ? '组织和推进' : '探索和协调'}的角色。`,
        youxiao: '在目标明确、能够发挥所长的环境中最有效率。',
        jiejue: '遇到问题时先弄清事实，再结合自己的判断给出方案。',
        youshi: iden.includes('T') ? '理性、果断、善于分析' : '真诚、体贴、善于合作',
        lueshi: iden.includes('T') ? '有时显得过于直接' : '有时难以拒绝别人',
        tezhi: `${e}；${s}。`,
        zhiyetype: iden.includes('N') ? '研究、设计、咨询类' : '技术、管理、服务类',
        gongxian: '为团队带来稳定的执行力或新的思路。',
        lingdao: iden.includes('E') ? '以身作则、善于鼓舞他人' : '以专业能力和可靠赢得信任',
        qianzai: '在压力很大时可能情绪波动，需要适当休息和倾诉。',
        shihe: iden.includes('S') ? '工程技术、医学、会计、教育' : '科研、文学、设计、心理学',
        fazhan: '多尝试与自己类型互补的活动，让能力更全面。',
      },
    });
  }
  // Holland question bank: 60 statements, ten per type, answered 是/否.
  sort = 0;
  for (let round = 0; round < 10; round++) {
    for (const [type, t] of Object.entries(HOLLAND)) {
      sort++;
      out.push({ kind: 'holland_question', key: String(sort), sort_no: sort, body: { title: `我喜欢${t.q[round]}`, yes: type, sort } });
    }
  }
  for (const [type, t] of Object.entries(HOLLAND)) {
    out.push({ kind: 'holland_result', key: type, sort_no: 0, body: { type, typeName: t.name, desc: t.desc, zhiye: t.zhiye, cankao: t.cankao } });
  }
  out.push({
    kind: 'about',
    key: 'about',
    sort_no: 0,
    body: {
      content:
        '<h2>关于我们</h2><p>高考志愿填报助手是一个开源的志愿填报工具，帮助考生和家长根据预估分数和位次，了解院校和专业的历年录取情况，制订冲、稳、保合理搭配的志愿方案。</p><p>本站展示的演示数据由程序生成，仅用于体验功能；正式填报请以各省教育考试院公布的数据为准。</p>',
    },
  });
  return out;
}
