import { describe, expect, it } from 'vitest';
import { groupDetail, groupRemarkShown, groupUnitTitle, isGroupUnit, unitWordOf } from './group-unit';

const group = { group_code: '06', specialty_code: '06', specialty_title: '06专业组' };
const major = { group_code: '201', specialty_code: '03', specialty_title: '计算机科学与技术' };

describe('isGroupUnit', () => {
  const cases: { name: string; row: Parameters<typeof isGroupUnit>[0]; want: boolean }[] = [
    { name: 'a 专业组 unit', row: group, want: true },
    { name: 'a major inside a 广东 group', row: major, want: false },
    { name: 'a major without a group', row: { group_code: '', specialty_code: '01', specialty_title: '数学' }, want: false },
    { name: 'no group code at all', row: { specialty_code: '', specialty_title: '专业组' }, want: false },
    { name: 'a group code with another title', row: { group_code: '06', specialty_code: '06', specialty_title: '临床医学' }, want: false },
    { name: 'a title of another group', row: { group_code: '06', specialty_code: '06', specialty_title: '07专业组' }, want: false },
  ];
  for (const c of cases) it(`${c.want ? 'is' : 'is not'} ${c.name}`, () => expect(isGroupUnit(c.row)).toBe(c.want));

  it('titles a group by its code', () => expect(groupUnitTitle('12')).toBe('12专业组'));
});

describe('unitWordOf', () => {
  it('names the units of a list', () => {
    expect(unitWordOf([])).toBe('专业');
    expect(unitWordOf([major, major])).toBe('专业');
    expect(unitWordOf([group, group])).toBe('专业组');
    expect(unitWordOf([group, major])).toBe('专业（组）');
  });
});

describe('groupRemarkShown', () => {
  // The published names of the shared data, province by province, and what the row shows beside `NN专业组`.
  const cases: { name: string; remark: string; code: string | null; want: string }[] = [
    { name: '湖北: college and 第NN组 only', remark: '北京大学第06组', code: '06', want: '' },
    { name: '海南: college and (NN), the code’s tail', remark: '北京大学(02)', code: '000102', want: '' },
    { name: '天津: 院校专业组 and the code', remark: '院校专业组 000201', code: '000201', want: '' },
    { name: '北京 2025: the code, then the requirement', remark: '01 物理＋化学', code: '01', want: '物理＋化学' },
    { name: '湖南: the code twice, then a bracketed remark', remark: '305 第305组(国家专项)', code: '305', want: '国家专项' },
    { name: '湖南 2024: 第NN组 only', remark: '第103组', code: '103', want: '' },
    { name: '黑龙江: college, group, 第00N组, then more than one part', remark: '北京大学历史类第005组(不限)国家专项计划', code: '1001005', want: '(不限)国家专项计划' },
    { name: '江苏: NN专业组 then one bracket', remark: '陆军工程大学04专业组(不限)', code: '04', want: '不限' },
    { name: '宁夏: a last word written twice, once', remark: '0A3专业组(选考科目不限)国家专项计划 国家专项计划', code: '0A3', want: '(选考科目不限)国家专项计划' },
    { name: '江苏: two brackets kept', remark: '长沙理工大学05专业组(化学)(中外合作办学)', code: '05', want: '(化学)(中外合作办学)' },
    { name: '广西: NN专业组 then words', remark: '503专业组 国家专项计划', code: '503', want: '国家专项计划' },
    { name: '上海 2025: an abbreviation, (Qn), then Q组', remark: '华东师大(Q4) Q组', code: '104Q4', want: 'Q组' },
    { name: '上海 2024: college and (NN)', remark: '复旦大学(01)', code: '01', want: '' },
    { name: '北京 2024: no code in the name', remark: '不限(中外合办)', code: '01', want: '不限(中外合办)' },
    { name: 'a code inside a longer number is not the code', remark: '2+2 联合培养 0612', code: '12', want: '2+2 联合培养 0612' },
    { name: 'no code', remark: '北京大学第06组', code: '', want: '北京大学第06组' },
    { name: 'a one-character code is not looked for', remark: '第5组(不限)', code: '5', want: '第5组(不限)' },
    { name: 'empty remark', remark: '', code: '06', want: '' },
  ];
  for (const c of cases) it(c.name, () => expect(groupRemarkShown(c.remark, c.code)).toBe(c.want));
});

describe('groupDetail', () => {
  const unit = (the_second: string, major_remark: string) => ({ group_code: '04', specialty_code: '04', specialty_title: '04专业组', the_second, major_remark });
  const cases: { name: string; rows: Parameters<typeof groupDetail>[0]; want: string }[] = [
    { name: 'a group unit: requirement and what its name adds', rows: [unit('物理＋化学', '04 物理＋化学(中外合办)')], want: '选科 物理＋化学 · 中外合办' },
    { name: 'a name that only repeats the requirement', rows: [unit('物理＋化学', '04 物理＋化学')], want: '选科 物理＋化学' },
    { name: 'a name that only restates the group', rows: [unit('不限', '北京大学第04组')], want: '选科 不限' },
    { name: 'no requirement, a remark', rows: [unit('', '第04组(国家专项)')], want: '国家专项' },
    {
      name: 'majors of a 广东 group: the requirement, not the majors’ own remarks',
      rows: [
        { group_code: '201', specialty_code: '03', specialty_title: '计算机科学与技术', the_second: '', major_remark: '' },
        { group_code: '201', specialty_code: '05', specialty_title: '软件工程', the_second: '物理+化学', major_remark: '只招第一志愿' },
      ],
      want: '选科 物理+化学',
    },
    { name: '黑龙江: the requirement in brackets, a remark written twice', rows: [unit('化学', '北京大学物理类第04组(化学)国家专项计划 国家专项计划')], want: '选科 化学 · 国家专项计划' },
    { name: '宁夏: 选考科目 and the requirement in brackets', rows: [unit('化学', '04专业组(选考科目化学)预科 预科')], want: '选科 化学 · 预科' },
    { name: 'a name with more than the requirement, not starting with it', rows: [unit('化学', '不限(中外合办)')], want: '选科 化学 · 不限(中外合办)' },
    { name: 'nothing known', rows: [unit('', '')], want: '' },
    { name: 'no rows', rows: [], want: '' },
  ];
  for (const c of cases) it(c.name, () => expect(groupDetail(c.rows)).toBe(c.want));
});
