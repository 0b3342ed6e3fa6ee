import type { CallName as ContractCallName, Reply, RequestInput, calls } from 'gaokao-contract';
import { request, type Body, type Method, type RequestOptions } from '../../../lib/http';
import type { CollegeMajorRow, MajorDetail, MajorRow, OfferingCollege } from '../model/types';

/**
 * The contract calls of the major library and detail pages, owned by this feature (the home route's bundle stays
 * small); `majors-api.test.ts` asserts each entry equals the contract's `calls[name]`.
 */
export const majorEndpoints = {
  selectMajorForm: { path: '/api/Mojor/selectMajorForm', method: 'POST' },
  selectOneMajor: { path: '/api/Mojor/selectOneMajor', method: 'POST' },
  selectMajorList: { path: '/api/Mojor/selectMajorList', method: 'POST' },
  majorSearch: { path: '/api/Mojor/search', method: 'POST' },
  majorColleges: { path: '/api/Mojor/collegeList', method: 'POST' },
  majorDetail: { path: '/api/Mojor/detail', method: 'POST' },
  majorAdminDetail: { path: '/api/Mojor/adminDetail', method: 'POST' },
  recruitDataMajors: { path: '/api/RecruitData/majorList', method: 'POST' },
} as const satisfies { [N in ContractCallName]?: { path: (typeof calls)[N]['path']; method: Method } };

export type MajorCallName = keyof typeof majorEndpoints;

interface ExtraReplies {
  selectMajorForm: { subject: string }[];
  selectOneMajor: { majors: string; subject?: string }[];
  selectMajorList: MajorRow[];
  majorSearch: { total: number; data: MajorRow[] };
  majorColleges: { total: number; data: OfferingCollege[] };
  majorDetail: MajorDetail;
  majorAdminDetail: MajorDetail;
  recruitDataMajors: CollegeMajorRow[];
}

export type MajorReply<N extends MajorCallName> = N extends keyof ExtraReplies ? { status: number; msg: string; data?: ExtraReplies[N] } : Reply<N>;

/** One named call under the shared network rules (token, 50 s, error catalogue). */
export function mcall<N extends MajorCallName>(name: N, body?: RequestInput<N>, options?: RequestOptions): Promise<MajorReply<N>> {
  const { path, method } = majorEndpoints[name];
  return request(method, path, (body ?? {}) as Body, options) as Promise<MajorReply<N>>;
}
