import { request, type Body, type Envelope, type Method, type RequestOptions } from './http';

/**
 * The calls this site makes, by name. Shape matches the contract's `calls` entries ({ path, method }), so the table
 * can be swapped for `calls` from gaokao-contract without touching callers.
 */
export const endpoints = {
  getProvince: { path: '/api/Colleges/getProvince', method: 'POST' },
  isYouxiao: { path: '/api/Volunteer/isYouxiao', method: 'POST' },
  volunteerAdd: { path: '/api/Volunteer/add', method: 'POST' },
  getUserVooluteer: { path: '/api/Volunteer/getUserVooluteer', method: 'POST' },
  friendLinks: { path: '/api/FriendUrl/index', method: 'POST' },
  contactUser: { path: '/api/ContantUser/index', method: 'POST' },
  newsList: { path: '/api/InfoMation/index', method: 'POST' },
  videoList: { path: '/api/VideoSeet/index', method: 'POST' },
  videoDetail: { path: '/api/VideoSeet/detail', method: 'POST' },
  batchOptions: { path: '/api/Admin.Config/batchGetgroup', method: 'POST' },
  groupOptions: { path: '/api/Admin.Config/groupFind', method: 'POST' },
  sendSms: { path: '/api/MemberUser/sendSms', method: 'POST' },
  login: { path: '/api/MemberUser/login', method: 'POST' },
  loginCode: { path: '/api/MemberUser/loginCode', method: 'POST' },
  resetPassword: { path: '/api/MemberUser/updatePassword', method: 'POST' },
  userDetail: { path: '/api/MemberUser/detail', method: 'POST' },
  logout: { path: '/api/MemberUser/logout', method: 'POST' },
  about: { path: '/api/AdbotDetail/getInfo', method: 'POST' },
} as const satisfies Record<string, { path: string; method: Method }>;

export type CallName = keyof typeof endpoints;

/** `api.call('getProvince')` — one named call under the shared network rules. */
export const api = {
  call<T = unknown>(name: CallName, body: Body = {}, options?: RequestOptions): Promise<Envelope<T>> {
    const { path, method } = endpoints[name];
    return request<T>(method, path, body, options);
  },
};
