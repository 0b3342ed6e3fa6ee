import { describe, expect, it } from 'vitest';
import { type VisibleBlocks, visibleBlocks } from './visible-blocks';

type Case = { name: string; isZeng: unknown; blocks: VisibleBlocks };
const hidden = { softRanking: false, specialMajorTags: false };
const shown = { softRanking: true, specialMajorTags: true };
const cases: Case[] = [
  { name: 'isZeng 1', isZeng: 1, blocks: hidden },
  { name: 'isZeng "1"', isZeng: '1', blocks: hidden },
  { name: 'isZeng 0', isZeng: 0, blocks: shown },
  { name: 'isZeng missing', isZeng: undefined, blocks: shown },
  { name: 'isZeng 2 (not 1)', isZeng: 2, blocks: shown },
];

describe('given the isZeng flag of the user', () => {
  it.each(cases)('should show the blocks for $name', ({ isZeng, blocks }) => {
    expect(visibleBlocks({ isZeng })).toEqual(blocks);
  });
});
