/** A provincial-level division with the pinyin the province picker groups and searches by. */
export interface Province {
  /** The name as the API sends it (广西, not 广西壮族自治区). */
  name: string;
  /** Upper-case first letter of the pinyin: the picker's group letter ('#' for a name not in the list). */
  initial: string;
  /** Full pinyin without tones or spaces (陕西 → shaanxi); '' when unknown. */
  pinyin: string;
  /** Lower-case first letter of each character's pinyin (河北 → hb, 黑龙江 → hlj); '' when unknown. */
  initials: string;
}

/** [name, pinyin syllables separated by spaces]: one syllable per character. */
const ROWS: ReadonlyArray<readonly [string, string]> = [
  ['安徽', 'an hui'],
  ['澳门', 'ao men'],
  ['北京', 'bei jing'],
  ['重庆', 'chong qing'],
  ['福建', 'fu jian'],
  ['甘肃', 'gan su'],
  ['广东', 'guang dong'],
  ['广西', 'guang xi'],
  ['贵州', 'gui zhou'],
  ['海南', 'hai nan'],
  ['河北', 'he bei'],
  ['河南', 'he nan'],
  ['黑龙江', 'hei long jiang'],
  ['湖北', 'hu bei'],
  ['湖南', 'hu nan'],
  ['吉林', 'ji lin'],
  ['江苏', 'jiang su'],
  ['江西', 'jiang xi'],
  ['辽宁', 'liao ning'],
  ['内蒙古', 'nei meng gu'],
  ['宁夏', 'ning xia'],
  ['青海', 'qing hai'],
  ['山东', 'shan dong'],
  ['山西', 'shan xi'],
  ['陕西', 'shaan xi'],
  ['上海', 'shang hai'],
  ['四川', 'si chuan'],
  ['台湾', 'tai wan'],
  ['天津', 'tian jin'],
  ['西藏', 'xi zang'],
  ['新疆', 'xin jiang'],
  ['香港', 'xiang gang'],
  ['云南', 'yun nan'],
  ['浙江', 'zhe jiang'],
];

/** The 34 provincial-level divisions, in pinyin order, each with its group letter, pinyin and pinyin initials. */
export const PROVINCES: readonly Province[] = ROWS.map(([name, syllables]) => {
  const parts = syllables.split(' ');
  return {
    name,
    initial: syllables.charAt(0).toUpperCase(),
    pinyin: parts.join(''),
    initials: parts.map((s) => s.charAt(0)).join(''),
  };
});

/**
 * The provinces the planner serves (spec part 1: "about 31 provinces with pinyin initials, including Hong Kong"):
 * the 31 mainland provinces in administrative-code order, then 香港. 澳门 and 台湾 are not on the list.
 */
export const GAOKAO_PROVINCE_NAMES: readonly string[] = [
  '北京', '天津', '河北', '山西', '内蒙古', '辽宁', '吉林', '黑龙江', '上海', '江苏', '浙江', '安徽', '福建', '江西', '山东',
  '河南', '湖北', '湖南', '广东', '广西', '海南', '重庆', '四川', '贵州', '云南', '西藏', '陕西', '甘肃', '青海', '宁夏', '新疆',
  '香港',
];

const BY_NAME = new Map(PROVINCES.map((p) => [p.name, p]));

/** The province of a name; a name not in the list groups under '#' with no pinyin. */
export function provinceOf(name: string): Province {
  return BY_NAME.get(name) ?? { name, initial: '#', pinyin: '', initials: '' };
}

/** Turns a plain list of names (the API's) into provinces, keeping its order. */
export function provincesFromNames(names: readonly string[]): Province[] {
  return names.map(provinceOf);
}

/** The fields a province needs to be searched; the pinyin fields may be missing for a name outside the list. */
export type SearchableProvince = Pick<Province, 'name' | 'initial'> & Partial<Pick<Province, 'pinyin' | 'initials'>>;

/**
 * Whether a province matches the picker's search box. The query (trimmed; letters case-insensitive) matches
 * when it is part of the Chinese name (河, 北京, 龙江), the start of the per-character pinyin initials (h, hb, hlj),
 * the group letter, or the start of the full pinyin (hub, guang). An empty query matches everything.
 */
export function matchesProvince(province: SearchableProvince, query: string): boolean {
  const raw = query.trim();
  if (raw === '') return true;
  if (province.name.includes(raw)) return true;
  const q = raw.toLowerCase().replace(/\s+/g, '');
  if (!/^[a-z]+$/.test(q)) return false;
  if (province.initial.toLowerCase() === q) return true;
  const initials = province.initials ?? '';
  if (initials !== '' && initials.startsWith(q)) return true;
  const pinyin = province.pinyin ?? '';
  return pinyin !== '' && pinyin.startsWith(q);
}

/** The provinces matching the query (see `matchesProvince`), in their order. */
export function filterProvinces<P extends SearchableProvince>(provinces: readonly P[], query: string): P[] {
  return provinces.filter((p) => matchesProvince(p, query));
}
