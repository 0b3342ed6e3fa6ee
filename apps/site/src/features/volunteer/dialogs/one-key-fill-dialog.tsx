import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, NumberInput, RadioGroup } from 'gaokao-ui';
import {
  bandOfRow,
  defaultFillPlan,
  defaultFillRuleText,
  fillableByBand,
  fillableCount,
  fillableGroupCount,
  fillableGroupsByBand,
  fillPreviewTotal,
  fillWaste,
  groupFormLimits,
  groupsOfList,
  MSG,
  oneKeyFill,
  oneKeyFillCutHint,
  oneKeyFillHint,
  oneKeyFillGroups,
  oneKeyFillMix,
  RISK_BANDS,
  splitCount,
  validateOneKeyCount,
  validateScoreBand,
  wishlistMaxOf,
  wishlistRoom,
  type FillMix,
  type ScoreBand,
  unitWordOf,
  noFillableOf,
  listRowsOf,
} from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { useAddAll } from '../api/mutations';
import { wishListQuery } from '../api/queries';
import type { ResultRow } from '../model/types';
import { useWorkspace } from '../components/workspace-context';

type FillMode = 'default' | 'mix' | 'spread';

const MODES: Array<{ value: FillMode; label: string }> = [
  { value: 'default', label: '推荐（不浪费志愿）' },
  { value: 'mix', label: '按冲稳保比例' },
  { value: 'spread', label: '按分数均匀选取' },
];

/** How long the range inputs wait after the last keystroke before the rows of the new range are read. */
export const RANGE_SETTLE_MS = 400;

/**
 * 一键填报 (part 2 §5, §9): a count, checked by the domain (请输入填报记录数, 暂无可填报的专业, limited to what is not yet
 * filled and to the room left under the list's size, wishlistMaxOf), rows picked by the domain's even spread, sent
 * with addAll. The count is split into a 冲/稳/保 mix (¼ · ⅜ · ⅜, editable) and the spread runs within each band; the
 * dialog states how many
 * rows of each band can be filled and the split it will fill before it fills. Preselected is the domain's default
 * (推荐, `defaultFillPlan`): the mix within a rule that wastes no slot, stated in the dialog. 按冲稳保比例 and
 * 按分数均匀选取 are the spec's ways over the whole range; when their picks include rows 志愿表体检 would flag, the
 * dialog says so before filling (`fillWaste`), and the fill is still allowed. With `range`,
 * the family also chooses the range of predicted lines to fill from (it starts as the screen's 智能筛选 band); a valid
 * range is handed to `onRange` once typing settles, and the caller reads that range's rows as the new candidates.
 *
 * In a 院校专业组 province (广东 …) the fill picks whole groups (gaokao-domain `oneKeyFillGroups`): the count and the
 * mix count groups, the room is the province's groups minus those on the list (read with the list), and each group
 * brings up to K of its majors, sent together in one addAll.
 */
