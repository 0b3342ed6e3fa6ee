import { toMemberRole, type Viewer } from 'gaokao-domain';
import { useUser } from '../../../lib/session';

/** Who is looking: the signed-in member's role, or a visitor. */
export function useViewer(): Viewer {
  const user = useUser();
  return user ? toMemberRole(user.role) : 'visitor';
}
