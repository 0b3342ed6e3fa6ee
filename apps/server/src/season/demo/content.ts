import type { Rng } from '../prng';
import type { CollegeRow, ContentRow } from '../dataset';
import { assessmentContentRows } from '../../assessments/content';

export function demoContent(rng: Rng, colleges: CollegeRow[], provinces: string[], countries: string[], parts: { a: string[]; b: string[] }): ContentRow[] {
  const out: ContentRow[] = [];
  // World top 1000: ranks spread over 62 countries, more for the big ones.
  const used = new Set<string>();
  const countrySort = new Map<string, number>();
  for (let i = 1; i <= 1000; i++) {
    const country = i <= countries.length ? (countries[i - 1] as string) : (countries[Math.floor(Math.pow(rng.next(), 2.2) * countries.length)] as string);
    let name: string;
    let tries = 0;
    do name = `${country}${rng.pick(parts.a)}${tries++ > 4 ? rng.pick(parts.a) : ''}${rng.pick(parts.b)}`;
    while (used.has(name) && tries < 50);
    if (used.has(name)) name = `${name}（${i}）`;
    used.add(name);
    const cs = (countrySort.get(country) ?? 0) + 1;
    countrySort.set(country, cs);
    out.push({ kind: 'world', key: String(i), sort_no: i, body: { collegeName: name, country, sort_id: i, country_sort: cs } });
  }
  // Military schools: four types, seven affiliations.
  const militaryTypes = ['军队院校', '公安院校', '司法院校', '消防救援院校'];
  // The type is read from the nature and the name (司法, 公安/警察/警官, 消防), never drawn; 司法 first, since the
  // 司法警官 schools carry 警官 in their names too.
  const militaryType = (c: CollegeRow): string | null =>
    c.collegeNature === '解放军院校' ? militaryTypes[0] as string : /司法/.test(c.collegeName) ? '司法院校' : /公安|警察|警官/.test(c.collegeName) ? '公安院校' : /消防/.test(c.collegeName) ? '消防救援院校' : null;
  colleges
    .filter((c) => militaryType(c) !== null)
    .forEach((c, i) => {
      out.push({ kind: 'military', key: c.collegeName, sort_no: i + 1, body: { collegeName: c.collegeName, collegeAdmin: c.collegeAdmin, type: militaryType(c), collegeProvince: c.collegeProvince } });
    });
  // Filling and admission timetable per province.
  provinces.forEach((p, i) => {
    const contents = [
      ['6月25日', `${p}公布高考成绩和各批次录取控制分数线`],
      ['6月27日—7月2日', '本科提前批、本科批志愿填报'],
      ['7月8日—7月25日', '本科提前批、本科批录取'],
      ['7月27日—7月29日', '本科批征集志愿填报'],
      ['7月30日—8月2日', '专科批志愿填报'],
      ['8月5日—8月15日', '专科批录取及征集志愿'],
    ];
    out.push({ kind: 'timetable', key: p, sort_no: i + 1, body: { province: p, list: contents.map(([time, c]) => ({ time, contents: c })) } });
  });
  // MBTI and Holland banks and report texts: reference content, the same for every data set.
  out.push(...assessmentContentRows());
  out.push({
    kind: 'about',
    key: 'about',
    sort_no: 0,
    body: {
      content:
        '<h2>关于我们</h2><p>高考志愿填报助手是一个开源的志愿填报工具，帮助考生和家长根据预估分数和位次，了解院校和专业的历年录取情况，制订冲、稳、保合理搭配的志愿方案。</p><p>本站展示的演示数据由程序生成，仅用于体验功能；正式填报请以各省教育考试院公布的数据为准。</p>',
    },
  });
  return out;
}
