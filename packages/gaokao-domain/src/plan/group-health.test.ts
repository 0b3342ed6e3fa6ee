import { describe, expect, it } from 'vitest';
import { healthGroupForm, type GroupHealthRow } from './group-health';
import { planHealthCheck } from './health-check';

const r = (sort_id: number, code: string, group: string, major: string, yugu: number | null, groupLine: number | null, fucong?: string): GroupHealthRow => ({
  sort_id,
  code,
  group_code: group,
  specialty_code: major,
  collegeName: code === '10558' ? '中山大学' : '华南理工大学',
  yugu_score: yugu,
  group_yugu_score: groupLine,
  ...(fucong === undefined ? {} : { fucong }),
});

describe('healthGroupForm', () => {
  // 广东 物理类 605: 中山大学 201 (group line 600) with two majors well above it, 华南理工 203 不服从.
  const rows = [r(1, '10558', '201', '01', 620, 600), r(2, '10561', '203', '07', 640, 598, '0'), r(3, '10558', '201', '02', 615, 600)];

  it('should give the groups in list order with their lines, 服从调剂 and rows', () => {
    expect(healthGroupForm(rows, { province: '广东', score: 605 })).toEqual({
      score: 605,
      groups: [
        { position: 1, collegeName: '中山大学', groupCode: '201', groupLine: 600, majorLines: [620, 615], obey: true, rows: [1, 3] },
        { position: 2, collegeName: '华南理工大学', groupCode: '203', groupLine: 598, majorLines: [640], obey: false, rows: [2] },
      ],
    });
  });

  it.each([
    ['河北', undefined],
    ['浙江', undefined],
  ])('should be undefined in %s (one college and major per 志愿)', (province, form) => {
    expect(healthGroupForm(rows, { province, score: 605 })).toBe(form);
  });

  it('should let 志愿表体检 report 调剂 and 退档 from the wish list’s rows', () => {
    const f = planHealthCheck(
      rows.map((x) => ({ sortId: x.sort_id ?? 0, collegeName: String(x.collegeName), yuguScore: Number(x.yugu_score), band: '冲' as const, probability: null })),
      {},
      healthGroupForm(rows, { province: '广东', score: 605 }),
    );
    expect(f.filter((x) => x.kind === 'tiaoji' || x.kind === 'tuidang').map((x) => [x.kind, x.rows])).toEqual([
      ['tiaoji', [1, 3]],
      ['tuidang', [2]],
    ]);
  });

  it('should read a group whose rows carry no group line at its lowest major (groupLineOf), so no 调剂 is judged', () => {
    const form = healthGroupForm([r(1, '10558', '201', '01', 620, null)], { province: '广东', score: 605 });
    expect(form?.groups[0]?.groupLine).toBe(620);
    expect(planHealthCheck([{ sortId: 1, collegeName: '中山大学', yuguScore: 620, band: '冲', probability: null }], {}, form).map((x) => x.kind)).toEqual(['allChong', 'noBaoAtEnd']);
  });
});
