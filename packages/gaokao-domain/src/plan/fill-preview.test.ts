import { describe, expect, it } from 'vitest';
import { fillPreviewTotal } from './fill-preview';

const major = (code: string) => ({ group_code: '201', specialty_code: code, specialty_title: `专业${code}` });
const wholeGroup = (code: string, group_majors: string[] = []) => ({ group_code: code, specialty_code: code, specialty_title: `${code}专业组`, group_majors });

describe('fillPreviewTotal', () => {
  it.each([
    { name: 'rows of a list without a group form (河北)', groups: 3, picks: [major('01'), major('02'), major('03')], grouped: false, text: '共 3 个' },
    { name: '广东: groups of majors', groups: 2, picks: [major('01'), major('02'), major('03')], grouped: true, text: '共 2 个院校专业组，3 个专业' },
    {
      name: '湖北: every group unpublished, no major promised',
      groups: 2,
      picks: [wholeGroup('01'), wholeGroup('02')],
      grouped: true,
      text: '共 2 个院校专业组；本省未公布专业组所含专业，可在志愿单中从院校开设专业中选择',
    },
    { name: 'whole groups whose majors are published', groups: 1, picks: [wholeGroup('03', ['材料类'])], grouped: true, text: '共 1 个院校专业组' },
    {
      name: 'majors and an unpublished group together',
      groups: 2,
      picks: [major('01'), major('02'), wholeGroup('05')],
      grouped: true,
      text: '共 2 个院校专业组，2 个专业；其中 1 个专业组未公布所含专业，可在志愿单中从院校开设专业中选择',
    },
    { name: 'nothing picked', groups: 0, picks: [], grouped: true, text: '共 0 个院校专业组' },
  ])('$name', ({ groups, picks, grouped, text }) => {
    expect(fillPreviewTotal(groups, picks, grouped)).toBe(text);
  });

  it('never counts a whole 专业组 unit as a major', () => {
    expect(fillPreviewTotal(45, Array.from({ length: 45 }, (_, i) => wholeGroup(String(i + 10))), true)).not.toMatch(/个专业(?!组)/);
  });
});
