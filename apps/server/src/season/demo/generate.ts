import { groupsOfReform } from 'gaokao-domain';
import { Rng } from '../prng';
import { CENGCI, type BatchLineRow, type CollegeRow, type ContentRow, type MajorRow, type RankRow, type SeasonDataset, type UnitRow } from '../dataset';
import { BENKE, BENKE_ZHIYE, COLLEGE_KINDS, COUNTRIES, DISCIPLINES, GRADES, PROVINCES, REGION_PREFIXES, SURNAMES_OF_LOGOS, WORLD_NAME_PARTS, ZHUANKE, type CollegeKind } from './words';
import { demoContent } from './content';

/** Admission years with results in the demo, and the plan year the user fills in for. */
export const DEMO_HISTORY_YEARS = [2023, 2024, 2025] as const;
export const DEMO_PLAN_YEAR = 2026;
export const DEMO_SEED = 20260607;
export const DEMO_DEFAULT_PROVINCE = '河北';


function phi(x: number): number {
  // Abramowitz–Stegun 7.1.26, enough for a plausible examinee distribution.
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

interface Table {
  scores: number[];
  cums: number[];
  total: number;
}

/** A 一分一段 table from a normal examinee distribution, highest score first, with a little deterministic noise. */
function makeTable(rng: Rng, n: number, mean: number, sd: number): { rows: { score: number; count: number; cumulative: number }[]; table: Table } {
  const rows: { score: number; count: number; cumulative: number }[] = [];
  let carry = 0;
  let cum = 0;
  for (let s = 750; s >= 100; s--) {
    const share = phi((s + 1 - mean) / sd) - phi((s - mean) / sd);
    const exact = n * share * (1 + 0.04 * (rng.next() - 0.5)) + carry;
    const count = Math.floor(exact);
    carry = exact - count;
    if (count === 0 && cum === 0) continue;
    cum += count;
    rows.push({ score: s, count, cumulative: cum });
  }
  return { rows, table: { scores: rows.map((r) => r.score), cums: rows.map((r) => r.cumulative), total: cum } };
}

/** The score whose band holds this rank (the lowest admitted score of someone ranked `rank`). */
function scoreAtRank(t: Table, rank: number): number {
  let lo = 0;
  let hi = t.cums.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((t.cums[mid] as number) >= rank) hi = mid;
    else lo = mid + 1;
  }
  return t.scores[lo] as number;
}

function logo(name: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="46" fill="${color}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${name.slice(0, 1)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface CatalogMajor {
  row: MajorRow;
  category: string;
  pop: number;
}

function catalog(tree: Record<string, Record<string, string[]>>, cengci: string, prefix: string, rng: Rng): CatalogMajor[] {
  const out: CatalogMajor[] = [];
  let ci = 0;
  for (const [subject, classes] of Object.entries(tree)) {
    ci++;
    let ki = 0;
    for (const [cls, names] of Object.entries(classes)) {
      ki++;
      names.forEach((name, i) => {
        const code =
          prefix === ''
            ? `${String(ci).padStart(2, '0')}${String(ki).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`
            : prefix === '2'
              ? `2${ci}${String(ki).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`
              : `${prefix}${String(ci).padStart(2, '0')}${ki}${String(i + 1).padStart(2, '0')}`;
        const hot = /计算机|软件|人工智能|临床医学|口腔|电气|电子信息|金融|法学|数据|集成电路|自动化|通信/.test(name);
        out.push({
          category: subject,
          pop: hot ? 0.55 + rng.next() * 0.2 : 0.85 + rng.next() * 0.4,
          row: {
            cengci,
            major_code: code,
            major_name: name,
            subject,
            majors: cls,
            info: majorInfo(name, subject, cls, cengci, rng),
          },
        });
      });
    }
  }
  return out;
}

