import { MBTI_DIMENSIONS } from './mbti-type';
import type { MbtiLetter } from './types';

/** A dimension whose two letters were chosen equally often (6:6), and the letter the type took for it. */
export interface MbtiTie {
  first: MbtiLetter;
  second: MbtiLetter;
  /** How many answers chose each of the two letters. */
  count: number;
  chosen: MbtiLetter;
}

/**
 * The dimensions of a result whose two letters tie, in the order E/I, S/N, T/F, J/P, each with the letter `mbtiType`
 * took (the second: I, N, F or P, the tie rule of the MBTI manual). Scores may arrive as numbers or numeric text; a
 * dimension with no answers (0:0) is no tie but no result either, and is left out.
 */
export function mbtiTies(scores: Partial<Record<MbtiLetter, number | string | null>>): MbtiTie[] {
  const read = (letter: MbtiLetter) => Number(scores[letter] ?? 0);
  return MBTI_DIMENSIONS.filter(([first, second]) => read(first) === read(second) && read(first) > 0).map(([first, second]) => ({
    first,
    second,
    count: read(first),
    chosen: second,
  }));
}

/**
 * What the result page says about tied dimensions, or undefined when none tied: which letters tied and how many
 * answers each had, and how the type was chosen (the manual's rule, the second letter), so a family does not read a
 * coin-toss letter as a definite trait. E.g. 「E与I各6题，持平。按MBTI手册的规则，持平时取后一个字母（I），所以
 * 类型中的这个字母只是规则的结果：你在这个维度上没有明显倾向，两种描述都可参考。」
 */
export function mbtiTieNote(ties: readonly MbtiTie[]): string | undefined {
  if (ties.length === 0) return undefined;
  const pairs = ties.map((t) => `${t.first}与${t.second}各${t.count}题`).join('，');
  const chosen = ties.map((t) => t.chosen).join('、');
  const which = ties.length === 1 ? '这个字母' : '这些字母';
  const where = ties.length === 1 ? '这个维度' : '这些维度';
  return `${pairs}，持平。按MBTI手册的规则，持平时取后一个字母（${chosen}），所以类型中的${which}只是规则的结果：你在${where}上没有明显倾向，两种描述都可参考。`;
}
