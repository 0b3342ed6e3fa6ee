import { ROLE, type Viewer } from './role';

/** True when a viewer has VIP privileges: VIP members (2) and agents (3), who "can edit everything" and take the tests. */
export function isVip(viewer: Viewer | null | undefined): boolean {
  return viewer === ROLE.vip || viewer === ROLE.agent;
}