function majorInfo(name: string, subject: string, cls: string, cengci: string, rng: Rng): Record<string, unknown> {
  const years = cengci === CENGCI.zhuanke ? 3 : /医学|建筑学|口腔/.test(name) && !name.includes('技术') ? 5 : 4;
  const degree = cengci === CENGCI.zhuanke ? '' : `${subject.replace(/学$/, '')}学学士`;
  const male = rng.int(25, 80);
  return {
    xiuye_year: `${years}年`,
    xuewei: degree,
    yinxiang: `${name}属于${cls}，学习${name}的同学既要打牢基础理论，也要在实验、实训和项目中练好动手能力。`,
    major_info: `${name}专业培养掌握${cls}基本理论、基本知识和基本技能，能够在相关行业从事设计、研发、管理和服务工作的人才。\n本专业重视实践教学，设有课程实验、专业实习和毕业设计等环节。`,
    kecheng: `专业导论、${name}基础、${cls.replace(/类$/, '')}概论、专业英语、实践与创新`,
    xuejiezy: `${cls}中的相近专业`,
    sexScoe: `男${male}% 女${100 - male}%`,
    zhuanxian: `可报考${cls.replace(/类$/, '')}相关方向的研究生`,
    xuekejc: `${subject}`,
    xuanke: subject === '工学' || subject === '理学' || subject === '医学' ? '首选物理，再选化学' : '首选物理或历史均可',
    yijixueke: cls.replace(/类$/, ''),
    shuobo: `${name}相关学科设有硕士点和博士点的院校较多`,
    fangxiang: `企事业单位、科研院所、政府部门中与${name}相关的岗位`,
    jiuyefen: '主要集中在东部沿海和省会城市',
    jiuhangye: `${cls.replace(/类$/, '')}行业、教育、咨询服务`,
    gangwei: `${name}工程师、技术员、项目管理`,
    detail: `${name}（${cengci}）专业介绍与就业前景，内容仅供参考，以教育部公布的专业目录为准。`,
  };
}

const TYPE_CATEGORIES: Record<string, string[]> = {
  理工: ['工学', '理学', '装备制造大类', '电子与信息大类', '土木建筑大类', '交通运输大类', '能源动力与材料大类'],
  师范: ['教育学', '文学', '理学', '历史学', '教育与体育大类'],
  医药: ['医学', '医药卫生大类', '食品药品与粮食大类'],
  农林: ['农学', '农林牧渔大类', '资源环境与安全大类'],
  财经: ['经济学', '管理学', '财经商贸大类'],
  政法: ['法学', '公安与司法大类'],
  语言: ['文学', '教育与体育大类'],
  艺术: ['艺术学', '文化艺术大类', '新闻传播大类'],
  体育: ['教育学', '教育与体育大类'],
  民族: ['文学', '法学', '历史学'],
  综合: [],
  军事: ['工学', '理学'],
};

const PHYSICS_ONLY = new Set(['工学', '理学', '医学', '农学', '装备制造大类', '电子与信息大类', '能源动力与材料大类', '生物与化工大类']);

export interface DemoCollege {
  row: CollegeRow;
  q: number;
  kind: CollegeKind;
  offered: CatalogMajor[];
  code: string;
}

export interface DemoOptions {
  /** Number of colleges to compose (default 2580, plus the named extras). */
  colleges?: number;
  /** Exam provinces that get tables and units (default: all 31 mainland provinces). Tests use a smaller set. */
  provinces?: string[];
}

