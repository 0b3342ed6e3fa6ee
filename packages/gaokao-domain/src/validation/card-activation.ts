import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';

/** Checks card activation: card code and card password are both required (卡码和卡密不能为空). */
export function validateCardActivation(input: {
  cardNo: string | null | undefined;
  cardPassword: string | null | undefined;
}): Check {
  if (isBlank(input.cardNo)) return checkFail(MSG.cardFieldsRequired, 'cardNo');
  if (isBlank(input.cardPassword)) return checkFail(MSG.cardFieldsRequired, 'cardPassword');
  return CHECK_OK;
}

/**
 * A card code or password as typed by hand, in the form cards are made: every code (`VK` + 14) and password (12) is
 * drawn from upper-case letters and digits only (the server's newCardCode, for paid orders and console batches alike),
 * so case carries no information and is dropped. Full-width characters from a Chinese input method (ＶＫ２３) become
 * their ASCII forms (NFKC), and surrounding spaces go. Anything else stays as typed (a wrong code stays wrong).
 */
export function normalizeCardInput(text: string | null | undefined): string {
  return String(text ?? '').normalize('NFKC').trim().toUpperCase();
}