export function OneKeyFillDialog({
  open,
  onClose,
  candidates: given,
  loading = false,
  onFilled,
  range,
  onRange,
  total,
}: {
  open: boolean;
  onClose: () => void;
  /** The rows to pick from: every page of the recommendation, so the spread covers its whole score range. */
  candidates: ResultRow[] | undefined;
  /** The candidates are being read again (picks come only from rows read while the dialog is open). */
  loading?: boolean;
  onFilled?: () => void;
  /** The range the candidates were read for; with `onRange`, the dialog lets the family change it. */
  range?: ScoreBand;
  onRange?: (range: ScoreBand) => void;
  /** The screen's row count, when the candidates are fewer (the read stopped at its page limit). */
  total?: number;
}) {
  const ws = useWorkspace();
  const limits = groupFormLimits(ws.plan.province);
  // A group province's room and the groups not to add to come from the list itself.
  const list = useQuery({
    ...wishListQuery({ aspid: ws.plan.volunteer_id, page: 1, pageSize: listRowsOf(ws.plan.province, ws.plan.batch) }),
    enabled: open && limits !== null,
  });
  const reading = loading || (limits !== null && list.isPending);
  const listRows = useMemo(() => list.data?.list ?? [], [list.data]);
  const candidates = useMemo(() => (reading ? [] : (given ?? [])), [reading, given]);
  // 专业组 where the groups are the units (江苏 …), as the tables name them; 院校专业组 where the fill picks groups.
  const unit = useMemo(
    () =>
      limits !== null
        ? '院校专业组'
        : unitWordOf(candidates.map((r) => ({ group_code: String(r.group_code ?? ''), specialty_code: r.specialty_code, specialty_title: r.specialty_title }))),
    [candidates, limits],
  );
  const addAll = useAddAll();
  const [count, setCount] = useState<number | null>(null);
  const [error, setError] = useState('');
  // The list's size is the province's (江苏 40 专业组 …), 96 by default.
  const max = wishlistMaxOf(ws.plan.province, ws.plan.batch);
  const room = limits !== null ? Math.max(0, limits.groups - groupsOfList(listRows).length) : wishlistRoom(ws.count, max);
  const [mode, setMode] = useState<FillMode>('default');
  const score = Number(ws.plan.score);
  // The default fills from the rows (and groups) its rule keeps; the spec's ways from every candidate.
  const plan = useMemo(() => (mode === 'default' ? defaultFillPlan(candidates, score, limits !== null) : null), [mode, candidates, score, limits]);
  const pool = plan?.pool ?? candidates;
  const fillableTotal = limits !== null ? fillableGroupCount(pool, listRows, plan?.keep, limits.majorsPerGroup) : fillableCount(pool);
  const available = Math.min(fillableTotal, room);
  const [ownMix, setOwnMix] = useState<FillMix | null>(null);
  const mix = useMemo(() => ownMix ?? splitCount(count ?? 0), [ownMix, count]);
  const fillable = useMemo(
    () => (limits !== null ? fillableGroupsByBand(pool, (g) => bandOfRow(g, score), listRows, plan?.keep, limits.majorsPerGroup) : fillableByBand(pool, (row) => bandOfRow(row, score))),
    [pool, plan, score, limits, listRows],
  );
  const preview = useMemo(() => {
    if (mode === 'spread') return null;
    if (limits !== null) return oneKeyFillGroups(pool, { mix }, { limits, list: listRows, bandOf: (g) => bandOfRow(g, score), keep: plan?.keep, nearest: plan?.nearest });
    const res = oneKeyFillMix(pool, mix, (row) => bandOfRow(row, score), ws.count, max, plan?.nearest);
    return { ...res, groups: res.picks.length };
  }, [mode, pool, plan, mix, score, ws.count, max, limits, listRows]);
  // The spec's spread over the count asked (what 确定 would fill), so the dialog can warn before filling.
  const spread = useMemo(() => {
    if (mode !== 'spread') return null;
    const n = Math.min(Math.max(0, Math.trunc(count ?? 0)), available);
    if (n === 0) return [];
    return limits !== null
      ? oneKeyFillGroups(candidates, { count: n }, { limits, list: listRows, bandOf: (g) => bandOfRow(g, score) }).picks
      : oneKeyFill(candidates, n, ws.count, max);
  }, [mode, count, available, limits, candidates, listRows, score, ws.count, max]);
  const waste = reading ? null : fillWaste(preview?.picks ?? spread ?? [], score).message;

  // The count starts at what can be filled, unless the user already typed one while the candidates were loading.
  const touched = useRef(false);
  useEffect(() => {
    if (!open) touched.current = false;
  }, [open]);
  useEffect(() => {
    if (open && !reading && !touched.current) {
      setCount(available || null);
      setError('');
    }
  }, [open, available, reading]);

  // The range as typed; a valid one different from the range read is handed on once typing settles.
  const [up, setUp] = useState<number | null>(range?.up ?? null);
  const [down, setDown] = useState<number | null>(range?.down ?? null);
  const rangeCheck = validateScoreBand(up, down);
  useEffect(() => {
    if (!open || !range || !onRange) return;
    const check = validateScoreBand(up, down);
    if (!check.ok || (check.band.up === range.up && check.band.down === range.down)) return;
    const timer = setTimeout(() => onRange(check.band), RANGE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [open, range, onRange, up, down]);
  // Each time the dialog opens (and when the range read changes), the inputs show the range read.
  const rangeUp = range?.up;
  const rangeDown = range?.down;
  useEffect(() => {
    if (open && rangeUp !== undefined && rangeDown !== undefined) {
      setUp(rangeUp);
      setDown(rangeDown);
    }
  }, [open, rangeUp, rangeDown]);

  const submit = () => {
    if (reading) return;
    if (range && onRange) {
      if (!rangeCheck.ok) return;
      // A range typed but not yet read: read it now; the picks come from its rows, on the next 确定.
      if (rangeCheck.band.up !== range.up || rangeCheck.band.down !== range.down) {
        onRange(rangeCheck.band);
        return;
      }
    }
    const check = validateOneKeyCount(count, available);
    // The spec's 暂无可填报的专业 speaks of groups where the fill picks groups.
    const noneLeft = noFillableOf(limits !== null ? '院校专业组' : '专业');
    if (!check.ok) {
      setError(check.message === MSG.noFillableMajors ? noneLeft : check.message);
      return;
    }
    const picks =
      mode !== 'spread'
        ? (preview?.picks ?? [])
        : limits !== null
          ? oneKeyFillGroups(candidates, { count: check.count }, { limits, list: listRows, bandOf: (g) => bandOfRow(g, score) }).picks
          : oneKeyFill(candidates, check.count, ws.count, max);
    if (picks.length === 0) {
      setError(noneLeft);
      return;
    }
    addAll.mutate(
      picks.map((row) => ({ volunteer_id: ws.plan.volunteer_id, code: row.code, specialty_code: row.specialty_code })),
      {
        // A refusal: the network layer showed the server's message; the dialog stays open.
        onSuccess: async (reply) => {
          showToast(reply.msg || MSG.oneKeyFillDone, 'success');
          onClose();
          await ws.refreshCount();
          onFilled?.();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="一键填报"
      size="small"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button loading={addAll.isPending || reading} onClick={submit}>
            确定
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="gk-hint">{reading ? MSG.readingRecommendations : oneKeyFillHint(fillableTotal, room, unit, mode)}</p>
        {!reading && total !== undefined && oneKeyFillCutHint(candidates.length, total, unit) ? <p className="gk-hint">{oneKeyFillCutHint(candidates.length, total, unit)}</p> : null}
        <NumberInput
          label="填报记录数"
          min={0}
          value={count}
          error={error || undefined}
          onValueChange={(next) => {
            touched.current = true;
            setCount(next);
            setOwnMix(null);
            setError('');
          }}
        />
        {range && onRange ? (
          <fieldset className="gk-vol-range">
            <legend>填报范围（预估线与我的分数之差）</legend>
            <NumberInput label="高于我的分数不超过（分）" min={0} value={up} onValueChange={setUp} />
            <NumberInput
              label="低于我的分数不超过（分）"
              min={0}
              value={down}
              onValueChange={setDown}
              error={rangeCheck.ok ? undefined : rangeCheck.message}
            />
          </fieldset>
        ) : null}
        <RadioGroup label="选取方式" options={MODES} value={mode} onValueChange={(v) => setMode(MODES.find((m) => m.value === v)?.value ?? 'default')} />
        {mode === 'default' ? <p className="gk-hint">{defaultFillRuleText()}</p> : null}
        {mode !== 'spread' ? (
          <>
            {reading ? null : (
              <p className="gk-hint">
                可填报：{RISK_BANDS.map((b) => `${b} ${fillable[b]} 个`).join(' · ')}
              </p>
            )}
            <div className="gk-vol-mix">
              {RISK_BANDS.map((b) => (
                <NumberInput
                  key={b}
                  label={b}
                  min={0}
                  value={mix[b]}
                  onValueChange={(next) => {
                    touched.current = true;
                    setOwnMix({ ...mix, [b]: next ?? 0 });
                    setCount(RISK_BANDS.reduce((sum, x) => sum + (x === b ? (next ?? 0) : mix[x]), 0));
                    setError('');
                  }}
                />
              ))}
            </div>
            {preview && !reading ? (
              <p className="gk-hint" role="status">
                将填入：{RISK_BANDS.map((b) => `${b} ${preview.split[b]}`).join(' · ')}（{fillPreviewTotal(preview.groups, preview.picks, limits !== null)}）
              </p>
            ) : null}
          </>
        ) : null}
        {waste ? <p className="gk-vol-note" data-kind="fillWaste">{waste}</p> : null}
      </form>
    </Dialog>
  );
}
