import { createContext, useContext } from 'react';
import type { MemberRole } from 'gaokao-domain';
import type { Plan } from '../model/types';

export interface WorkspaceValue {
  plan: Plan;
  /** Role of the signed-in member; ROLE.free until user info has loaded. */
  role: MemberRole;
  isZeng: 0 | 1;
  /** Rows on the wish list (count/the list's size). */
  count: number;
  /** Adjusts the cached count after an add or remove that the server confirmed. */
  adjustCount: (delta: number) => void;
  /** Re-reads the count from the server (after batch changes). */
  refreshCount: () => Promise<void>;
}

export const WorkspaceContext = createContext<WorkspaceValue | null>(null);

export function useWorkspace(): WorkspaceValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace outside the workspace');
  return value;
}
