import { parseCustomKeywords } from './custom-keywords';
import { CUSTOM_KEYWORD } from './options';

/** The keywords a screen searches for: the checked options, with 自定义 replaced by the custom keywords; no repeats. */
export function keywordList(selected: readonly string[] | null | undefined, custom: string | null | undefined): string[] {
  const chosen = selected ?? [];
  const fixed = chosen.filter((k) => k !== CUSTOM_KEYWORD);
  const extra = chosen.includes(CUSTOM_KEYWORD) ? parseCustomKeywords(custom) : [];
  return [...new Set([...fixed, ...extra])];
}
