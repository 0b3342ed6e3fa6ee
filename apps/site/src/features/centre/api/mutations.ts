import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MSG, WITHDRAWAL_TYPE, type WithdrawalType } from 'gaokao-domain';
import { callKey } from '../../../lib/query';
import { call, routes, type CallInput } from '../../../lib/api';
import { isEnvelope } from '../../../lib/http';
import { sendSms } from '../../../lib/sms';

/**
 * One mutation per call that changes the member, the wallet or the cards. Each says what it made stale by call name;
 * whatever is on screen refetches through its query. Failures are shown by the network layer (系统提示).
 */

/** The signed-in member (`detail`): role, balance, has_password, openid are shown from it. */
export function invalidateMember(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: callKey(routes.detail) });
}

/** 保存 the basic info: nickname and sex (the only writable fields). */
export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.updateMember),
    mutationFn: async (input: CallInput<typeof routes.updateMember>) => (await call(routes.updateMember, input)).data,
    onSuccess: () => invalidateMember(client),
  });
}

/** 获取验证码 for setting the first password of an SMS-made account: a `reset` code to the member's own phone. */
export function useSendResetCode() {
  return useMutation({
    mutationKey: callKey(routes.sendSms),
    mutationFn: async (mobile: string) => {
      const reply = await sendSms({ mobile, type: 'reset' });
      return String(reply.key ?? reply.data?.key ?? '');
    },
  });
}

/** 修改密码: the current password when the account has one, otherwise a `reset` SMS code. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.resetPwd),
    mutationFn: (input: CallInput<typeof routes.resetPwd>) => call(routes.resetPwd, input),
    onSuccess: () => invalidateMember(client),
  });
}

/** 立即激活 a card: the member becomes VIP at once, so the member, the records and the order's cards are stale. */
export function useActivateCard() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.cardActive),
    mutationFn: async (input: { card_no: string; card_password: string }) => (await call(routes.cardActive, input)).data,
    onSuccess: () =>
      Promise.all([
        invalidateMember(client),
        client.invalidateQueries({ queryKey: callKey(routes.activeRecord) }),
        client.invalidateQueries({ queryKey: callKey(routes.activeListNo) }),
      ]),
  });
}

/** Payment channels of a card order. */
export type PayChannel = 'wechat' | 'alipay';

/** A created card order, awaiting payment. */
export interface CreatedOrder {
  channel: PayChannel;
  vippay_id: number;
  code_url: string;
  /** Total in fen, as the server priced it. */
  price: number;
  num: number;
}

/**
 * Creates a card order for `num` cards on a channel (WeChat: pc_create_order; Alipay: aliPay_create_order).
 * `replaces`: the member's earlier unpaid order of the same purchase, which the server supersedes (it stops counting
 * towards the unpaid-order cap; a payment that still arrives for it is credited).
 */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ channel, num, replaces }: { channel: PayChannel; num: number; replaces?: number }): Promise<CreatedOrder> => {
      const input = replaces ? { num, replaces } : { num };
      // The unpaid-order cap is answered in the purchase dialog itself (with 查看未支付订单), not in 系统提示.
      const options = { intercept: isUnpaidCapRefusal };
      const reply = channel === 'wechat' ? await call(routes.wxCreateOrder, input, options) : await call(routes.aliCreateOrder, input, options);
      const data = reply.data;
      if (!data) throw reply;
      return { channel, vippay_id: data.vippay_id, code_url: data.code_url, price: data.price, num: data.num };
    },
    onSuccess: () => invalidateUnpaidOrders(client),
  });
}

/** True for the refusal of a new order while the member holds the most open unpaid orders (MSG.orderUnpaidTooMany). */
export function isUnpaidCapRefusal(reply: unknown): boolean {
  return isEnvelope(reply) && reply.msg === MSG.orderUnpaidTooMany;
}

/** The member's open unpaid orders (a new order, a paid one or a cancelled one changes them). */
export function invalidateUnpaidOrders(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: callKey(routes.unpaidList) });
}

/** Everything a paid order changes: purchase records, spending, the open unpaid orders, and nothing else of this member. */
export function invalidateOrders(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: callKey(routes.vippayIndex) }),
    client.invalidateQueries({ queryKey: callKey(routes.zhichuRecord) }),
    invalidateUnpaidOrders(client),
  ]).then(() => undefined);
}

/**
 * 取消订单: closes one of the member's open unpaid orders, so the unpaid-order cap no longer counts it. Whatever the
 * answer (cancelled, or refused because it was paid or closed meanwhile: 系统提示 says which), the unpaid orders and
 * the purchase records are read again.
 */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.cancelOrder),
    mutationFn: async (vippayId: number) => (await call(routes.cancelOrder, { vippay_id: vippayId })).data,
    onSettled: () => Promise.all([invalidateUnpaidOrders(client), client.invalidateQueries({ queryKey: callKey(routes.vippayIndex) })]),
  });
}

/** 提现: WeChat (type 1) or Alipay (type 2, account and name). The amount travels as typed (yuan). */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { type: WithdrawalType; price: string; identity?: string; name?: string }) =>
      input.type === WITHDRAWAL_TYPE.wechat
        ? call(routes.wxWithdraw, { price: input.price })
        : call(routes.aliWithdraw, { price: input.price, type: WITHDRAWAL_TYPE.alipay, identity: input.identity ?? '', name: input.name ?? '' }),
    onSuccess: () => Promise.all([invalidateMember(client), client.invalidateQueries({ queryKey: callKey(routes.withdrawList) })]),
  });
}
