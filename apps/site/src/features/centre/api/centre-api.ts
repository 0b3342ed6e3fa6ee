import type { CallName as ContractCallName, Reply, RequestInput, calls } from 'gaokao-contract';
import { request, type Body, type Method, type RequestOptions } from '../../../lib/http';

/**
 * The contract calls of the personal centre. Kept here (not in the shell's `lib/api.ts`) so the /Home chunk owns its
 * calls; only names, paths and methods are copied (no zod at run time) and `centre-api.test.ts` asserts each entry
 * equals the contract's `calls[name]`.
 */
export const centreEndpoints = {
  detail: { path: '/api/MemberUser/detail', method: 'POST' },
  updateMember: { path: '/api/MemberUser/update', method: 'POST' },
  resetPwd: { path: '/api/MemberUser/resetPwd', method: 'POST' },
  sendSms: { path: '/api/MemberUser/sendSms', method: 'POST' },
  getXiajiList: { path: '/api/MemberUser/getXiajiList', method: 'POST' },
  wxBindTicket: { path: '/api/MemberUser/wxBindTicket', method: 'POST' },
  cardActive: { path: '/api/Financial.Vippay/cardActive', method: 'POST' },
  activeListNo: { path: '/api/Financial.Vippay/activeListNo', method: 'POST' },
  vippayIndex: { path: '/api/Financial.Vippay/index', method: 'POST' },
  activeRecord: { path: '/api/Financial.Vippay/activeRecord', method: 'POST' },
  ruzhangList: { path: '/api/Financial.Vippay/ruzhangList', method: 'POST' },
  zhichuRecord: { path: '/api/Financial.Vippay/zhichuRecord', method: 'POST' },
  withdrawList: { path: '/api/Financial.Withdraw/index', method: 'POST' },
  wxCreateOrder: { path: '/api/WxPay/pc_create_order', method: 'POST' },
  wxPollOrder: { path: '/api/WxPay/lunWxPayorder', method: 'POST' },
  wxWithdraw: { path: '/api/WxPay/wxTixian', method: 'POST' },
  aliCreateOrder: { path: '/api/Alipay/aliPay_create_order', method: 'POST' },
  aliWithdraw: { path: '/api/Alipay/withdraw_deposit', method: 'POST' },
} as const satisfies { [N in ContractCallName]?: { path: (typeof calls)[N]['path']; method: Method } };

export type CentreCallName = keyof typeof centreEndpoints;

/** One named call under the shared network rules (the shell's `request`: token, 50 s, error catalogue). */
export function ccall<N extends CentreCallName>(name: N, body?: RequestInput<N>, options?: RequestOptions): Promise<Reply<N>> {
  const { path, method } = centreEndpoints[name];
  return request(method, path, (body ?? {}) as Body, options) as Promise<Reply<N>>;
}