export function generateDemo(seed = DEMO_SEED, opts: DemoOptions = {}): SeasonDataset {
  const rng = new Rng(seed);
  const provinces = PROVINCES.map((p, i) => ({ name: p.name, initial: p.initial, sort_no: i + 1, reform: p.reform }));

  // Majors of the three levels.
  const benke = catalog(BENKE, CENGCI.benke, '', rng);
  const benkeZhiye = catalog(BENKE_ZHIYE, CENGCI.benkeZhiye, '2', rng);
  const zhuanke = catalog(ZHUANKE, CENGCI.zhuanke, '4', rng);
  const majors = [...benke, ...benkeZhiye, ...zhuanke].map((m) => m.row);

  // Colleges.
  const kindBag: CollegeKind[] = COLLEGE_KINDS.flatMap((k) => Array.from({ length: k.weight }, () => k));
  const names = new Set<string>();
  const colleges: DemoCollege[] = [];
  const mainland = PROVINCES.filter((p) => p.reform !== 'none');
  const provinceBag = mainland.flatMap((p) => Array.from({ length: Math.max(1, Math.round(p.weight * 10)) }, () => p));
  let attempts = 0;
  while (colleges.length < (opts.colleges ?? 2580) && attempts < 200000) {
    attempts++;
    const prov = rng.pick(provinceBag);
    const kind = rng.pick(kindBag);
    const city = rng.pick(prov.cities);
    const r = rng.next();
    const place = r < 0.55 ? city : r < 0.8 ? prov.name : rng.pick(REGION_PREFIXES);
    const name = `${place}${kind.suffix}`;
    if (names.has(name)) continue;
    names.add(name);
    colleges.push(makeCollege(rng, name, prov.name, city, kind, colleges.length));
  }
  // Independent colleges and cooperative ones, named after a parent.
  const parents = colleges.filter((c) => c.kind.level === '本科').slice(0, 60);
  for (const parent of parents) {
    const name = `${parent.row.collegeName}${rng.pick(['城市', '科技', '信息', '现代', '应用技术'])}学院`;
    if (names.has(name)) continue;
    names.add(name);
    const c = makeCollege(rng, name, parent.row.collegeProvince, parent.row.collegeCity, { suffix: '学院', type: parent.kind.type, level: '本科', weight: 0 }, colleges.length);
    c.row.collegeNature = '独立学院';
    colleges.push(c);
  }
  for (const [prov, city, nm] of [['香港', '香港', '香港湾区大学'], ['香港', '香港', '香港理工科技大学'], ['澳门', '澳门', '澳门濠江大学'], ['台湾', '台北', '台北海峡大学'], ['广东', '珠海', '珠海港澳联合学院'], ['浙江', '宁波', '宁波中外合作大学'], ['江苏', '苏州', '苏州国际联合大学']] as const) {
    names.add(nm);
    const c = makeCollege(rng, nm, prov, city, { suffix: '大学', type: '综合', level: '本科', weight: 0 }, colleges.length);
    c.row.collegeNature = prov === '浙江' || prov === '江苏' ? '中外合作办学' : '内地与港澳台地区合作办学';
    colleges.push(c);
  }
  for (const [prov, city, nm, type] of [['湖南', '长沙', '国防科技大学', '军事'], ['陕西', '西安', '空军工程大学', '军事'], ['山东', '烟台', '海军航空大学', '军事'], ['重庆', '重庆', '陆军军医大学', '医药'], ['河北', '石家庄', '陆军工程大学', '军事'], ['湖北', '武汉', '海军工程大学', '军事'], ['江苏', '南京', '陆军指挥学院', '军事'], ['吉林', '长春', '空军航空大学', '军事']] as const) {
    if (names.has(nm)) continue;
    names.add(nm);
    const c = makeCollege(rng, nm, prov, city, { suffix: '大学', type, level: '本科', weight: 0 }, colleges.length);
    c.row.collegeNature = '解放军院校';
    c.row.collegeAdmin = rng.pick(['中央军委', '陆军', '海军', '空军', '火箭军', '战略支援部队', '武警部队']);
    c.q = 0.8 + rng.next() * 0.15;
    colleges.push(c);
  }
  // Rank 本科 colleges by quality to hand out 985/211/双一流 and the rankings.
  const ben = colleges.filter((c) => c.row.collegeLevel === '本科').sort((a, b) => b.q - a.q);
  ben.forEach((c, i) => {
    const info = c.row.info;
    info.is985 = i < 39 && c.row.collegeNature === '公办' ? '是' : '否';
    info.is211 = i < 115 && c.row.collegeNature === '公办' ? '是' : '否';
    info.two_yiliu = i < 147 && c.row.collegeNature === '公办' ? '是' : '否';
    info.ruan_pai = i + 1;
    info.soft_ranking = Math.round((1000 - i * 0.6) * 10) / 10;
    info.xiaoyou_paiming = i + 1 + rng.int(-15, 15) > 0 ? i + 1 + rng.int(0, 15) : i + 1;
    info.shuoshiNum = i < 500 ? Math.max(0, Math.round(60 - i * 0.1 + rng.int(-8, 8))) : 0;
    info.boshiNum = i < 250 ? Math.max(0, Math.round(40 - i * 0.15 + rng.int(-5, 5))) : 0;
    info.isBao = i < 360 ? 1 : 0;
    info.yanjiuY = i < 56 ? '是' : '否';
    info.isGuo = i < 115 ? '是' : '否';
    if (info.isBao === 1) {
      const base = Math.max(0.02, 0.35 - i * 0.0009);
      info.one_baoyan_lv = round4(base * (0.9 + rng.next() * 0.2));
      info.two_baoyan_lv = round4(base * (0.9 + rng.next() * 0.2));
      info.three_baoyan_lv = round4(base * (0.9 + rng.next() * 0.2));
    }
    const gradeCount = i < 200 ? rng.int(3, 12) : i < 600 ? rng.int(0, 4) : 0;
    for (const g of GRADES) info[gradeKey(g)] = [];
    for (let k = 0; k < gradeCount; k++) {
      const gi = Math.min(8, Math.max(0, Math.floor((i / 600) * 6 + rng.int(0, 3))));
      (info[gradeKey(GRADES[gi] as string)] as string[]).push(rng.pick(DISCIPLINES));
    }
    info.tw0_jianshe = info.two_yiliu === '是' ? Array.from(new Set(Array.from({ length: rng.int(1, 5) }, () => rng.pick(DISCIPLINES)))) : [];
    info.tese_major = i < 700 ? c.offered.slice(0, rng.int(0, 3)).map((m) => m.row.major_name) : [];
  });

  const examProvinces = opts.provinces ? mainland.filter((p) => opts.provinces?.includes(p.name)) : mainland;
  // Examinee tables and batch lines for every mainland province, year and group.
  const ranks: RankRow[] = [];
  const lines: BatchLineRow[] = [];
  const tables = new Map<string, Table>();
  for (const p of examProvinces) {
    const groups = groupsOfReform(p.reform);
    for (const year of DEMO_HISTORY_YEARS) {
      const shift = rng.int(-18, 18);
      for (const g of groups) {
        const share = g === '历史类' || g === '文科' ? 0.63 : g === '综合' ? 1.6 : 1;
        const n = Math.round(384000 * p.weight * share * (1 + (year - 2024) * 0.03 + (rng.next() - 0.5) * 0.04));
        const mean = (g === '历史类' || g === '文科' ? 435 : 425) + shift;
        const { rows, table } = makeTable(rng, n, mean, 112);
        tables.set(`${p.name}|${year}|${g}`, table);
        for (const r of rows) ranks.push({ province: p.name, year, group_d: g, ...r });
        const ug = g === '历史类' || g === '文科' ? 0.4 : 0.46;
        lines.push({
          province: p.name,
          year,
          group_d: g,
          strong_basi: scoreAtRank(table, Math.round(table.total * 0.14)),
          undergraduate_line: scoreAtRank(table, Math.round(table.total * ug)),
          specialist_line: 200,
        });
      }
    }
  }

  // College-major units.
  const units: UnitRow[] = [];
  for (const p of examProvinces) {
    const groups = groupsOfReform(p.reform);
    const heavy = p.name === DEMO_DEFAULT_PROVINCE;
    for (const c of colleges) {
      const local = c.row.collegeProvince === p.name;
      const isBen = c.row.collegeLevel === '本科';
      let take: number;
      if (heavy) take = isBen ? (local ? c.offered.length : rng.int(6, 12)) : local ? c.offered.length : rng.int(9, 15);
      else if (local) take = rng.int(2, 5);
      else if (isBen && rng.chance(0.06)) take = rng.int(1, 2);
      else if (!isBen && rng.chance(0.015)) take = rng.int(1, 2);
      else take = 0;
      if (take === 0) continue;
      const chosen = c.offered.slice(0, Math.min(take, c.offered.length));
      const military = c.row.collegeNature === '解放军院校' || c.row.collegeType === '政法';
      const batch = military ? '本科提前批' : isBen ? '本科批' : '专科批';
      for (const m of chosen) {
        const physicsOnly = PHYSICS_ONLY.has(m.category);
        const unitGroups = groups.filter((g) => !(physicsOnly && (g === '历史类' || g === '文科')) && (g !== '历史类' || rng.chance(0.85)));
        for (const g of unitGroups) {
          const pc = isBen ? 0.0015 + Math.pow(1 - c.q, 1.7) * 0.5 : 0.46 + (1 - c.q) * 0.48;
          const pUnit = Math.max(isBen ? 0 : 0.47, Math.min(0.97, pc * m.pop * (local ? 0.9 : 1)));
          const planned = isBen ? rng.int(1, 10) + (local ? rng.int(0, 30) : 0) : rng.int(3, 40);
          const fee = feeOf(rng, c.row.collegeNature, isBen, m.category);
          const base: Omit<UnitRow, 'year' | 'planned_number' | 'max_score' | 'min_score' | 'avg_score' | 'min_rank' | 'admitted' | 'zhengji1' | 'zhengji2' | 'tuition_fee'> = {
            province: p.name,
            batch,
            group_d: g,
            code: c.code,
            group_code: '',
            specialty_code: String(c.offered.indexOf(m) + 1).padStart(2, '0'),
            collegeName: c.row.collegeName,
            specialty_title: m.row.major_name,
            the_second: theSecond(rng, g, m.category),
            major_remark: remarkOf(rng, c),
            schooling_length: Number.parseInt(String(m.row.info.xiuye_year), 10) || (isBen ? 4 : 3),
          };
          units.push({ ...base, year: DEMO_PLAN_YEAR, planned_number: planned, max_score: null, min_score: null, avg_score: null, min_rank: null, admitted: null, zhengji1: null, zhengji2: null, tuition_fee: rng.chance(0.02) ? -1 : fee });
          let present = rng.chance(0.93);
          for (let k = 0; k < DEMO_HISTORY_YEARS.length && present; k++) {
            const year = DEMO_HISTORY_YEARS[DEMO_HISTORY_YEARS.length - 1 - k] as number;
            const table = tables.get(`${p.name}|${year}|${g}`) as Table;
            const py = Math.min(0.985, pUnit * Math.exp(0.07 * rng.normal()));
            const minRank = Math.max(1, Math.round(py * table.total));
            const minScore = scoreAtRank(table, minRank);
            const plannedY = Math.max(1, planned + rng.int(-2, 2));
            const z1 = pUnit > 0.35 && rng.chance(0.18) ? rng.int(1, Math.max(1, Math.ceil(plannedY / 2))) : null;
            const z2 = z1 != null && rng.chance(0.35) ? rng.int(1, z1) : null;
            units.push({
              ...base,
              year,
              planned_number: plannedY,
              tuition_fee: fee,
              min_rank: minRank,
              min_score: minScore,
              max_score: Math.min(750, minScore + rng.int(3, 25)),
              avg_score: minScore + rng.int(1, 8),
              admitted: plannedY,
              zhengji1: z1,
              zhengji2: z2,
            });
            present = rng.chance(0.94);
          }
        }
      }
    }
  }

  const content: ContentRow[] = demoContent(rng, colleges.map((c) => c.row), PROVINCES.map((p) => p.name), COUNTRIES, WORLD_NAME_PARTS);
  return {
    dataset: 'demo',
    provinces,
    colleges: colleges.map((c) => c.row),
    majors,
    ranks,
    lines,
    units,
    content,
  };

  function makeCollege(r: Rng, name: string, province: string, city: string, kind: CollegeKind, index: number): DemoCollege {
    const isBen = kind.level === '本科';
    const nature = r.next() < (isBen ? 0.72 : 0.7) ? '公办' : r.next() < 0.93 ? '民办' : '中外合作办学';
    const pool = kind.suffix.includes('职业技术大学') ? benkeZhiye.concat(zhuanke.slice(0, 0)) : isBen ? benke : zhuanke;
    const prefer = TYPE_CATEGORIES[kind.type] ?? [];
    const count = isBen ? r.int(16, 48) : r.int(14, 36);
    const weighted = r.shuffle(pool.slice()).sort((a, b) => Number(prefer.includes(b.category)) - Number(prefer.includes(a.category)));
    // Keep a mix: preferred categories first, then a random tail.
    const offered = prefer.length > 0 ? weighted.slice(0, Math.round(count * 0.7)).concat(r.shuffle(weighted.slice(Math.round(count * 0.7))).slice(0, count - Math.round(count * 0.7))) : weighted.slice(0, count);
    const qBase = isBen ? Math.pow(r.next(), 1.4) : r.next();
    const q = nature === '公办' ? qBase : qBase * 0.55;
    const admin = nature === '公办' ? (isBen && q > 0.9 ? '教育部' : `${province}${isBen ? '省教育厅' : '省人民政府'}`.replace(/(北京|天津|上海|重庆)省/, '$1市')) : `${province}教育厅（民办）`;
    const code = String(1000 + index);
    const id = `41${String(10000000 + index * 7).slice(-8)}`;
    const color = SURNAMES_OF_LOGOS[index % SURNAMES_OF_LOGOS.length] as string;
    const founded = r.int(1898, 2015);
    return {
      q,
      kind,
      offered,
      code,
      row: {
        collegeName: name,
        college_code: id,
        collegeProvince: province,
        collegeCity: city,
        collegeLevel: isBen ? '本科' : '专科',
        collegeNature: nature,
        collegeType: kind.type,
        collegeAdmin: admin,
        info: {
          collage_logo: logo(name, color),
          jianxiao_time: `${founded}年`,
          college_info: `${name}坐落于${province}${city}，始建于${founded}年，是一所以${kind.type}为特色的${isBen ? '本科' : '高职专科'}院校。\n学校现有全日制在校生${r.int(6, 40)}千余人，设有${r.int(8, 30)}个二级学院，开设${offered.length}个招生专业。`,
          sex_score: `男${r.int(30, 70)}%`,
          zhandi: `${r.int(600, 5000)}亩`,
          shizi_li: `专任教师${r.int(300, 3000)}人，其中高级职称教师占${r.int(25, 60)}%。`,
          youshi: offered.slice(0, 3).map((m) => m.row.major_name).join('、'),
          shuo_bo: '',
          gw_url: `https://www.example.edu.cn/${code}`,
          zhaosheng_url: `https://zs.example.edu.cn/${code}`,
          phone: `0${r.int(100, 999)}-${r.int(6000000, 8999999)}`,
          email: `zsb${code}@example.edu.cn`,
          address_detail: `${province}${city}${r.pick(['学府路', '大学路', '科技路', '文化路', '建设路'])}${r.int(1, 999)}号`,
          vr: '',
          shi_vr: '',
          qiangji: '否',
          isGao: 0,
          zhaosheng: `${name}${DEMO_PLAN_YEAR}年招生章程`,
          silun: [],
        },
      },
    };
  }
}

