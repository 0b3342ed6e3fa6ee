export type Province = {
  /** The name as the API sends it (广西, not 广西壮族自治区). */
  name: string;
  /** Upper-case first letter of the pinyin, used for grouping and search. */
  initial: string;
  /** Full pinyin without tones, for search. */
  pinyin: string;
};

/**
 * The 34 provincial-level divisions with pinyin initials: a convenience default for `ProvincePicker`.
 * A site that serves only some provinces passes its own list (see `provincesFromNames`).
 */
export const PROVINCES: readonly Province[] = [
  { name: '安徽', initial: 'A', pinyin: 'anhui' },
  { name: '澳门', initial: 'A', pinyin: 'aomen' },
  { name: '北京', initial: 'B', pinyin: 'beijing' },
  { name: '重庆', initial: 'C', pinyin: 'chongqing' },
  { name: '福建', initial: 'F', pinyin: 'fujian' },
  { name: '甘肃', initial: 'G', pinyin: 'gansu' },
  { name: '广东', initial: 'G', pinyin: 'guangdong' },
  { name: '广西', initial: 'G', pinyin: 'guangxi' },
  { name: '贵州', initial: 'G', pinyin: 'guizhou' },
  { name: '海南', initial: 'H', pinyin: 'hainan' },
  { name: '河北', initial: 'H', pinyin: 'hebei' },
  { name: '河南', initial: 'H', pinyin: 'henan' },
  { name: '黑龙江', initial: 'H', pinyin: 'heilongjiang' },
  { name: '湖北', initial: 'H', pinyin: 'hubei' },
  { name: '湖南', initial: 'H', pinyin: 'hunan' },
  { name: '吉林', initial: 'J', pinyin: 'jilin' },
  { name: '江苏', initial: 'J', pinyin: 'jiangsu' },
  { name: '江西', initial: 'J', pinyin: 'jiangxi' },
  { name: '辽宁', initial: 'L', pinyin: 'liaoning' },
  { name: '内蒙古', initial: 'N', pinyin: 'neimenggu' },
  { name: '宁夏', initial: 'N', pinyin: 'ningxia' },
  { name: '青海', initial: 'Q', pinyin: 'qinghai' },
  { name: '山东', initial: 'S', pinyin: 'shandong' },
  { name: '山西', initial: 'S', pinyin: 'shanxi' },
  { name: '陕西', initial: 'S', pinyin: 'shaanxi' },
  { name: '上海', initial: 'S', pinyin: 'shanghai' },
  { name: '四川', initial: 'S', pinyin: 'sichuan' },
  { name: '台湾', initial: 'T', pinyin: 'taiwan' },
  { name: '天津', initial: 'T', pinyin: 'tianjin' },
  { name: '西藏', initial: 'X', pinyin: 'xizang' },
  { name: '新疆', initial: 'X', pinyin: 'xinjiang' },
  { name: '香港', initial: 'X', pinyin: 'xianggang' },
  { name: '云南', initial: 'Y', pinyin: 'yunnan' },
  { name: '浙江', initial: 'Z', pinyin: 'zhejiang' },
];

/** Turns the API's plain list of names into provinces, keeping its order; unknown names group under '#'. */
export function provincesFromNames(names: readonly string[]): Province[] {
  const byName = new Map(PROVINCES.map((p) => [p.name, p]));
  return names.map((name) => byName.get(name) ?? { name, initial: '#', pinyin: '' });
}

/** Provinces whose name contains the query, or whose initial / pinyin starts with it (case-insensitive). */
export function filterProvinces(provinces: readonly Province[], query: string): Province[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...provinces];
  return provinces.filter(
    (p) => p.name.includes(query.trim()) || p.initial.toLowerCase() === q || (p.pinyin !== '' && p.pinyin.startsWith(q)),
  );
}

/** Groups by initial, A→Z ('#' last), keeping the input order inside a group. */
export function groupByInitial(provinces: readonly Province[]): Array<{ initial: string; provinces: Province[] }> {
  const groups = new Map<string, Province[]>();
  for (const p of provinces) {
    const list = groups.get(p.initial) ?? [];
    list.push(p);
    groups.set(p.initial, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([initial, list]) => ({ initial, provinces: list }));
}
