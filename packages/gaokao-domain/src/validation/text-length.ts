import { textTooLong } from '../messages';

/**
 * The message for a text longer than its field takes (counted in characters, so 汉字 and emoji count one each), or
 * undefined. A field shows this and keeps the text: a browser's maxlength would cut a pasted name without a word.
 */
export function textLengthError(text: string | null | undefined, max: number): string | undefined {
  return [...(text ?? '')].length > max ? textTooLong(max) : undefined;
}
