/**
 * Deterministic fake wish-list rows for stories, tests and the bench. Generated from a seed, never copied
 * from real data, so screenshots and figures are reproducible.
 */
import { seededRandom } from 'gaokao-domain';
import type { VolunteerResultRow, VolunteerYears } from './types';

const PROVINCES = [
  ['北京', '北京'],
  ['上海', '上海'],
  ['江苏', '南京'],
  ['湖北', '武汉'],
  ['河北', '石家庄'],
  ['四川', '成都'],
  ['广东', '广州'],
  ['陕西', '西安'],
  ['山东', '济南'],
  ['浙江', '杭州'],
] as const;
const COLLEGE_STEMS = ['华北', '东南', '西部', '江汉', '燕山', '滨海', '长江', '太行', '岭南', '齐鲁', '天府', '钱塘'];
const COLLEGE_KINDS = ['理工大学', '师范大学', '医科大学', '财经大学', '农业大学', '交通大学', '科技学院', '职业技术学院'];
const TYPES = ['综合', '理工', '医药', '农林', '师范', '财经', '政法', '语言'];
const NATURES = ['公办', '公办', '公办', '民办', '中外合作办学'];
const MAJORS = [
  '计算机科学与技术',
  '软件工程',
  '电子信息工程',
  '临床医学',
  '汉语言文学',
  '会计学',
  '法学',
  '土木工程',
  '数学与应用数学',
  '机械设计制造及其自动化',
  '人工智能',
  '护理学',
];
const REMARKS = ['', '', '', '（中外合作办学）', '（含实验班）', '（师范类）'];
const REQUIREMENTS = ['不限', '物理', '物理和化学', '化学', '历史'];
const GRADE_FIELDS = [
  'ajia_major',
  'as_major',
  'a_jian_major',
  'b_jia_major',
  'b_majors',
  'b_jian_major',
  'c_jia_major',
  'c_major',
  'c_jian_major',
] as const;

/** The year labels that go with {@link makeVolunteerResults}. */
export const FIXTURE_YEARS: VolunteerYears = { ming_year: 2026, current_year: 2025, qu_year: 2024, qian_year: 2023 };

export interface FixtureOptions {
  seed?: number;
  /** The applicant's score the predicted lines scatter around. */
  score?: number;
}

/** `count` fake rows, identical for the same seed. */
export function makeVolunteerResults(count: number, options: FixtureOptions = {}): VolunteerResultRow[] {
  const random = seededRandom(options.seed ?? 20260621);
  const score = options.score ?? 580;
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const rows: VolunteerResultRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const [province, city] = pick(PROVINCES);
    const kind = pick(COLLEGE_KINDS);
    const vocational = kind.includes('职业');
    const elite = random() < 0.15;
    const yugu = Math.round(score - 40 + random() * 70);
    const isNew = random() < 0.06;
    const history = (offset: number) => {
      if (isNew) return { red: null, max: null, min: null, beat: null, jihua: null };
      const min = yugu - offset + Math.round(random() * 10 - 5);
      return {
        max: min + Math.round(random() * 12),
        red: min,
        min,
        beat: Math.max(1, Math.round((700 - min) * 180 + random() * 500)),
        jihua: 1 + Math.floor(random() * 60),
      };
    };
    const cur = history(2);
    const qu = history(5);
    const qian = history(8);
    const gradeField = random() < 0.4 ? pick(GRADE_FIELDS) : null;
    const fee = random();
    const collegeIndex = 1000 + Math.floor(i / 3);
    const row: VolunteerResultRow = {
      volunteer_result_id: 500000 + i,
      sort_id: i + 1,
      volunteer_id: 42,
      code: String(collegeIndex),
      specialty_code: String(10 + (i % 3)).padStart(2, '0'),
      collegiate_id: 8000 + collegeIndex,
      mojor_id: 12000 + (i % 500),
      collegeName: `${pick(COLLEGE_STEMS)}${kind}`,
      collegeNameRemark: random() < 0.2 ? '（中外合作办学）' : '',
      collegeNature: pick(NATURES),
      collegeType: pick(TYPES),
      collegeProvince: province,
      collegeCity: city,
      collegeLevel: vocational ? '专科' : '本科',
      is985: elite ? '是' : '否',
      is211: elite || random() < 0.2 ? '是' : '否',
      two_yiliu: elite || random() < 0.15 ? '是' : '否',
      isGuo: random() < 0.1 ? 1 : 0,
      isBao: elite || random() < 0.2 ? 1 : 0,
      isGao: 0,
      shuoshiNum: vocational ? 0 : Math.floor(random() * 40),
      boshiNum: vocational || !elite ? 0 : Math.floor(random() * 30),
      vr: '',
      ruan_pai: vocational ? null : 1 + Math.floor(random() * 600),
      soft_ranking: vocational ? null : 1 + Math.floor(random() * 600),
      specialty_title: pick(MAJORS),
      major_field: '',
      major_remark: pick(REMARKS),
      cengci: vocational ? '专科（高职）' : random() < 0.08 ? '本科（职业）' : '本科',
      schooling_length: vocational ? 3 : random() < 0.1 ? 5 : 4,
      tuition_fee: fee < 0.08 ? -1 : fee < 0.12 ? 0 : 4000 + Math.floor(random() * 20) * 500,
      planned_number: 1 + Math.floor(random() * 80),
      the_second: pick(REQUIREMENTS),
      is_result: random() < 0.3 ? 1 : 0,
      yugu_score: yugu,
      yugu_seat: Math.max(1, Math.round((700 - yugu) * 180)),
      current_year_red_score: cur.red,
      current_year_max_score: cur.max,
      current_year_min_score: cur.min,
      current_year_min_beat: cur.beat,
      current_year_jihua: cur.jihua,
      qu_year_red_score: qu.red,
      qu_year_max_score: qu.max,
      qu_year_min_score: qu.min,
      qu_year_min_beat: qu.beat,
      qu_year_jihua: qu.jihua,
      qian_year_red_score: qian.red,
      qian_year_max_score: qian.max,
      qian_year_min_score: qian.min,
      qian_year_min_beat: qian.beat,
      qian_year_jihua: qian.jihua,
      tese_major_lei: random() < 0.1 ? '国家级特色专业' : '',
      tw0_jianshe_lei: elite && random() < 0.5 ? '双一流建设学科' : '',
      majors: '工学',
      batch: vocational ? '专科批' : '本科批',
      group_d: '物理科目组合',
    };
    if (gradeField) row[gradeField] = pick(MAJORS);
    rows.push(row);
  }
  return rows;
}
