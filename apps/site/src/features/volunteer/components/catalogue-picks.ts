import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_PICKS_FIELD, MSG, addCataloguePick, picksText } from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { call, routes } from '../../../lib/api';
import { callQuery } from '../../../lib/query';
import { invalidateWishList } from '../api/mutations';
import type { ResultRow } from '../model/types';
import { storedPicks } from '../model/catalogue-rows';

/**
 * The picks of every catalogue group of the list: the college's catalogue read on demand (getCollegeDetail's `major`,
 * once per college, kept by the query cache), a pick checked by the domain (`addCataloguePick`) before it is sent, and
 * every change (add, move, remove) the whole list of picks through updateExt `group_picks`.
 */
export function useCataloguePicks(majorsPerGroup: number) {
  const client = useQueryClient();
  const [catalogues, setCatalogues] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const setError = (key: string, message: string | null) =>
    setErrors((prev) => {
      const next = new Map(prev);
      if (message === null) next.delete(key);
      else next.set(key, message);
      return next;
    });

  const save = useMutation({
    mutationFn: ({ row, picks }: { key: string; row: ResultRow; picks: readonly string[] }) =>
      call(routes.resultUpdateExt, { volunteer_result_id: Number(row.volunteer_result_id), name: GROUP_PICKS_FIELD, value: picks.length === 0 ? '' : picksText(picks) }),
    onSuccess: (reply, { key }) => {
      setError(key, null);
      showToast(reply.msg || MSG.saved, 'success');
    },
    onSettled: () => invalidateWishList(client),
  });

  const open = async (key: string, row: ResultRow) => {
    if (catalogues.has(key) || loading.has(key)) return;
    setLoading((prev) => new Set(prev).add(key));
    try {
      const id = Number(row.collegiate_id) || 0;
      const detail = id > 0 ? await client.fetchQuery({ ...callQuery(routes.collegeDetail, { collegiate_id: id, isCha: '', province: '' }), staleTime: 10 * 60_000 }) : null;
      const titles = (detail?.major ?? []).map((m) => String(m.specialty_title));
      setCatalogues((prev) => new Map(prev).set(key, titles));
    } finally {
      setLoading((prev) => {
        const next = new Set(prev);
        next.delete(key);
        return next;
      });
    }
  };

  return {
    busy: save.isPending,
    /** The GroupCard picker of a catalogue group. */
    picker: (key: string, row: ResultRow) => ({
      options: catalogues.get(key) ?? null,
      loading: loading.has(key),
      error: errors.get(key),
      onOpen: () => void open(key, row),
      onPick: (title: string) => {
        const r = addCataloguePick(storedPicks(row), title, catalogues.get(key) ?? [], majorsPerGroup);
        if (!r.ok) setError(key, r.message);
        else save.mutate({ key, row, picks: r.picks });
      },
    }),
    /** The picks in a new order (a move). */
    reorder: (key: string, row: ResultRow, from: number, to: number) => {
      const picks = storedPicks(row);
      const [moved] = picks.splice(from, 1);
      if (moved === undefined || to < 0 || to > picks.length) return;
      picks.splice(to, 0, moved);
      save.mutate({ key, row, picks });
    },
    /** One pick removed (the group stays on the list). */
    remove: (key: string, row: ResultRow, index: number) => save.mutate({ key, row, picks: storedPicks(row).filter((_, i) => i !== index) }),
  };
}
