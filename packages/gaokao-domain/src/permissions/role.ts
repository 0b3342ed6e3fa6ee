/** The role values of the user record: 1 free (ordinary/temporary member), 2 VIP, 3 agent. */
export const ROLE = { free: 1, vip: 2, agent: 3 } as const;

/** A signed-in user's role: 1 free, 2 VIP, 3 agent. */
export type MemberRole = (typeof ROLE)[keyof typeof ROLE];

/** Whoever is looking at a page: a signed-in role, or a visitor who has not signed in. */
export type Viewer = MemberRole | 'visitor';

/**
 * Reads a role from the wire (number or numeric string). Unknown values — the spec shows no other role — are treated
 * as the most restricted signed-in role, 1, so a new server role never unlocks paid features by accident.
 */
export function toMemberRole(value: unknown): MemberRole {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return n === ROLE.vip || n === ROLE.agent ? n : ROLE.free;
}
