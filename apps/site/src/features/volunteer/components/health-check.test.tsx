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

describe('HealthCheck of wasted slots', () => {
  it('should flag rows under 5 % and 保 rows more than 60 below the score, naming them, where it said 未发现问题 before', () => {
    // 广东 物理类 600 as the spec's spread filled it: 冲 at 1 % (672), 保 down to 450.
    const list = [
      row(1, '10558', '201', '01', 672, 672, { luqu_gailv: 0.01 }),
      row(2, '10561', '203', '07', 598, 598, { luqu_gailv: 0.55 }),
      row(3, '10561', '204', '01', 450, 450, { luqu_gailv: 0.999 }),
    ];
    render(<HealthCheck rows={list} score={600} province="广东" />);
    const f = findings().filter(([kind]) => kind === 'wastedChong' || kind === 'wastedBao');
    expect(f).toEqual([
      ['wastedChong', '1个志愿的录取概率低于5%，几乎录取不上，白占志愿位置（冲得过高）。（第1个志愿）'],
      ['wastedBao', '1个“保”志愿的预估线比你的分数低60分以上，保得过低，浪费分数；换成预估线离你的分数更近的“保”更划算。（第3个志愿）'],
    ]);
  });

  it('should say nothing of waste on the default fill’s kind of list', () => {
    const list = [row(1, '10558', '201', '01', 612, 612, { luqu_gailv: 0.2 }), row(2, '10561', '203', '07', 598, 598, { luqu_gailv: 0.55 }), row(3, '10561', '204', '01', 575, 575, { luqu_gailv: 0.97 })];
    render(<HealthCheck rows={list} score={600} province="河北" />);
    expect(findings().map(([kind]) => kind)).not.toContain('wastedChong');
    expect(findings().map(([kind]) => kind)).not.toContain('wastedBao');
  });
});
