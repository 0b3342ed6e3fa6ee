import { isFlagSet } from '../display/is-flag-set';
import { ROLE, type Viewer } from './role';

/**
 * True when the personal centre shows the lower-level-members panel: to agents (3), to ordinary members (1), and to
 * VIP (2) unless the user is flagged is_sheng = 1 without isFen.
 */
export function lowerLevelPanelVisible(user: { role: Viewer; is_sheng?: unknown; isFen?: unknown }): boolean {
  if (user.role === ROLE.agent || user.role === ROLE.free) return true;
  if (user.role === ROLE.vip) return !(isFlagSet(user.is_sheng) && !isFlagSet(user.isFen));
  return false;
}
