import { queryOptions } from '@tanstack/react-query';
import { planUnitKey } from 'gaokao-domain';
import type { ScreenPage } from 'gaokao-contract';
import { call, routes, type CallData, type CallInput } from './api';
import { callKey, callQuery } from './query';

/**
 * Tab 1 as the site reads it (issue 31): the shared flag-free screen and the plan's own flags, asked for together and
 * merged, under the call's key. Written here by hand (one definition, lib/one-definition.test.ts): the merged page is
 * `[route, input]`, the flag-free screen it is built from an entry apart.
 */
const forever = Number.POSITIVE_INFINITY;
type ResultRow = NonNullable<ScreenPage['list']>[number];
const page = (data: ScreenPage | null | undefined): ScreenPage => ({ ...data, list: data?.list ?? [] });

export type IntellInput = Omit<CallInput<typeof routes.collegeIntellScreen>, 'flags'>;

/**
 * Tab 1's screen without the plan's flags (`flags: 'apart'`, gaokao-contract README): the same bytes for every plan
 * with the same inputs, which the server keeps compressed. Kept here until the screen's inputs change (a saved filter,
 * a plan edit invalidate the call); a 填报 or 移除 changes only the flags. Key `[route, {…input, flags: 'apart'}, {scope:
 * 'apart'}]`: an entry of its own beside the merged page's `[route, input]` (`recommendQuery`).
 */
export const recommendScreenQuery = (input: IntellInput) => ({ ...callQuery(routes.collegeIntellScreen, { ...input, flags: 'apart' as const }, { scope: 'apart' }), staleTime: forever });

/** The plan's own flags of tab 1's rows: on the list or not, with the row's id and place; read again every time. */
export const intellFlagsQuery = (aspid: CallInput<typeof routes.collegeIntellFlags>['aspid']) => ({ ...callQuery(routes.collegeIntellFlags, { aspid }, { quiet: true }), staleTime: 0 });

type IntellFlags = CallData<typeof routes.collegeIntellFlags>;

/**
 * A flag-free screen with the plan's flags put in: the rows as the spec's shape has them (`volunteer_id`,
 * `volunteer_result_id`, `sort_id`, `is_result`) and `tianbaocount`. A reply without `flags_apart` (a server that does
 * not know the field) already has them and is returned as it is.
 */
export function mergeFlags(screen: ScreenPage | null, flags: IntellFlags | null): ScreenPage | null {
  if (!screen || !(screen as { flags_apart?: boolean }).flags_apart || !flags) return screen;
  const on = new Map(flags.on_list.map(([code, specialty, id, sort]) => [planUnitKey({ code, specialty_code: specialty }), [id, sort] as const]));
  const { flags_apart: _apart, ...head } = screen as ScreenPage & { flags_apart?: boolean };
  return {
    ...head,
    tianbaocount: flags.tianbaocount,
    list: (screen.list ?? []).map((row) => {
      const hit = on.get(planUnitKey(row));
      return { ...row, volunteer_id: flags.volunteer_id, volunteer_result_id: hit ? hit[0] : null, sort_id: hit ? hit[1] : null, is_result: hit ? 1 : 0 } as ResultRow;
    }),
  };
}

/**
 * One page of the recommendation screen (tab 1), as the spec's shape has it: the shared screen (kept until its inputs
 * change) and the plan's flags (read each time this runs), asked together and merged here, so components see the rows
 * they always did. Invalidating it after an add reads only the flags again. When the server answers the screen in the
 * spec's shape (no `flags_apart`), that reply is the page; when the flags cannot be read, the spec's shape is asked for.
 */
export const recommendQuery = (input: IntellInput) =>
  queryOptions({
    queryKey: callKey(routes.collegeIntellScreen, input),
    queryFn: async ({ client }): Promise<ScreenPage | null> => {
      const flags = client.fetchQuery(intellFlagsQuery(input.aspid)).catch(() => null);
      const screen = await client.fetchQuery(recommendScreenQuery(input));
      if (!(screen as { flags_apart?: boolean } | null)?.flags_apart) return screen;
      const f = await flags;
      if (f) return mergeFlags(screen, f);
      return ((await call(routes.collegeIntellScreen, input)).data ?? null) as ScreenPage | null;
    },
    select: page,
  });

/** Whether a query is one of tab 1's kept flag-free screens (a change of the wish list leaves them). */
export const isRecommendScreen = (key: readonly unknown[]) => key[0] === routes.collegeIntellScreen && (key[1] as { flags?: string } | undefined)?.flags === 'apart';

