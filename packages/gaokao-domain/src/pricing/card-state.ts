import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from '../validation/check';
import { CARD_STATUS } from './money-codes';

/**
 * A card's state as the console shows it: 未激活 (can still be activated), 已激活, 已作废 (voided by an operator), 已过期
 * (not activated within its batch's validity). Purchased cards have no validity and are never voided.
 */
export type CardState = 'inactive' | 'active' | 'void' | 'expired';

export interface CardFacts {
  /** 1 未激活, 2 已激活 (CARD_STATUS). */
  activeStatus: number;
  /** When an operator voided it; null when not. */
  voidTime: Date | null;
  /** The last instant it may be activated; null: no limit. */
  expireTime: Date | null;
}

/** The state of a card at `now`: activation wins over everything (an activated card stays so). */
export function cardState(card: CardFacts, now: Date): CardState {
  if (card.activeStatus === CARD_STATUS.active) return 'active';
  if (card.voidTime) return 'void';
  if (card.expireTime && card.expireTime.getTime() <= now.getTime()) return 'expired';
  return 'inactive';
}

const LABELS: Record<CardState, string> = { inactive: '未激活', active: '已激活', void: '已作废', expired: '已过期' };

/** 未激活 / 已激活 / 已作废 / 已过期 */
export function cardStateLabel(state: CardState): string {
  return LABELS[state];
}

/**
 * Whether an operator may void the card: only one nobody has activated (该卡已被激活，不能作废) and not voided already
 * (该卡已作废). An expired card may be voided (it can no longer be activated anyway; voiding it says so for good).
 */
export function checkCardVoid(state: CardState): Check {
  if (state === 'active') return checkFail(MSG.opsCardUsedNoVoid);
  if (state === 'void') return checkFail(MSG.cardVoided);
  return CHECK_OK;
}
