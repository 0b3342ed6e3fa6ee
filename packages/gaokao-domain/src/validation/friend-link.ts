import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';

export interface FriendLinkInput {
  title: string | null | undefined;
  url: string | null | undefined;
}

/** Longest name of a friendship link, in characters. */
export const FRIEND_LINK_TITLE_MAX = 50;

/** A link's address: http or https with a host, no spaces or quotes (never `javascript:`, `data:` or `//host`). */
const LINK = /^https?:\/\/[^\s"'<>/?#]+[^\s"'<>]*$/i;

/**
 * Checks a friendship link of the console before it is saved, in the form's order: 请输入链接名称, then the address
 * (链接地址应以 http:// 或 https:// 开头).
 */
export function validateFriendLink(input: FriendLinkInput): Check {
  if (isBlank(input.title)) return checkFail(MSG.opsLinkTitleRequired, 'title');
  const url = (input.url ?? '').trim();
  if (!LINK.test(url) || url.length > 500) return checkFail(MSG.opsLinkUrlInvalid, 'url');
  return CHECK_OK;
}
