import type { CallName as ContractCallName, Reply, RequestInput, calls } from 'gaokao-contract';
import { request, type Body, type Method, type RequestOptions } from './http';

/**
 * Paths and methods of the contract calls this site makes. Only the names are copied, not the zod schemas: importing
 * `calls` at run time would put zod in the home route's bundle. `api-contract.test.ts` asserts every entry equals the
 * contract's `calls[name]`, and the types below come straight from the contract.
 */
export const endpoints = {
  sendSms: { path: '/api/MemberUser/sendSms', method: 'POST' },
  login: { path: '/api/MemberUser/login', method: 'POST' },
  loginCode: { path: '/api/MemberUser/loginCode', method: 'POST' },
  updatePassword: { path: '/api/MemberUser/updatePassword', method: 'POST' },
  detail: { path: '/api/MemberUser/detail', method: 'POST' },
  logout: { path: '/api/MemberUser/logout', method: 'POST' },
  getProvince: { path: '/api/Colleges/getProvince', method: 'POST' },
  dictionary: { path: '/api/Admin.Config/dictionary', method: 'POST' },
  batchFind: { path: '/api/Admin.Config/groupFind', method: 'POST' },
  batchGetgroup: { path: '/api/Admin.Config/batchGetgroup', method: 'POST' },
  friendUrl: { path: '/api/FriendUrl/index', method: 'POST' },
  contantUser: { path: '/api/ContantUser/index', method: 'POST' },
  newsList: { path: '/api/InfoMation/index', method: 'POST' },
  videoList: { path: '/api/VideoSeet/index', method: 'POST' },
  videoDetail: { path: '/api/VideoSeet/detail', method: 'POST' },
  aboutInfo: { path: '/api/AdbotDetail/getInfo', method: 'POST' },
  isYouxiao: { path: '/api/Volunteer/isYouxiao', method: 'POST' },
  volunteerAdd: { path: '/api/Volunteer/add', method: 'POST' },
  getUserVooluteer: { path: '/api/Volunteer/getUserVooluteer', method: 'POST' },
  mbtiQuestions: { path: '/api/Evaluation.MBTI/index', method: 'POST' },
  hollandQuestions: { path: '/api/Evaluation.Huolan/index', method: 'POST' },
  mbtiAdd: { path: '/api/Evaluation.MebiMember/add', method: 'POST' },
  mbtiResult: { path: '/api/Evaluation.MebiMember/lookDetailCengping', method: 'POST' },
  hollandAdd: { path: '/api/Evaluation.HuoMember/add', method: 'POST' },
  hollandResult: { path: '/api/Evaluation.HuoMember/lookHuolan', method: 'POST' },
  dataSourceOf: { path: '/api/DataSource/of', method: 'POST' },
  dataSourceList: { path: '/api/DataSource/index', method: 'POST' },
} as const satisfies { [N in ContractCallName]?: { path: (typeof calls)[N]['path']; method: Method } };

export type CallName = keyof typeof endpoints;

/** `api.call('getProvince')` — one named contract call under the shared network rules. */
export const api = {
  call<N extends CallName>(name: N, body?: RequestInput<N>, options?: RequestOptions): Promise<Reply<N>> {
    const { path, method } = endpoints[name];
    return request(method, path, (body ?? {}) as Body, options) as Promise<Reply<N>>;
  },
};