function round4(x: number): number {
  return Math.round(x * 10000) / 10000;
}

export function gradeKey(g: string): string {
  return { 'A+': 'ajia_major', A: 'as_major', 'A-': 'a_jian_major', 'B+': 'b_jia_major', B: 'b_majors', 'B-': 'b_jian_major', 'C+': 'c_jia_major', C: 'c_major', 'C-': 'c_jian_major' }[g] as string;
}

function feeOf(rng: Rng, nature: string, isBen: boolean, category: string): number {
  if (nature === '民办' || nature === '独立学院') return rng.int(15, 38) * 1000;
  if (nature === '中外合作办学' || nature === '内地与港澳台地区合作办学') return rng.int(40, 99) * 1000;
  if (nature === '解放军院校') return 0;
  const art = category.includes('艺术') ? 4000 : 0;
  return (isBen ? rng.int(8, 13) * 500 : rng.int(7, 12) * 500) + art;
}

function theSecond(rng: Rng, group: string, category: string): string {
  if (group === '历史类') return rng.pick(['历', '历', '历', '历+政', '历+地/政', '不限']);
  if (group === '物理类') {
    if (category === '医学' || category === '医药卫生大类') return rng.pick(['物+化', '物+化+生', '物+化/生']);
    if (PHYSICS_ONLY.has(category)) return rng.pick(['物+化', '物+化', '物', '物+化/生']);
    return rng.pick(['物', '物', '不限']);
  }
  if (group === '综合') return rng.pick(['不限', '不限', '物理', '物理和化学', '化学或生物']);
  return '';
}

function remarkOf(rng: Rng, c: DemoCollege): string {
  if (c.row.collegeNature === '中外合作办学') return '(中外合作办学)';
  const r = rng.next();
  if (r < 0.03) return '(国家专项)';
  if (r < 0.045) return '(预科)';
  if (r < 0.055) return '(少数民族班)';
  if (r < 0.06) return '(八协)';
  if (c.row.collegeType === '师范' && r < 0.3) return '(师范类)';
  return '';
}
