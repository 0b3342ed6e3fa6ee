import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GroupCard, type GroupMoveDirection } from 'gaokao-ui';
import {
  MSG,
  flattenGroups,
  groupDetail,
  groupBandOf,
  groupKeyOf,
  groupLineOf,
  groupProbabilityOf,
  groupsOfList,
  healthGroupForm,
  moveGroup,
  moveMajorInGroup,
  obeyOfRows,
  planHealthCheck,
  predictedScore,
  type GroupFormLimits,
  type WishGroup,
} from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { call, routes } from '../../../lib/api';
import { invalidateScreens, invalidateWishList, removeUnit } from '../api/mutations';
import { healthRows, probabilityAbsentNote } from '../model/rows';
import type { ResultRow } from '../model/types';
import { useWorkspace } from './workspace-context';
import { catalogueRowOf, storedPicks } from '../model/catalogue-rows';
import { useCataloguePicks } from './catalogue-picks';

type Group = WishGroup<ResultRow>;

/** After a move the moved control may have left the DOM and come back: focus returns to the control of that name. */
function refocus(label: string) {
  requestAnimationFrame(() => {
    const target = Array.from(document.querySelectorAll<HTMLElement>('[aria-label]')).find((el) => el.getAttribute('aria-label') === label);
    target?.focus();
  });
}

const groupName = (g: Group) => (g.groupCode ? `${g.collegeName} ${g.groupCode}组` : g.collegeName);

/**
 * Tab 4 in a 院校专业组 province (广东, 江苏 …): each 志愿 is a group card (gaokao-ui `GroupCard`) with its number on the
 * form, its line, band and 录取概率, its majors in order, 服从调剂, and the moves and removals of majors and groups. The
 * list stays the spec's flat list on the wire: a move is the whole list's new order through updateAll
 * (gaokao-domain `flattenGroups`), 服从调剂 is groupFucong, a removal the per-row delete. A 专业组 whose majors the
 * province does not publish (江苏) lists the majors the family picked from the college's 开设专业, each 以招生计划为准,
 * with the card's picker (`catalogue-picks.ts`: updateExt `group_picks`).
 */
