import type { CallName as ContractCallName, Reply, RequestInput, calls } from 'gaokao-contract';
import { request, type Body, type Method, type RequestOptions } from '../../../lib/http';
import type { CollegeDetail, CollegePage } from '../model/types';

/**
 * The contract calls of the college library and detail pages. Kept in this feature (not in the shell's `lib/api.ts`)
 * so the home route's bundle stays small; only names, paths and methods are copied, and `colleges-api.test.ts`
 * asserts each entry equals the contract's `calls[name]`.
 */
export const collegeEndpoints = {
  collegeList: { path: '/api/Colleges/index', method: 'POST' },
  collegeDetail: { path: '/api/Colleges/getCollegeDetail', method: 'POST' },
  collegeDetails: { path: '/api/Colleges/getCollegeDetails', method: 'POST' },
  contantUser: { path: '/api/ContantUser/index', method: 'POST' },
} as const satisfies { [N in ContractCallName]?: { path: (typeof calls)[N]['path']; method: Method } };

export type CollegeCallName = keyof typeof collegeEndpoints;

/** Reply payloads the contract leaves open, as these pages read them. */
interface ExtraReplies {
  collegeList: CollegePage;
  collegeDetail: CollegeDetail;
  collegeDetails: CollegeDetail;
}

export type CollegeReply<N extends CollegeCallName> = N extends keyof ExtraReplies ? { status: number; msg: string; data?: ExtraReplies[N] } : Reply<N>;

/** One named call under the shared network rules (token, 50 s, error catalogue). */
export function ccall<N extends CollegeCallName>(name: N, body?: RequestInput<N>, options?: RequestOptions): Promise<CollegeReply<N>> {
  const { path, method } = collegeEndpoints[name];
  return request(method, path, (body ?? {}) as Body, options) as Promise<CollegeReply<N>>;
}
