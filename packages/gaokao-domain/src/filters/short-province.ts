/** Shortens a province name to the form the product shows: 河北省 → 河北, 广西壮族自治区 → 广西, 北京市 → 北京. */
export function shortProvince(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  const special = /^(内蒙古|广西|西藏|宁夏|新疆|香港|澳门)/.exec(text);
  if (special?.[1]) return special[1];
  return text.replace(/(省|市)$/, '');
}
