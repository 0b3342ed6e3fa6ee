import { validateSmartFill } from 'gaokao-domain';
import { openLogin } from '../../stores/app-store';
import { createPlan } from './api/home-api';
import * as paths from '../../config/paths';

export interface SmartFillInput {
  loggedIn: boolean;
  province: string | undefined;
  score: string;
  batch: string;
  groupD: string;
  /** The first subject (物理/历史) followed by the checked electives. */
  subjects: string[];
  /** The family confirmed that the change may empty the existing wish list. */
  clearList?: boolean;
}

export type SmartFillOutcome =
  | { kind: 'login' }
  | { kind: 'invalid'; message: string }
  | { kind: 'done' }
  | { kind: 'failed' }
  /** The saved plan has rows that the new province, batch or group would remove: ask, then call again with clearList. */
  | { kind: 'confirmClear'; rows: number };

/**
 * Smart fill: validate in the spec's order, create the plan, then go to /Volunteer.
 * The server's failures were already shown by the network layer; the caller only ends its loading state.
 */
export async function smartFill(input: SmartFillInput, navigate: (to: string) => void): Promise<SmartFillOutcome> {
  const check = validateSmartFill({
    isLogin: input.loggedIn,
    province: input.province,
    score: input.score,
    subjects: input.subjects,
  });
  if (!check.ok) {
    if ('action' in check) {
      openLogin('code');
      return { kind: 'login' };
    }
    return { kind: 'invalid', message: check.message };
  }
  try {
    const rows = await createPlan({
      province: input.province ?? '',
      score: Number(input.score),
      batch: input.batch,
      subject: input.subjects,
      group_d: input.groupD,
      ...(input.clearList ? { clear_list: 1 as const } : {}),
    });
    if (rows > 0) return { kind: 'confirmClear', rows };
  } catch {
    return { kind: 'failed' };
  }
  navigate(paths.volunteer);
  return { kind: 'done' };
}
