import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HealthCheck } from './health-check';
import type { ResultRow } from '../model/types';

/** A wish-list row of 广东 物理类: 中山大学 201 (group line 600) with two majors 15+ points above it. */
const row = (sort_id: number, code: string, group: string, major: string, yugu: number, groupLine: number, extra: Record<string, unknown> = {}): ResultRow => ({
  volunteer_result_id: sort_id,
  volunteer_id: 1,
  sort_id,
  code,
  group_code: group,
  specialty_code: major,
  collegeName: code === '10558' ? '中山大学' : '华南理工大学',
  specialty_title: `专业${major}`,
  yugu_score: yugu,
  group_yugu_score: groupLine,
  is_result: 1,
  ...extra,
});
const rows = [row(1, '10558', '201', '01', 620, 600), row(2, '10558', '201', '02', 615, 600), row(3, '10561', '203', '07', 640, 598, { fucong: '0' })];
const findings = () => screen.getAllByRole('listitem').map((li) => [li.getAttribute('data-kind'), li.textContent]);

describe('HealthCheck over a 院校专业组 list', () => {
  it('should report the 调剂 risk of a 服从 group and the 退档 risk of a 不服从 one in 广东', () => {
    render(<HealthCheck rows={rows} score={605} province="广东" />);
    const f = findings().filter(([kind]) => kind === 'tiaoji' || kind === 'tuidang');
    expect(f).toEqual([
      ['tiaoji', '第1个志愿（中山大学 201专业组）所选专业的预估线比专业组高15分以上：分数够投档到该专业组却够不上所选专业时，将被调剂到组内其他专业。'],
      ['tuidang', '第2个志愿（华南理工大学 203专业组）不服从调剂，而所选专业的预估线比专业组高42分以上：投档后所选专业都录取不上时将被退档，本批次后面的志愿也不再投档。'],
    ]);
  });

  it('should not read groups in 河北 (one college and major per 志愿)', () => {
    render(<HealthCheck rows={rows} score={605} province="河北" />);
    expect(findings().map(([kind]) => kind)).not.toContain('tiaoji');
    expect(findings().map(([kind]) => kind)).not.toContain('tuidang');
  });
});
