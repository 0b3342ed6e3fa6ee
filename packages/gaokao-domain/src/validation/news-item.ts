import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';

export interface NewsItemInput {
  title: string | null | undefined;
  content: string | null | undefined;
  imgurl?: string | null | undefined;
}

/** Longest title of a news item, in characters. */
export const NEWS_TITLE_MAX = 100;

/** A cover image's address: none, http(s), or a path on this site (never `javascript:` or `data:`). */
const IMAGE = /^(https?:\/\/|\/(?!\/))[^\s"'<>]*$/;

/**
 * Checks a news item of the console before it is saved, in the form's order: 请输入标题, 请输入正文 (HTML that holds no
 * text nor image counts as empty), then the cover's address (封面图片地址应以 http://、https:// 或 / 开头).
 */
export function validateNewsItem(input: NewsItemInput): Check {
  if (isBlank(input.title)) return checkFail(MSG.opsNewsTitleRequired, 'title');
  const body = input.content ?? '';
  if (!/<img\b/i.test(body) && isBlank(body.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' '))) return checkFail(MSG.opsNewsContentRequired, 'content');
  const image = (input.imgurl ?? '').trim();
  if (image !== '' && !IMAGE.test(image)) return checkFail(MSG.opsNewsImageInvalid, 'imgurl');
  return CHECK_OK;
}
