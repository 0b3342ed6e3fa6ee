// Checks the screens against the real public data beside the repository; skipped with a message when it is absent
// (a failure under CI=true).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_DATA_DIR, realDataOrSkip } from '../../test/real-data';
import { tuitionLabel } from '../display/tuition-label';
import { addMajors } from './add-majors';
import { capSearch } from './cap-search';
import { defaultCollegeScreen } from './college-screen';
import { matchesCollegeScreen } from './matches-college-screen';
import { matchesOtherScreen } from './matches-other-screen';
import { COLLEGE_ATTRIBUTE_OPTIONS, REGION_OPTIONS, SCHOOLING_LENGTH_OPTIONS } from './options';
import { defaultOtherScreen, type OtherScreen } from './other-screen';
import type { ScreenRow } from './screen-row';

const PLANS = join(REAL_DATA_DIR, 'plans.csv');
const COLLEGES = join(REAL_DATA_DIR, 'colleges.csv');
const MAJORS = join(REAL_DATA_DIR, 'majors.csv');
const present = realDataOrSkip(
  existsSync(PLANS) && existsSync(COLLEGES) && existsSync(MAJORS),
  `real data not found at ${REAL_DATA_DIR}: filter real-data checks skipped`,
);

/** Reads a CSV with a header row into records, honouring double-quoted fields. */
function readCsv(path: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const text = readFileSync(path, 'utf8');
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header = [], ...body] = rows;
  return body.filter((r) => r.length === header.length).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

// Measured with coverage at load average 30: up to 8.4 s a test (0.4 s alone, 11,182 rows a pass); limits leave seven times that.
describe.skipIf(!present)('given the real 广东 2025 enrolment plan and the other filter', { timeout: 60_000 }, () => {
  const plans: ScreenRow[] = present
    ? readCsv(PLANS).map((r) => ({
        specialty_title: r.specialty_title,
        major_remark: r.major_remark,
        schooling_length: r.schooling_length,
        tuition_fee: r.tuition_fee === '' ? -1 : r.tuition_fee,
        planned_number: r.planned_number,
      }))
    : [];
  const count = (screen: Partial<OtherScreen>) => plans.filter((row) => matchesOtherScreen(row, { ...defaultOtherScreen(), ...screen })).length;

  it('should read every row of the file', () => {
    expect(plans.length).toBeGreaterThan(10_000);
  });
  it('should keep every row under the default screen', () => {
    expect(count({})).toBe(plans.length);
  });
  it('should label every fee as 待定, 免费 or N元/年', () => {
    const odd = plans.map((row) => tuitionLabel(row.tuition_fee)).filter((label) => !/^(待定|免费|\d+元\/年)$/.test(label));
    expect(odd).toEqual([]);
  });
  it('should split the rows exactly in two by a wanted and an unwanted keyword', () => {
    const wanted = count({ specialty_title: ['中外合作'] });
    expect(wanted).toBeGreaterThan(0);
    expect(wanted + count({ specialty_title_no: ['中外合作'] })).toBe(plans.length);
  });
  it('should add back exactly the unknown fees when tuition_fee_no is on', () => {
    const unknown = plans.filter((row) => row.tuition_fee === -1).length;
    const range = { tuition_fee_min: '5000', tuition_fee_max: '6000' };
    expect(unknown).toBeGreaterThan(0);
    expect(count({ ...range, tuition_fee_no: true }) - count({ ...range, tuition_fee_no: false })).toBe(unknown);
  });
  it('should place every row under exactly one schooling length', () => {
    const total = SCHOOLING_LENGTH_OPTIONS.reduce((sum, years) => sum + count({ schooling_length: years }), 0);
    expect(total).toBe(plans.length);
  });
  it('should split the rows by a plan-number threshold', () => {
    expect(count({ planned_number_max: '4' }) + count({ planned_number_min: '5' })).toBe(plans.length);
  });
});

describe.skipIf(!present)('given the real Ministry of Education college list and the college filter', { timeout: 30_000 }, () => {
  const colleges: ScreenRow[] = present
    ? readCsv(COLLEGES).map((r) => ({ collegeName: r.collegeName, collegeProvince: r.collegeProvince, collegeNature: r.collegeNature }))
    : [];
  const count = (screen: Parameters<typeof matchesCollegeScreen>[1]) => colleges.filter((row) => matchesCollegeScreen(row, screen)).length;

  it('should read every college', () => {
    expect(colleges.length).toBeGreaterThan(2_800);
  });
  it('should place every college in exactly one region', () => {
    const perRegion = REGION_OPTIONS.map((region) => count({ ...defaultCollegeScreen(), regions: [region] }));
    expect(perRegion.every((n) => n > 0)).toBe(true);
    expect(perRegion.reduce((a, b) => a + b, 0)).toBe(colleges.length);
  });
  it('should place every college under exactly one attribute', () => {
    const perAttribute = COLLEGE_ATTRIBUTE_OPTIONS.map((a) => count({ ...defaultCollegeScreen(), attributes: [a] }));
    expect(perAttribute.reduce((a, b) => a + b, 0)).toBe(colleges.length);
  });
});

describe.skipIf(!present)('given the real undergraduate major catalogue and the major filter', { timeout: 30_000 }, () => {
  const catalogue = present ? readCsv(MAJORS).map((r) => ({ major_name: r.major_name ?? '', major_code: r.major_code })) : [];

  it('should add the whole catalogue once per distinct name, and nothing more the second time', () => {
    const distinct = new Set(catalogue.map((m) => m.major_name.trim())).size;
    const added = addMajors([], catalogue);
    expect(added).toHaveLength(distinct);
    expect(addMajors(added, catalogue)).toHaveLength(distinct);
  });
  it('should cap a broad search at 200 with the warning and leave a narrow one whole', () => {
    const broad = capSearch(catalogue.filter((m) => m.major_name.includes('学')));
    expect(broad.total).toBeGreaterThan(200);
    expect(broad.items).toHaveLength(200);
    expect(broad.warning).toBe('仅显示前200条匹配结果，请输入更精确的专业名称');
    const narrow = capSearch(catalogue.filter((m) => m.major_name.includes('软件')));
    expect(narrow.items.length).toBe(narrow.total);
    expect(narrow.warning).toBeUndefined();
  });
});