export function GroupList(props: { rows: readonly ResultRow[]; shown: readonly ResultRow[]; limits: GroupFormLimits; loading: boolean }) {
  const ws = useWorkspace();
  const client = useQueryClient();
  const score = Number(ws.plan.score);
  const groups = useMemo(() => groupsOfList(props.rows, obeyOfRows(props.rows)), [props.rows]);
  // No group shows 录取概率 (湖北: one fitted year): say why once, as the recommendation tab does.
  const absentNote = probabilityAbsentNote(props.rows);
  const shownKeys = useMemo(() => new Set(props.shown.map((r) => groupKeyOf(r))), [props.shown]);
  const [obeyNow, setObeyNow] = useState<ReadonlyMap<string, boolean>>(new Map());
  const notices = useMemo(() => {
    const findings = planHealthCheck(healthRows(props.rows, score), {}, healthGroupForm(props.rows, { province: ws.plan.province, score }));
    const out = new Map<number, string>();
    for (const f of findings) if (f.kind === 'tiaoji' || f.kind === 'tuidang') out.set(f.position, f.message);
    return out;
  }, [props.rows, score, ws.plan.province]);

  const refresh = () => Promise.all([invalidateWishList(client), invalidateScreens(client), ws.refreshCount()]);

  const order = useMutation({
    mutationFn: async ({ next }: { next: Group[]; focus: string }) => {
      const list = flattenGroups(next).flatMap((r) => (r.volunteer_result_id ? [{ volunteer_result_id: r.volunteer_result_id, sort_id: r.sort_id }] : []));
      return call(routes.resultUpdateAll, { list });
    },
    onSettled: async (_reply, _error, { focus }) => {
      await invalidateWishList(client);
      refocus(focus);
    },
  });

  const obey = useMutation({
    mutationFn: ({ group, on }: { group: Group; on: boolean }) =>
      call(routes.groupFucong, {
        volunteer_id: ws.plan.volunteer_id,
        code: group.code,
        group_code: group.groupCode,
        specialty_code: group.groupCode ? '' : String(group.majors[0]?.specialty_code ?? ''),
        fucong: on ? '1' : '0',
      }),
    onMutate: ({ group, on }) => setObeyNow((prev) => new Map(prev).set(group.key, on)),
    onSuccess: (reply) => showToast(reply.msg || MSG.saved, 'success'),
    onSettled: async (_reply, _error, { group }) => {
      await invalidateWishList(client);
      setObeyNow((prev) => {
        const next = new Map(prev);
        next.delete(group.key);
        return next;
      });
    },
  });

  const remove = useMutation({
    mutationFn: async (rows: readonly ResultRow[]) => {
      for (const row of rows) await removeUnit(row, ws.plan.volunteer_id);
    },
    onSuccess: () => showToast(MSG.removedFromList, 'success'),
    onSettled: refresh,
  });

  const picks = useCataloguePicks(props.limits.majorsPerGroup);
  const busy = order.isPending || obey.isPending || remove.isPending || picks.busy;

  const moveMajor = (g: Group, index: number, direction: GroupMoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const title = String(g.majors[index]?.specialty_title ?? '');
    const r = moveMajorInGroup(groups, g.key, index, to);
    if (r.ok) order.mutate({ next: r.groups, focus: `${direction === 'up' ? '上移' : '下移'}专业：${title}` });
  };
  const move = (g: Group, at: number, direction: GroupMoveDirection) => {
    const r = moveGroup(groups, g.key, direction === 'up' ? at - 1 : at + 1);
    if (r.ok) order.mutate({ next: r.groups, focus: `${direction === 'up' ? '上移' : '下移'}志愿：${groupName(g)}` });
  };

  if (props.loading && groups.length === 0) return <p className="gk-muted">加载中…</p>;
  if (groups.length === 0) return <p className="gk-vol-groups__empty">暂无数据</p>;
  return (
    <div className="gk-vol-groups">
      <p className="gk-muted gk-vol-groups__count">
        已填 {groups.length}/{props.limits.groups} 个院校专业组，每组最多 {props.limits.majorsPerGroup} 个专业
      </p>
      {absentNote ? <p className="gk-muted">{absentNote}</p> : null}
      <ol className="gk-vol-groups__list" aria-label="志愿单（院校专业组）">
        {groups.map((g, at) => {
          if (!shownKeys.has(g.key)) return null;
          const fromCatalogue = catalogueRowOf(g);
          return (
            <li key={g.key}>
              <GroupCard
                order={at + 1}
                collegeName={g.collegeName}
                groupCode={g.groupCode}
                detail={groupDetail(g.majors)}
                line={groupLineOf(g.majors)}
                band={groupBandOf(g.majors, score)}
                probability={(() => {
                  const p = groupProbabilityOf(g.majors);
                  return p === null ? null : `${Math.round(p * 100)}%`;
                })()}
                majors={
                  fromCatalogue
                    ? storedPicks(fromCatalogue).map((title) => ({ id: `${g.key}:${title}`, title, tentative: true }))
                    : g.majors.map((m, i) => ({ id: String(m.volunteer_result_id ?? `${m.code}:${m.specialty_code}:${i}`), title: String(m.specialty_title ?? ''), line: predictedScore(m.yugu_score) }))
                }
                picker={fromCatalogue ? picks.picker(g.key, fromCatalogue) : undefined}
                majorsPerGroup={props.limits.majorsPerGroup}
                obey={obeyNow.get(g.key) ?? g.obey}
                onObeyChange={(on) => obey.mutate({ group: g, on })}
                notice={notices.get(at + 1)}
                onMoveMajor={(i, d) => (fromCatalogue ? picks.reorder(g.key, fromCatalogue, i, d === 'up' ? i - 1 : i + 1) : moveMajor(g, i, d))}
                onRemoveMajor={(i) => {
                  if (fromCatalogue) return picks.remove(g.key, fromCatalogue, i);
                  const row = g.majors[i];
                  if (row) remove.mutate([row]);
                }}
                onMoveGroup={(d) => move(g, at, d)}
                onRemoveGroup={() => remove.mutate(g.majors)}
                canMoveUp={at > 0}
                canMoveDown={at < groups.length - 1}
                busy={busy}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
