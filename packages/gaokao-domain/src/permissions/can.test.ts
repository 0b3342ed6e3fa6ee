import { describe, expect, it } from 'vitest';
import { type Access, accessFor, type Action, ACTIONS, can } from './can';
import type { Viewer } from './role';

const VIEWERS: Viewer[] = ['visitor', 1, 2, 3];

/** The expected access per viewer: visitor, free (1), VIP (2), agent (3). */
type Row = { action: Action; expected: [Access, Access, Access, Access] };
const table: Row[] = [
  { action: 'viewHome', expected: ['allowed', 'allowed', 'allowed', 'allowed'] },
  { action: 'browseLibraries', expected: ['allowed', 'allowed', 'allowed', 'allowed'] },
  { action: 'smartFill', expected: ['login', 'allowed', 'allowed', 'allowed'] },
  { action: 'openPlan', expected: ['login', 'allowed', 'allowed', 'allowed'] },
  { action: 'openCentre', expected: ['login', 'allowed', 'allowed', 'allowed'] },
  { action: 'queryEnrolmentPlan', expected: ['login', 'allowed', 'allowed', 'allowed'] },
  { action: 'editName', expected: ['login', 'allowed', 'allowed', 'allowed'] },
  { action: 'editSex', expected: ['login', 'allowed', 'allowed', 'allowed'] },
  { action: 'editProvince', expected: ['login', 'vip', 'allowed', 'allowed'] },
  { action: 'editScore', expected: ['login', 'vip', 'allowed', 'allowed'] },
  { action: 'editBatch', expected: ['login', 'vip', 'allowed', 'allowed'] },
  { action: 'editSubjects', expected: ['login', 'vip', 'allowed', 'allowed'] },
  { action: 'seeAllCollegeData', expected: ['login', 'vip', 'allowed', 'allowed'] },
  { action: 'seeBaoyanPercent', expected: ['login', 'vip', 'allowed', 'allowed'] },
  { action: 'takeMbti', expected: ['login', 'vip', 'allowed', 'allowed'] },
  { action: 'takeHolland', expected: ['login', 'vip', 'allowed', 'allowed'] },
  { action: 'seeUpgradeBanner', expected: ['hidden', 'allowed', 'hidden', 'hidden'] },
  { action: 'seeMemberCentre', expected: ['hidden', 'allowed', 'allowed', 'hidden'] },
  { action: 'seeAgentCentre', expected: ['hidden', 'hidden', 'hidden', 'allowed'] },
  { action: 'useAgentDiscount', expected: ['hidden', 'hidden', 'hidden', 'allowed'] },
];

const cases = table.flatMap(({ action, expected }) =>
  VIEWERS.map((viewer, i) => ({ name: `${String(viewer)} → ${action}`, viewer, action, access: expected[i] as Access })),
);

describe('given a viewer and an action', () => {
  it('should cover every action in the table', () => {
    expect(table.map((r) => r.action).sort()).toEqual([...ACTIONS].sort());
  });
  it.each(cases)('should answer $name with $access', ({ viewer, action, access }) => {
    expect(accessFor(viewer, action)).toBe(access);
    expect(can(viewer, action)).toBe(access === 'allowed');
  });
  it('should show exactly one of 会员中心 and 代理中心 to every signed-in role', () => {
    for (const viewer of [1, 2, 3] as const) {
      expect(can(viewer, 'seeMemberCentre')).not.toBe(can(viewer, 'seeAgentCentre'));
    }
  });
});
