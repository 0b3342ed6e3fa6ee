/**
 * Pinyin initials of the provincial regions (product asset, spec part 1 §2), used to group the province picker.
 * The server's getProvince list decides which provinces are offered; unknown names fall under '#'.
 */
export const PROVINCE_INITIALS: Readonly<Record<string, string>> = {
  安徽: 'A', 澳门: 'A', 北京: 'B', 重庆: 'C', 福建: 'F', 甘肃: 'G', 广东: 'G', 广西: 'G', 贵州: 'G',
  海南: 'H', 河北: 'H', 河南: 'H', 黑龙江: 'H', 湖北: 'H', 湖南: 'H', 吉林: 'J', 江苏: 'J', 江西: 'J',
  辽宁: 'L', 内蒙古: 'N', 宁夏: 'N', 青海: 'Q', 山东: 'S', 山西: 'S', 陕西: 'S', 上海: 'S', 四川: 'S',
  台湾: 'T', 天津: 'T', 西藏: 'X', 新疆: 'X', 香港: 'X', 云南: 'Y', 浙江: 'Z',
};

export function groupByInitial(names: readonly string[]): { initial: string; names: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const initial = PROVINCE_INITIALS[name] ?? '#';
    groups.set(initial, [...(groups.get(initial) ?? []), name]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([initial, list]) => ({ initial, names: list }));
}
