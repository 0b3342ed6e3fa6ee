import { createContext, useContext } from 'react';
import type { Plan } from '../model/types';

export interface WorkspaceValue {
  plan: Plan;
  /** Role of the signed-in member (1 free, 2 VIP, 3 agent); 1 until user info has loaded. */
  role: 1 | 2 | 3;
  isZeng: 0 | 1;
  /** Rows on the wish list (count/96). */
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
