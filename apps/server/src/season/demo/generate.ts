import { CENGCI, fullMarkOf, groupsOfReform } from 'gaokao-domain';
import { Rng } from '../prng';
import { type BatchLineRow, type CollegeRow, type ContentRow, type MajorRow, type RankRow, type SeasonDataset, type UnitRow } from '../dataset';
import { collegeTypeOfName, shortProvince } from 'gaokao-domain';
import { BENKE_ZHIYE, COUNTRIES, DISCIPLINES, GRADES, PROVINCES, SURNAMES_OF_LOGOS, WORLD_NAME_PARTS, ZHUANKE } from './words';
import { loadShipped } from '../real/shipped';
import { listsOf, rankIn985 } from '../real/lists';
import { demoContent } from './content';

/** Admission years with results in the demo, and the plan year the user fills in for. */
export const DEMO_HISTORY_YEARS = [2022, 2023, 2024] as const;
export const DEMO_PLAN_YEAR = 2025;
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
function makeTable(rng: Rng, n: number, mean: number, sd: number): { score: number; count: number; cumulative: number }[] {
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
  return rows;
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
  /** 门类 (or 专业大类) */
  category: string;
  /** 专业类 */
  cls: string;
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
        out.push({
          category: subject,
          cls,
          pop: popOf(name, rng),
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

/** 专科 and 职业本科 preferences per college type (the vocational catalogues are the demo's own word lists). */
const TYPE_CATEGORIES: Record<string, string[]> = {
  理工: ['装备制造大类', '电子与信息大类', '土木建筑大类', '交通运输大类', '能源动力与材料大类', '生物与化工大类'],
  师范: ['教育与体育大类', '文化艺术大类'],
  医药: ['医药卫生大类', '食品药品与粮食大类'],
  农林: ['农林牧渔大类', '资源环境与安全大类', '食品药品与粮食大类'],
  财经: ['财经商贸大类', '旅游大类'],
  政法: ['公安与司法大类', '公共管理与服务大类'],
  语言: ['教育与体育大类', '旅游大类'],
  艺术: ['文化艺术大类', '新闻传播大类'],
  体育: ['教育与体育大类'],
  民族: ['教育与体育大类', '文化艺术大类', '财经商贸大类'],
  综合: [],
  军事: ['装备制造大类', '电子与信息大类'],
};

/** 本科 门类 a college of each type offers (the real catalogue); 综合 offers every one. */
const TYPE_SUBJECTS: Record<string, string[] | null> = {
  综合: null,
  理工: ['工学', '理学', '管理学', '经济学', '文学', '艺术学', '交叉学科'],
  师范: ['教育学', '文学', '理学', '历史学', '哲学', '法学', '艺术学', '管理学'],
  医药: ['医学', '理学', '管理学'],
  农林: ['农学', '工学', '理学', '管理学', '经济学'],
  财经: ['经济学', '管理学', '法学', '文学', '理学'],
  政法: ['法学', '管理学', '文学', '经济学'],
  语言: ['文学', '经济学', '管理学', '法学', '教育学'],
  艺术: ['艺术学', '文学', '交叉学科'],
  体育: ['教育学', '管理学', '医学'],
  民族: ['文学', '法学', '历史学', '经济学', '管理学', '理学', '艺术学', '教育学'],
  军事: ['工学', '理学', '医学'],
};

/**
 * 专业类 that only colleges of a certain kind offer, with the words of the college's name that admit them (a
 * comprehensive university does not offer 航海技术 or 公安学; a 医学 class needs a medical college or a strong
 * comprehensive one).
 */
const GATED: [RegExp, RegExp][] = [
  [/^(公安学类|公安技术类)$/, /公安|警/],
  [/^(海洋科学类|海洋工程类|水产类)$/, /海洋|海事|水产|河海|船/],
  [/^航空航天类$/, /航空|航天|飞行|工业|理工/],
  [/^兵器类$/, /兵器|理工|工业|航天|国防/],
  [/^核工程类$/, /核|理工|工程大学|南华/],
  [/^矿业类$/, /矿|石油|地质|能源|煤|冶金/],
  [/^(地质类|地质学类|地球物理学类)$/, /地质|石油|矿|地球/],
  [/^大气科学类$/, /气象|信息工程|大气/],
  [/^天文学类$/, /^(北京大学|南京大学|中国科学技术大学|北京师范大学|中山大学|厦门大学|云南大学|广州大学)$/],
  [/^(中医学类|中药学类|中西医结合类)$/, /中医|医药|药科/],
  [/^(林学类|林业工程类)$/, /林|农/],
  [/^(动物医学类|动物生产类|草学类)$/, /农|牧|畜/],
  [/^纺织类$/, /纺织|服装|东华|工程/],
  [/^民族学类$/, /民族/],
  [/^法医学类$/, /医科|医学/],
];
/** Majors that need a college of a certain kind whatever their class (maritime, aviation, police, pre-school). */
const GATED_MAJORS: [RegExp, RegExp][] = [
  [/警察|侦查|警务|监狱|禁毒|消防/, /公安|警|司法|消防/],
  [/学前教育|小学教育|特殊教育|学前/, /师范|幼儿|教育/],
  [/航海|轮机|船舶电子|海事/, /海事|海洋|航海|船|水运|交通大学/],
  [/飞行技术|空中乘务|民航|航空/, /航空|民航|飞行|交通/],
];
const MEDICAL_COLLEGE = /医|药|卫生|健康|护理/;

const PHYSICS_ONLY = new Set(['工学', '理学', '医学', '农学', '装备制造大类', '电子与信息大类', '能源动力与材料大类', '生物与化工大类']);

/** The real colleges, majors and 一分一段 tables the demo is generated over. */
export interface DemoBase {
  colleges: CollegeRow[];
  majors: MajorRow[];
  ranks: RankRow[];
}

export interface DemoCollege {
  row: CollegeRow;
  /** Quality in [0, 1): the percentile of its lines follows it (see pUnitOf). */
  q: number;
  tier: Tier;
  offered: CatalogMajor[];
  code: string;
  /** The type the generator reads from the name to pick plausible majors: a guess, never stored or shown as a fact. */
  guessedType: string;
}

/** Tiers by the public lists and the Ministry list's level and nature, best first. */
export const TIERS = ['985', '211', '双一流', '军队院校', '公办本科', '中外合作', '民办本科', '职业本科', '公办专科', '民办专科'] as const;
export type Tier = (typeof TIERS)[number];

export interface DemoOptions {
  /** Exam provinces that get demo tables and units (default: all 31 mainland provinces). */
  provinces?: string[];
  /** Provinces whose admissions are real: no demo units there. */
  realUnitProvinces?: ReadonlySet<string>;
  /** The real colleges, majors and tables (default: the committed default data set). */
  base?: DemoBase;
}

/**
 * The demo set, generated over the real institutions and major catalogue: every college is a real one with its real
 * province, city, level and nature, tagged 985/211/双一流 only from the public lists; what is generated (marked 演示数据
 * wherever it shows) is the admissions of provinces without real results, the 一分一段 tables of years the sources
 * lack, and descriptive college and major details.
 */
export function generateDemo(seed = DEMO_SEED, opts: DemoOptions = {}): SeasonDataset {
  const rng = new Rng(seed);
  const base = opts.base ?? loadShipped();
  const provinces = PROVINCES.map((p, i) => ({ name: p.name, initial: p.initial, sort_no: i + 1, reform: p.reform }));

  // Majors: the real undergraduate catalogue, plus the demo's own vocational lists (the catalogue has none).
  const benke: CatalogMajor[] = base.majors
    .filter((m) => m.cengci === CENGCI.benke)
    .map((m) => ({ category: m.subject, cls: m.majors, pop: popOf(m.major_name, rng), row: { ...m, info: { ...majorInfo(m.major_name, m.subject, m.majors, m.cengci, rng), ...m.info } } }));
  const benkeZhiye = catalog(BENKE_ZHIYE, CENGCI.benkeZhiye, '2', rng);
  const zhuanke = catalog(ZHUANKE, CENGCI.zhuanke, '4', rng);
  const majors = [...benke, ...benkeZhiye, ...zhuanke].map((m) => m.row);

  const fitCache = new Map<string, CatalogMajor[]>();
  // Colleges: the real list, each with its tier and a quality inside the tier's range.
  const colleges: DemoCollege[] = base.colleges.map((row, index) => makeCollege(rng, row, index));
  const ben = colleges.filter((c) => c.row.collegeLevel === '本科').sort((a, b) => b.q - a.q);
  ben.forEach((c, i) => {
    const info = c.row.info;
    info.ruan_pai = i + 1;
    info.soft_ranking = Math.round((1000 - i * 0.6) * 10) / 10;
    info.xiaoyou_paiming = i + 1 + rng.int(0, 15);
    // 硕士点/博士点 counts are not generated: no source holds them, and an invented count (or 0 for 北京大学) reads as a
    // fact. They stay null and show as missing. The same draws are still made so the rest of the set is unchanged.
    rng.int(-8, 8);
    rng.int(-5, 5);
    if (info.isBao === 1) {
      const b = Math.max(0.03, 0.5 - i * 0.003);
      info.one_baoyan_lv = round4(b * (0.9 + rng.next() * 0.2));
      info.two_baoyan_lv = round4(b * (0.9 + rng.next() * 0.2));
      info.three_baoyan_lv = round4(b * (0.9 + rng.next() * 0.2));
    }
    // 学科评估 (演示数据): a subject has one grade at a college, so a subject drawn again is left out (the draws are
    // still made, so the rest of the set is unchanged); no list names a subject twice.
    const gradeCount = i < 200 ? rng.int(3, 12) : i < 600 ? rng.int(0, 4) : 0;
    const graded = new Set<string>();
    for (let k = 0; k < gradeCount; k++) {
      const gi = Math.min(8, Math.max(0, Math.floor((i / 600) * 6 + rng.int(0, 3))));
      const subject = rng.pick(DISCIPLINES);
      if (graded.has(subject)) continue;
      graded.add(subject);
      (info[gradeKey(GRADES[gi] as string)] as string[]).push(subject);
    }
    info.tw0_jianshe = info.two_yiliu === '是' ? Array.from(new Set(Array.from({ length: rng.int(1, 5) }, () => rng.pick(DISCIPLINES)))) : [];
    info.tese_major = i < 700 ? c.offered.slice(0, rng.int(0, 3)).map((m) => m.row.major_name) : [];
  });

  const mainland = PROVINCES.filter((p) => p.reform !== 'none');
  const examProvinces = opts.provinces ? mainland.filter((p) => opts.provinces?.includes(p.name)) : mainland;
  // 一分一段 tables: the real table where the sources have one, else one derived from the province's nearest real
  // year, else one drawn from a normal distribution of the province's size.
  const realTables = new Map<string, { score: number; count: number; cumulative: number }[]>();
  for (const r of base.ranks) {
    const k = `${r.province}|${r.year}|${r.group_d}`;
    let t = realTables.get(k);
    if (!t) realTables.set(k, (t = []));
    t.push({ score: r.score, count: r.count, cumulative: r.cumulative });
  }
  for (const t of realTables.values()) t.sort((a, b) => b.score - a.score);
  const ranks: RankRow[] = [];
  const lines: BatchLineRow[] = [];
  const tables = new Map<string, Table>();
  for (const p of examProvinces) {
    const groups = groupsOfReform(p.reform);
    for (const year of DEMO_HISTORY_YEARS) {
      const shift = rng.int(-15, 15);
      for (const g of groups) {
        const key = `${p.name}|${year}|${g}`;
        let rows = realTables.get(key);
        if (!rows) {
          const near = [...DEMO_HISTORY_YEARS, 2021, 2025].map((y) => realTables.get(`${p.name}|${y}|${g}`)).find((t) => t !== undefined);
          if (near) rows = shiftTable(near, shift, 1 + (rng.next() - 0.5) * 0.06, fullMarkOf(p.name));
          else {
            const share = g === '历史类' || g === '文科' ? 0.63 : g === '综合' ? 1.6 : 1;
            const n = Math.round(384000 * p.weight * share * (1 + (year - 2024) * 0.03 + (rng.next() - 0.5) * 0.04));
            const mean = (g === '历史类' || g === '文科' ? 435 : 425) + shift;
            rows = makeTable(rng, n, mean, 112);
          }
        }
        // Real tables are emitted too, so the set stands alone; defaultDataset keeps one copy of each.
        for (const r of rows) ranks.push({ province: p.name, year, group_d: g, ...r });
        const table: Table = { scores: rows.map((r) => r.score), cums: rows.map((r) => r.cumulative), total: (rows[rows.length - 1] as { cumulative: number }).cumulative };
        tables.set(key, table);
        const ug = g === '历史类' || g === '文科' ? 0.4 : 0.46;
        lines.push({
          province: p.name,
          year,
          group_d: g,
          strong_basi: scoreAtRank(table, Math.round(table.total * 0.14)),
          undergraduate_line: scoreAtRank(table, Math.round(table.total * ug)),
          specialist_line: Math.min(200, table.scores[table.scores.length - 1] as number),
        });
      }
    }
  }

  // College-major units, in provinces without real admissions.
  const units: UnitRow[] = [];
  for (const p of examProvinces) {
    if (opts.realUnitProvinces?.has(p.name)) continue;
    const groups = groupsOfReform(p.reform);
    const heavy = p.name === DEMO_DEFAULT_PROVINCE;
    for (const c of colleges) {
      if (c.offered.length === 0) continue;
      const local = shortProvince(c.row.collegeProvince) === p.name;
      const isBen = c.row.collegeLevel === '本科';
      const national = c.tier === '985' || c.tier === '211' || c.tier === '军队院校';
      let take: number;
      if (heavy) take = isBen ? (local ? c.offered.length : national ? rng.int(8, 14) : rng.int(5, 10)) : local ? c.offered.length : rng.int(7, 12);
      else if (local) take = rng.int(2, 5);
      else if (national) take = rng.int(1, 2);
      else if (isBen && rng.chance(0.03)) take = rng.int(1, 2);
      else if (!isBen && rng.chance(0.012)) take = rng.int(1, 2);
      else take = 0;
      if (take === 0) continue;
      // Some colleges enrol in this province for the first time (tab 3, 首次招生): no history rows at all.
      const firstTime = rng.chance(heavy ? 0.03 : 0.05);
      const chosen = c.offered.slice(0, Math.min(take, c.offered.length));
      const early = c.tier === '军队院校' || c.guessedType === '政法' && /公安|警/.test(c.row.collegeName);
      const batch = early ? '本科提前批' : isBen ? '本科批' : '专科批';
      for (const m of chosen) {
        const physicsOnly = PHYSICS_ONLY.has(m.category);
        const unitGroups = groups.filter((g) => !(physicsOnly && (g === '历史类' || g === '文科')) && (g !== '历史类' || rng.chance(0.85)));
        for (const g of unitGroups) {
          const pUnit = pUnitOf(c, m.pop, local);
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
          // A major new to this college's plan here has no history either (新增专业).
          let present = !firstTime && rng.chance(0.94);
          for (let k = 0; k < DEMO_HISTORY_YEARS.length && present; k++) {
            const year = DEMO_HISTORY_YEARS[DEMO_HISTORY_YEARS.length - 1 - k] as number;
            const table = tables.get(`${p.name}|${year}|${g}`) as Table;
            const py = Math.min(0.985, pUnit * Math.exp(0.07 * rng.normal()));
            const minRank = Math.max(1, Math.round(py * table.total));
            const minScore = scoreAtRank(table, minRank);
            const plannedY = Math.max(1, planned + rng.int(-2, 2));
            const { max, avg } = spreadOf(rng, table, minRank, minScore, plannedY);
            const z1 = pUnit > 0.35 && rng.chance(0.18) ? rng.int(1, Math.max(1, Math.ceil(plannedY / 2))) : null;
            const z2 = z1 != null && rng.chance(0.35) ? rng.int(1, z1) : null;
            units.push({
              ...base,
              year,
              planned_number: plannedY,
              tuition_fee: fee,
              min_rank: minRank,
              min_score: minScore,
              max_score: max,
              avg_score: avg,
              admitted: plannedY,
              zhengji1: z1,
              zhengji2: z2,
            });
            present = rng.chance(0.95);
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

  // The catalogue majors a college may offer depend on its type, its tier and which gates its name opens: computed
  // once per distinct combination instead of once per college.
  function fittingMajors(name: string, type: string, q: number): CatalogMajor[] {
    const gates = [...GATED, ...GATED_MAJORS].map(([, words]) => (words.test(name) ? '1' : '0')).join('');
    const key = `${type}|${q >= 0.86}|${MEDICAL_COLLEGE.test(name)}|${gates}`;
    let list = fitCache.get(key);
    if (!list) fitCache.set(key, (list = benke.filter((m) => fits(m, name, type, q))));
    return list;
  }

  function makeCollege(r: Rng, real: CollegeRow, index: number): DemoCollege {
    const name = real.collegeName;
    const lists = listsOf(name);
    const isBen = real.collegeLevel === '本科';
    const type = real.collegeType || collegeTypeOfName(name);
    const vocationalBen = isBen && /职业技术大学|职业大学/.test(name);
    const military = real.collegeNature === '解放军院校';
    const tier: Tier = lists.has('985')
      ? '985'
      : lists.has('211')
        ? '211'
        : lists.has('双一流')
          ? '双一流'
          : military
            ? '军队院校'
            : vocationalBen
              ? '职业本科'
              : isBen
                ? real.collegeNature === '公办' ? '公办本科' : real.collegeNature === '中外合作办学' ? '中外合作' : '民办本科'
                : real.collegeNature === '公办' ? '公办专科' : '民办专科';
    const q = qualityOf(r, tier, name);
    const pool = vocationalBen ? benkeZhiye : isBen ? fittingMajors(name, type, q) : zhuanke;
    const prefer = isBen && !vocationalBen ? [] : TYPE_CATEGORIES[type] ?? [];
    const count = Math.min(pool.length, isBen ? (tier === '985' || tier === '211' ? r.int(40, 70) : r.int(16, 48)) : r.int(14, 36));
    const weighted = r.shuffle(pool.slice()).sort((a, b) => Number(prefer.includes(b.category)) - Number(prefer.includes(a.category)));
    const cut = Math.round(count * 0.7);
    const offered = prefer.length > 0 ? weighted.slice(0, cut).concat(r.shuffle(weighted.slice(cut)).slice(0, count - cut)) : weighted.slice(0, count);
    const province = shortProvince(real.collegeProvince);
    const city = real.collegeCity;
    const code = real.college_code ?? String(1000 + index);
    const color = SURNAMES_OF_LOGOS[index % SURNAMES_OF_LOGOS.length] as string;
    // Drawn and unused (the founding year is not invented any more): keeps the generator's sequence, so every other
    // demo value stays as it was.
    r.int(1898, 2015);
    r.int(30, 70);
    r.int(600, 5000);
    r.int(300, 3000);
    const onList = real.collegeNature !== '解放军院校';
    const nature = onList && /^(公办|民办|中外合作办学)$/.test(real.collegeNature) ? real.collegeNature : '';
    const info: Record<string, unknown> = {
      // Tags come from the public lists only. 保研 (推免) is set for the 双一流 universities, all of which hold 推免
      // qualification; no list of the others is kept, so they are not tagged. 国重 and 研究生院 have no list here.
      is985: lists.has('985') ? '是' : '否',
      is211: lists.has('211') ? '是' : '否',
      two_yiliu: lists.has('双一流') ? '是' : '否',
      isBao: lists.has('双一流') ? 1 : 0,
      isGuo: '否',
      yanjiuY: '否',
      ruan_pai: null,
      soft_ranking: null,
      // Facts no source here holds (硕士点/博士点, founding year, sex ratio, campus area, staff) are missing, not
      // invented: null or empty, shown as — or 暂无数据. The introduction says only what the Ministry's list says.
      shuoshiNum: null,
      boshiNum: null,
      collage_logo: logo(name, color),
      jianxiao_time: '',
      college_info: `${name}位于${province}${city && city !== real.collegeProvince ? city : ''}，是一所${nature}${isBen ? '本科' : '高职专科'}院校${real.collegeAdmin ? `，主管部门为${real.collegeAdmin}` : ''}${onList ? '（据教育部全国普通高等学校名单）' : ''}。\n办学历史、规模、师资等介绍暂无数据。`,
      sex_score: '',
      zhandi: '',
      shizi_li: '',
      youshi: '',
      shuo_bo: '',
      gw_url: '',
      zhaosheng_url: '',
      phone: '',
      email: '',
      address_detail: `${province}${city && city !== real.collegeProvince ? city : ''}`,
      vr: '',
      shi_vr: '',
      qiangji: '否',
      isGao: 0,
      zhaosheng: `${name}${DEMO_PLAN_YEAR}年招生章程`,
      silun: [],
      ...Object.fromEntries(GRADES.map((g) => [gradeKey(g), [] as string[]])),
    };
    // Province as the screens and filters name it (北京, 河北, 内蒙古), as the demo always did; an import keeps the list's 北京市.
    // The type stored and shown is a published one only (the source's `collegeType`; the Ministry's list has none): a
    // type guessed from the name (吉林大学 → 农林) stays inside the generator.
    return { q, tier, offered, code, guessedType: type, row: { ...real, collegeProvince: province, collegeType: real.collegeType, info: { ...info, ...real.info } } };
  }
}

/** Whether a catalogue major fits a 本科 college: its 门类 for the type, and gated classes for the name. */
function fits(m: CatalogMajor, name: string, type: string, q: number): boolean {
  const subjects = TYPE_SUBJECTS[type] ?? null;
  if (subjects && !subjects.includes(m.category)) return false;
  for (const [cls, words] of GATED) if (cls.test(m.cls) && !words.test(name)) return false;
  for (const [major, words] of GATED_MAJORS) if (major.test(m.row.major_name) && !words.test(name)) return false;
  // Medicine: medical colleges, and comprehensive universities of the upper tiers (which have medical schools).
  if (m.category === '医学' && !MEDICAL_COLLEGE.test(name) && !(type === '综合' && q >= 0.86) && type !== '军事') return false;
  return true;
}

/** Quality inside the tier's range; 985 universities in the list's order. */
function qualityOf(r: Rng, tier: Tier, name: string): number {
  switch (tier) {
    case '985': {
      const i = rankIn985(name);
      return 0.995 - (Math.max(0, i) / 39) * 0.025 - r.next() * 0.004;
    }
    case '211':
      return 0.9 + r.next() * 0.06;
    case '双一流':
      return 0.87 + r.next() * 0.07;
    case '军队院校':
      return 0.86 + r.next() * 0.1;
    case '公办本科':
      return 0.42 + Math.pow(r.next(), 1.3) * 0.42;
    case '中外合作':
      return 0.4 + r.next() * 0.35;
    case '民办本科':
      return 0.12 + r.next() * 0.3;
    case '职业本科':
      return 0.1 + r.next() * 0.25;
    case '公办专科':
      return 0.25 + r.next() * 0.6;
    case '民办专科':
      return r.next() * 0.35;
  }
}

/** The share of examinees at or above a unit's lowest admitted score: lower for better colleges and hotter majors. */
function pUnitOf(c: DemoCollege, pop: number, local: boolean): number {
  const isBen = c.row.collegeLevel === '本科';
  const pc = isBen ? 0.0015 + Math.pow(1 - c.q, 1.7) * 0.5 : 0.46 + (1 - c.q) * 0.48;
  return Math.max(isBen ? 0 : 0.47, Math.min(0.97, pc * pop * (local ? 0.9 : 1)));
}

/**
 * Highest and average admitted score above the lowest: the admitted students fill the ranks above the lowest one,
 * so the spread is the score distance covered by the places (wider for bigger plans and at the top of the table,
 * where scores are sparse), plus a tail; max ≥ avg ≥ min always, and max stays within the table.
 */
function spreadOf(rng: Rng, t: Table, minRank: number, minScore: number, planned: number): { max: number; avg: number } {
  const topRank = Math.max(1, Math.round(minRank - planned * (8 + rng.next() * 25)));
  const top = scoreAtRank(t, topRank);
  // The tail above the top of the places is one high scorer: exponential, calibrated on 广东's real rows (max − min:
  // median 6, 90th percentile 22; the average a quarter of the way up from the minimum).
  const tail = 1 + Math.round(-Math.log(Math.max(rng.next(), 1e-6)) * 7);
  const max = Math.min(t.scores[0] as number, Math.max(minScore + 1, top + tail));
  const avg = Math.round((minScore + (max - minScore) * (0.12 + rng.next() * 0.26)) * 100) / 100;
  return { max, avg: Math.max(minScore, Math.min(max, avg)) };
}

/** A table for a year the sources lack: a real one shifted by a few points, counts scaled. */
export function shiftTable(
  rows: readonly { score: number; count: number; cumulative: number }[],
  shift: number,
  scale: number,
  fullMark: number,
): { score: number; count: number; cumulative: number }[] {
  const out: { score: number; count: number; cumulative: number }[] = [];
  let cum = 0;
  for (const r of rows) {
    // Scores pushed past the province's full mark (上海 660) pile up on it: one line, as the tables print it.
    const score = Math.min(fullMark, r.score + shift);
    const count = Math.round(r.count * scale);
    if (score < 0 || (count === 0 && cum === 0)) continue;
    cum += count;
    const last = out[out.length - 1];
    if (last && last.score === score) {
      last.count += count;
      last.cumulative = cum;
    } else out.push({ score, count, cumulative: cum });
  }
  return out;
}

function popOf(name: string, rng: Rng): number {
  const hot = /计算机|软件|人工智能|临床医学|口腔|电气|电子信息|金融|法学|数据|集成电路|自动化|通信/.test(name);
  return hot ? 0.55 + rng.next() * 0.2 : 0.85 + rng.next() * 0.4;
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
  if (c.row.collegeNature === '中外合作办学' || c.tier === '中外合作') return '(中外合作办学)';
  const r = rng.next();
  if (r < 0.03) return '(国家专项)';
  if (r < 0.045) return '(预科)';
  if (r < 0.055) return '(少数民族班)';
  if (r < 0.06) return '(八协)';
  if (c.guessedType === '师范' && r < 0.3) return '(师范类)';
  return '';
}
