import type { CallName as ContractCallName, Reply, RequestInput, calls } from 'gaokao-contract';
import { request, type Body, type Method, type RequestOptions } from '../../../lib/http';
import type { ResultRow, ScreenPage } from '../model/types';

/**
 * The contract calls the wish-list workspace makes. Kept here (not in the shell's `lib/api.ts`) so this chunk owns its
 * calls and the home route's bundle stays small; only names, paths and methods are copied (no zod at run time) and
 * `volunteer-api.test.ts` asserts each entry equals the contract's `calls[name]`.
 */
export const volunteerEndpoints = {
  detail: { path: '/api/MemberUser/detail', method: 'POST' },
  getUserVooluteer: { path: '/api/Volunteer/getUserVooluteer', method: 'POST' },
  volunteerUpdate: { path: '/api/Volunteer/update', method: 'POST' },
  getOnequarter: { path: '/api/Volunteer/getOnequarter', method: 'POST' },
  collegeIntellScreen: { path: '/api/Volunteer/college_intell_screen', method: 'POST' },
  collegeScreen: { path: '/api/Volunteer/college_screen', method: 'POST' },
  collegeResultScreen: { path: '/api/Volunteer/college_result_screen', method: 'POST' },
  resultAdd: { path: '/api/VolunteerResult/add', method: 'POST' },
  resultDelete: { path: '/api/VolunteerResult/delete', method: 'POST' },
  resultUpdateAll: { path: '/api/VolunteerResult/updateAll', method: 'POST' },
  resultCodeDelete: { path: '/api/VolunteerResult/codeDelete', method: 'POST' },
  currentCount: { path: '/api/Volunteer/currentCount', method: 'POST' },
  addAll: { path: '/api/Volunteer/addAll', method: 'POST' },
  deleteAll: { path: '/api/Volunteer/deleteAll', method: 'POST' },
  clearResultData: { path: '/api/Volunteer/clearResultData', method: 'POST' },
  exportResultData: { path: '/api/Volunteer/exportResultData', method: 'POST' },
  importResultData: { path: '/api/Volunteer/importResultData', method: 'POST' },
  screenFind: { path: '/api/Mojor/screenFind', method: 'POST' },
  screenFindSave: { path: '/api/Mojor/screenFindSave', method: 'POST' },
  teshuList: { path: '/api/Mojor/teshuList', method: 'POST' },
  selectMajorForm: { path: '/api/Mojor/selectMajorForm', method: 'POST' },
  selectOneMajor: { path: '/api/Mojor/selectOneMajor', method: 'POST' },
  selectMajorList: { path: '/api/Mojor/selectMajorList', method: 'POST' },
  majorSearch: { path: '/api/Mojor/search', method: 'POST' },
} as const satisfies { [N in ContractCallName]?: { path: (typeof calls)[N]['path']; method: Method } };

export type VolunteerCallName = keyof typeof volunteerEndpoints;

/** Reply payloads the contract leaves open (season screens), as this page reads them. */
interface ExtraReplies {
  collegeIntellScreen: ScreenPage;
  collegeScreen: ScreenPage;
  collegeResultScreen: ScreenPage;
  getOnequarter: { seat?: unknown; score_num?: unknown };
  resultAdd: ResultRow;
}

export type VolunteerReply<N extends VolunteerCallName> = N extends keyof ExtraReplies
  ? { status: number; msg: string; data?: ExtraReplies[N] }
  : Reply<N>;

/** One named call under the shared network rules (the shell's `request`: token, 50 s, error catalogue). */
export function vcall<N extends VolunteerCallName>(
  name: N,
  body?: RequestInput<N>,
  options?: RequestOptions,
): Promise<VolunteerReply<N>> {
  const { path, method } = volunteerEndpoints[name];
  return request(method, path, (body ?? {}) as Body, options) as Promise<VolunteerReply<N>>;
}
