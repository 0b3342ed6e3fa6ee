import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { opsCodeDigits } from 'gaokao-domain';
import { call, callFile, routes } from '../../../lib/api';
import { callKey } from '../../../lib/query';
import { isOpsPath, removeOpsToken, setOpsToken } from '../../../lib/ops-token';
import { saveFile } from '../../../lib/save-file';
import type { WithdrawalFilter } from '../model/filters';

/** Forgets everything read as an operator (every query of an operator call, `isOpsPath`). */
export function forgetOpsQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && isOpsPath(query.queryKey[0]) });
}

/** 登录: name, password and the authenticator's code → the operator token (kept apart from the member's). */
export function useOpsLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsLogin),
    mutationFn: async (input: { name: string; password: string; code: string }) => {
      const reply = await call(routes.opsLogin, { name: input.name.trim(), password: input.password, code: opsCodeDigits(input.code) }, { quiet: true });
      if (!reply.data) throw reply;
      return reply.data;
    },
    onSuccess: (data) => {
      forgetOpsQueries(client);
      setOpsToken(data.token);
      client.setQueryData(callKey(routes.opsMe, {}), { operator: data.operator });
    },
  });
}

/** 退出: the server's logout best-effort; the token and what was read go whatever it answers. */
export async function opsLogout(client: QueryClient): Promise<void> {
  try {
    await call(routes.opsLogout, {}, { quiet: true });
  } catch {
    // signed out here all the same
  } finally {
    removeOpsToken();
    forgetOpsQueries(client);
  }
}

/** What paying or rejecting a withdrawal makes stale: every page of the queue and the audit log. */
function invalidateAfterSettle(client: QueryClient): Promise<void> {
  return Promise.all([client.invalidateQueries({ queryKey: callKey(routes.opsWithdrawals) }), client.invalidateQueries({ queryKey: callKey(routes.opsAudit) })]).then(() => undefined);
}

/** 标记已付 with the payout's reference (the WeChat/Alipay transfer number) and an optional remark. */
export function useMarkPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsWithdrawalPaid),
    mutationFn: async (input: { withdraw_id: number; payout_ref: string; remark?: string }) =>
      (await call(routes.opsWithdrawalPaid, { withdraw_id: input.withdraw_id, payout_ref: input.payout_ref.trim(), remark: input.remark?.trim() ?? '' })).data,
    onSettled: () => invalidateAfterSettle(client),
  });
}

/** 驳回 with a reason (shown to the member); the server returns the amount through the ledger, once. */
export function useRejectWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsWithdrawalReject),
    mutationFn: async (input: { withdraw_id: number; reason: string }) => (await call(routes.opsWithdrawalReject, { withdraw_id: input.withdraw_id, reason: input.reason.trim() })).data,
    onSettled: () => invalidateAfterSettle(client),
  });
}

/** 导出CSV: every row of the filter as the server writes it (UTF-8 with BOM), saved under the server's file name. */
export function useExportCsv() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsWithdrawalsCsv),
    mutationFn: async (filter: Omit<WithdrawalFilter, 'page'>) => {
      const file = await callFile(
        routes.opsWithdrawalsCsv,
        { status: filter.status, ...(filter.from ? { date_from: filter.from } : {}), ...(filter.to ? { date_to: filter.to } : {}) },
        { fallbackName: `withdrawals-${filter.status}.csv` },
      );
      saveFile(file.blob, file.filename);
      return file.filename;
    },
    // The export is audited.
    onSuccess: () => client.invalidateQueries({ queryKey: callKey(routes.opsAudit) }),
  });
}

/** What a member change makes stale: the member's page, any search listing it, the audit log. */
function invalidateMembers(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: callKey(routes.opsMember) }),
    client.invalidateQueries({ queryKey: callKey(routes.opsMembers) }),
    client.invalidateQueries({ queryKey: callKey(routes.opsAudit) }),
  ]).then(() => undefined);
}

/** 修改身份: role (1/2/3) and, when given, the last China-time day of the VIP. */
export function useSetRole() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsMemberRole),
    mutationFn: async (input: { memberuser_id: number; role: 1 | 2 | 3; vip_expire: string }) =>
      (await call(routes.opsMemberRole, { memberuser_id: input.memberuser_id, role: input.role, ...(input.vip_expire ? { vip_expire: input.vip_expire } : {}) })).data,
    onSettled: () => invalidateMembers(client),
  });
}

/** What a card action makes stale: the batches (their counts), the cards, the audit log. */
function invalidateCards(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: callKey(routes.opsCardBatches) }),
    client.invalidateQueries({ queryKey: callKey(routes.opsCards) }),
    client.invalidateQueries({ queryKey: callKey(routes.opsAudit) }),
  ]).then(() => undefined);
}

/** 发行: a batch of `count` cards to be activated within `valid_days`, with a note (the sale channel). */
export function useIssueCards() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsCardIssue),
    mutationFn: async (input: { count: number; valid_days: number; note: string }) => (await call(routes.opsCardIssue, { count: input.count, valid_days: input.valid_days, note: input.note.trim() })).data,
    onSettled: () => invalidateCards(client),
  });
}

/** 作废 a card nobody has activated (the server refuses a used one: 该卡已被激活，不能作废). */
export function useVoidCard() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsCardVoid),
    mutationFn: async (cardNo: string) => (await call(routes.opsCardVoid, { card_no: cardNo })).data,
    onSettled: () => invalidateCards(client),
  });
}

/** 导出CSV of one batch: codes and passwords for an offline sale, saved under the server's file name; audited. */
export function useExportCards() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsCardsCsv),
    mutationFn: async (batchId: number) => {
      const file = await callFile(routes.opsCardsCsv, { batch_id: batchId }, { fallbackName: `cards-${batchId}.csv` });
      saveFile(file.blob, file.filename);
      return file.filename;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: callKey(routes.opsAudit) }),
  });
}

/** What a news change makes stale: the list, the item, the audit log. */
function invalidateNews(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: callKey(routes.opsNews) }),
    client.invalidateQueries({ queryKey: callKey(routes.opsNewsItem) }),
    client.invalidateQueries({ queryKey: callKey(routes.opsAudit) }),
  ]).then(() => undefined);
}

/** 保存: a new draft (no id) or the item's new text; the server sanitises the body. */
export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsNewsSave),
    mutationFn: async (input: { infomation_id?: number; title: string; source: string; imgurl: string; content: string }) =>
      (
        await call(routes.opsNewsSave, {
          ...(input.infomation_id ? { infomation_id: input.infomation_id } : {}),
          title: input.title.trim(),
          source: input.source.trim(),
          imgurl: input.imgurl.trim(),
          content: input.content,
        })
      ).data,
    onSettled: () => invalidateNews(client),
  });
}

/** 预览: the body as the server would store it (its sanitiser); changes nothing. */
export function usePreviewNews() {
  return useMutation({
    mutationKey: callKey(routes.opsNewsPreview),
    mutationFn: async (content: string) => (await call(routes.opsNewsPreview, { content })).data?.content ?? '',
  });
}

/** 发布 (1) or 撤回 (0) an item. */
export function usePublishNews() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsNewsPublish),
    mutationFn: async (input: { infomation_id: number; status: 0 | 1 }) => (await call(routes.opsNewsPublish, input)).data,
    onSettled: () => invalidateNews(client),
  });
}
