import { isFlagSet } from '../display/is-flag-set';

/** Which optional blocks of the plan tables show. */
export type VisibleBlocks = {
  /** The college soft-ranking column block (ruan_pai, soft_ranking). */
  softRanking: boolean;
  /** The special-major tags: national feature major, double-first-class discipline. */
  specialMajorTags: boolean;
};

/** The optional plan-table blocks: isZeng = 1 hides the soft-ranking block and the special-major tags. */
export function visibleBlocks(user: { isZeng?: unknown }): VisibleBlocks {
  const shown = !isFlagSet(user.isZeng);
  return { softRanking: shown, specialMajorTags: shown };
}
