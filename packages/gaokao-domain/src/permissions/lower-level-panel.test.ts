import { describe, expect, it } from 'vitest';
import { lowerLevelPanelVisible } from './lower-level-panel';
import type { Viewer } from './role';

type Case = { name: string; role: Viewer; is_sheng?: unknown; isFen?: unknown; visible: boolean };
const cases: Case[] = [
  { name: 'an agent', role: 3, visible: true },
  { name: 'an agent flagged is_sheng', role: 3, is_sheng: 1, isFen: 0, visible: true },
  { name: 'an ordinary member', role: 1, visible: true },
  { name: 'an ordinary member flagged is_sheng', role: 1, is_sheng: 1, visible: true },
  { name: 'a VIP', role: 2, visible: true },
  { name: 'a VIP with is_sheng 0', role: 2, is_sheng: 0, isFen: 0, visible: true },
  { name: 'a VIP with is_sheng 1 and no isFen', role: 2, is_sheng: 1, visible: false },
  { name: 'a VIP with is_sheng "1" and isFen 0', role: 2, is_sheng: '1', isFen: 0, visible: false },
  { name: 'a VIP with is_sheng 1 and isFen 1', role: 2, is_sheng: 1, isFen: 1, visible: true },
  { name: 'a VIP with is_sheng 1 and isFen true', role: 2, is_sheng: 1, isFen: true, visible: true },
  { name: 'a visitor', role: 'visitor', visible: false },
];

describe('given the user of the personal centre', () => {
  it.each(cases)('should show the lower-level panel to $name: $visible', ({ role, is_sheng, isFen, visible }) => {
    expect(lowerLevelPanelVisible({ role, is_sheng, isFen })).toBe(visible);
  });
});
