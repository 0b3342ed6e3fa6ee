import { describe, expect, it } from 'vitest';
import { majorInYear, majorYear, titleWithoutRemarks, type MajorRef } from './major-match';

const year = (titles: string[], code = '10486') => majorYear(titles.map((title) => ({ code, title })), (r) => r);

describe('titleWithoutRemarks', () => {
  it.each([
    ['临床医学（5年）', '临床医学'],
    ['口腔医学(八年一贯制)(8年)', '口腔医学'],
    [' 计算机 科学与技术 ', '计算机科学与技术'],
    ['软件工程', '软件工程'],
  ])('%s → %s', (title, expected) => expect(titleWithoutRemarks(title)).toBe(expected));
});

describe('majorInYear', () => {
  const cases: Array<{ name: string; major: MajorRef; earlier: string[]; own: string[]; expected: string | undefined }> = [
    { name: 'the same exact title', major: { code: '10486', title: '口腔医学(5年)' }, earlier: ['口腔医学(八年一贯制)(8年)', '口腔医学(5年)'], own: ['口腔医学(八年一贯制)(8年)', '口腔医学(5年)'], expected: '口腔医学(5年)' },
    { name: 'full-width brackets and spaces read as the same title', major: { code: '10486', title: '口腔医学（5年）' }, earlier: ['口腔医学 (5年)'], own: ['口腔医学（5年）'], expected: '口腔医学 (5年)' },
    { name: 'a reworded remark, one major of that title in each year', major: { code: '10486', title: '临床医学（5年）' }, earlier: ['临床医学（五年）'], own: ['临床医学（5年）'], expected: '临床医学（五年）' },
    { name: 'a reworded remark, two candidates that year: not guessed', major: { code: '10486', title: '口腔医学(8年)' }, earlier: ['口腔医学(八年一贯制)', '口腔医学(五年)'], own: ['口腔医学(8年)'], expected: undefined },
    { name: 'a reworded remark, two majors of that title this year: not guessed', major: { code: '10486', title: '口腔医学(8年)' }, earlier: ['口腔医学(八年一贯制)'], own: ['口腔医学(8年)', '口腔医学(5年)'], expected: undefined },
    { name: 'the same exact title twice that year: not guessed', major: { code: '10486', title: '软件工程' }, earlier: ['软件工程', '软件工程'], own: ['软件工程'], expected: undefined },
    { name: 'a 中外合作办学 major is not the regular one', major: { code: '10486', title: '金融学(中外合作办学)' }, earlier: ['金融学'], own: ['金融学', '金融学(中外合作办学)'], expected: undefined },
    { name: 'no major of that title', major: { code: '10486', title: '人工智能' }, earlier: ['软件工程'], own: ['人工智能'], expected: undefined },
  ];
  it.each(cases)('$name', ({ major, earlier, own, expected }) => {
    expect(majorInYear(major, year(earlier), year(own))?.title).toBe(expected);
  });

  it('should match within the college only', () => {
    expect(majorInYear({ code: '10486', title: '软件工程' }, year(['软件工程'], '10558'), year(['软件工程']))).toBeUndefined();
  });
});
