import { seededRandom } from 'gaokao-domain';

/** A plain row for DataTable stories, tests and the bench. */
export interface SampleRow {
  id: string;
  name: string;
  province: string;
  score: number;
  rank: number;
  plan: number;
  note: string;
}

const NAMES = ['华北理工大学', '东南师范大学', '西部医科大学', '江汉财经大学', '燕山农业大学', '滨海交通大学'];
const PROVINCES = ['北京', '上海', '江苏', '湖北', '河北', '四川', '广东', '陕西'];

/** `count` deterministic rows for the same seed. */
export function makeSampleRows(count: number, seed = 7): SampleRow[] {
  const random = seededRandom(seed);
  const rows: SampleRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const score = 450 + Math.floor(random() * 250);
    rows.push({
      id: `r${i + 1}`,
      name: `${NAMES[Math.floor(random() * NAMES.length)]}（${i + 1}）`,
      province: PROVINCES[Math.floor(random() * PROVINCES.length)] ?? '北京',
      score,
      rank: (700 - score) * 180 + Math.floor(random() * 100),
      plan: 1 + Math.floor(random() * 60),
      note: random() < 0.1 ? '中外合作办学，学费较高，需单独报考' : '',
    });
  }
  return rows;
}
