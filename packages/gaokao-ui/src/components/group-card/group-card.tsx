import { useId, useState, type ReactNode } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { CATALOGUE_PICK_NOTE, type RiskBand } from 'gaokao-domain';
import { Button } from '../button/button';
import { Select } from '../select/select';
import { Switch } from '../switch/switch';
import { RiskTag } from '../tag/tag';
import { visuallyHidden } from '../../styles/utils.css';
import * as css from './group-card.css';

/** One chosen major of a 院校专业组, in the family's order. */
export interface GroupCardMajor {
  /** A stable key (the caller's row id). */
  id: string;
  title: string;
  /** The major's own predicted line; null or absent where unknown. */
  line?: number | null | undefined;
  /**
   * Picked from the college's 开设专业 for a group whose majors the province does not publish (江苏): shown with
   * 以招生计划为准 in place of a line.
   */
  tentative?: boolean | undefined;
}

/**
 * Picking a group's majors from the college's 开设专业 (a group whose majors are unpublished). The catalogue is read on
 * demand: `options` null until `onOpen` has loaded it.
 */
export interface GroupCardPicker {
  /** The catalogue's titles; null before it is read. */
  options: readonly string[] | null;
  /** Reads the catalogue (the 从开设专业中选择 button). */
  onOpen: () => void;
  /** Adds the chosen title to the group (last). */
  onPick: (title: string) => void;
  /** The catalogue is being read. */
  loading?: boolean | undefined;
  /** A refusal or failure to show beside the picker. */
  error?: string | undefined;
}

export type GroupMoveDirection = 'up' | 'down';

export interface GroupCardProps {
  /** The 志愿 number: the group's place on the official form (1-based). */
  order: number;
  collegeName: string;
  /** The 院校专业组 code; empty where the data names none. */
  groupCode: string;
  /** What the group is, beside its code (its requirement, 中外合作, 国家专项 …); nothing shown when empty or absent. */
  detail?: string | undefined;
  /** The group's predicted line (its 投档线 estimate); null where unknown. */
  line: number | null;
  band: RiskBand | null;
  /** 录取概率 as shown (e.g. 40%); null where none. */
  probability: string | null;
  majors: readonly GroupCardMajor[];
  /** How many majors a group may list (shown as n/K). */
  majorsPerGroup?: number | undefined;
  /** 服从调剂, controlled… */
  obey?: boolean | undefined;
  /** …or uncontrolled (default 服从). */
  defaultObey?: boolean | undefined;
  onObeyChange?: ((obey: boolean) => void) | undefined;
  /** A finding to show on the card (调剂 or 退档 risk); the card is marked `data-risk`. */
  notice?: ReactNode;
  /** Moves the major at `index` one place up or down inside the group. */
  onMoveMajor?: ((index: number, direction: GroupMoveDirection) => void) | undefined;
  onRemoveMajor?: ((index: number) => void) | undefined;
  /** Moves the whole group one place up or down the list. */
  onMoveGroup?: ((direction: GroupMoveDirection) => void) | undefined;
  onRemoveGroup?: (() => void) | undefined;
  /** Whether the group can move up / down (false on the first / last group). */
  canMoveUp?: boolean | undefined;
  canMoveDown?: boolean | undefined;
  /** A change is being saved: the actions wait. */
  busy?: boolean | undefined;
  /** Where the group's majors come from the college's catalogue (江苏): the picker under the majors. */
  picker?: GroupCardPicker | undefined;
}

/** A button that stays focusable when it cannot act (keyboard users keep their place after a move to an end). */
function Action(props: { label: string; glyph: string; enabled: boolean; busy: boolean; tone?: 'danger'; onPress: () => void }) {
  const inactive = !props.enabled || props.busy;
  return (
    <Button
      size="small"
      variant="ghost"
      tone={props.tone}
      aria-label={props.label}
      title={props.label}
      aria-disabled={inactive || undefined}
      data-state={inactive ? 'inactive' : 'active'}
      onClick={() => {
        if (!inactive) props.onPress();
      }}
    >
      {props.glyph}
    </Button>
  );
}

/**
 * One 志愿 of a 院校专业组 province: the group's number, college and group code, its line, band and 录取概率, its chosen
 * majors in order (each with its own line where known, moved up or down, removed), 服从调剂 as a switch, and the group's
 * own moves and removal. Data-agnostic: every change goes out through a callback.
 */
export function GroupCard({
  order,
  collegeName,
  groupCode,
  detail,
  line,
  band,
  probability,
  majors,
  majorsPerGroup,
  obey,
  defaultObey = true,
  onObeyChange,
  notice,
  onMoveMajor,
  onRemoveMajor,
  onMoveGroup,
  onRemoveGroup,
  canMoveUp = true,
  canMoveDown = true,
  busy = false,
  picker,
}: GroupCardProps) {
  const titleId = useId();
  const [on, setOn] = useControllableState({ prop: obey, defaultProp: defaultObey, onChange: onObeyChange, caller: 'GroupCard' });
  const name = groupCode ? `${collegeName} ${groupCode}组` : collegeName;
  return (
    <article className={css.card} aria-labelledby={titleId} data-state={on ? 'obey' : 'refuse'} data-risk={notice ? 'true' : undefined} aria-busy={busy || undefined}>
      <div className={css.head}>
        <span className={css.order}>
          <span className={visuallyHidden}>第</span>
          {order}
          <span className={visuallyHidden}>志愿</span>
        </span>
        <h3 id={titleId} className={css.title}>
          <span className={css.college}>{collegeName}</span>
          <span className={css.groupCode}>{groupCode ? `院校专业组 ${groupCode}` : '院校专业组代码未公布'}</span>
          {detail ? <span className={css.groupCode}>{detail}</span> : null}
        </h3>
        {band ? <RiskTag band={band} /> : null}
      </div>
      <div className={css.figures}>
        <span className={css.figure}>
          <span className={css.figureLabel}>组预估线</span>
          {line ?? '—'}
        </span>
        <span className={css.figure}>
          <span className={css.figureLabel}>录取概率</span>
          {probability ?? '—'}
        </span>
        <span className={css.figure}>
          <span className={css.figureLabel}>专业</span>
          {majorsPerGroup ? `${majors.length}/${majorsPerGroup}` : majors.length}
        </span>
      </div>
      {notice ? (
        <p className={css.notice} role="note">
          {notice}
        </p>
      ) : null}
      <ol className={css.majors} aria-label={`${name}的专业`}>
        {majors.map((m, i) => (
          <li key={m.id} className={css.major}>
            <span className={css.majorIndex} aria-hidden="true">
              {i + 1}
            </span>
            <span className={css.majorName}>
              <span>{m.title}</span>
              {m.tentative ? <span className={css.majorTentative}>{CATALOGUE_PICK_NOTE}</span> : <span className={css.majorLine}>预估线 {m.line ?? '—'}</span>}
            </span>
            <span className={css.majorActions}>
              {onMoveMajor ? (
                <>
                  <Action label={`上移专业：${m.title}`} glyph="↑" enabled={i > 0} busy={busy} onPress={() => onMoveMajor(i, 'up')} />
                  <Action label={`下移专业：${m.title}`} glyph="↓" enabled={i < majors.length - 1} busy={busy} onPress={() => onMoveMajor(i, 'down')} />
                </>
              ) : null}
              {onRemoveMajor ? <Action label={`移除专业：${m.title}`} glyph="×" enabled busy={busy} tone="danger" onPress={() => onRemoveMajor(i)} /> : null}
            </span>
          </li>
        ))}
      </ol>
      {picker ? <CataloguePicker picker={picker} name={name} picked={majors.map((m) => m.title)} full={majorsPerGroup !== undefined && majors.length >= majorsPerGroup} busy={busy} /> : null}
      <div className={css.foot}>
        <Switch label="服从调剂" checked={on} onCheckedChange={setOn} />
        <span className={css.footActions}>
          {onMoveGroup ? (
            <>
              <Action label={`上移志愿：${name}`} glyph="上移" enabled={canMoveUp} busy={busy} onPress={() => onMoveGroup('up')} />
              <Action label={`下移志愿：${name}`} glyph="下移" enabled={canMoveDown} busy={busy} onPress={() => onMoveGroup('down')} />
            </>
          ) : null}
          {onRemoveGroup ? <Action label={`移除志愿：${name}`} glyph="移除" enabled busy={busy} tone="danger" onPress={onRemoveGroup} /> : null}
        </span>
      </div>
    </article>
  );
}

/** 从开设专业中选择: a button that reads the college's catalogue, then a choice of its majors not yet picked and 添加. */
function CataloguePicker({ picker, name, picked, full, busy }: { picker: GroupCardPicker; name: string; picked: readonly string[]; full: boolean; busy: boolean }) {
  const [choice, setChoice] = useState('');
  const left = (picker.options ?? []).filter((t) => !picked.includes(t));
  return (
    <div className={css.picker} role="group" aria-label={`${name}：从开设专业中选择`}>
      <p className={css.pickerNote}>本省未公布该专业组所含专业，可从院校开设专业中选择，{CATALOGUE_PICK_NOTE}。</p>
      {picker.options === null ? (
        <Button size="small" variant="outline" loading={picker.loading} disabled={full} onClick={picker.onOpen}>
          从开设专业中选择
        </Button>
      ) : left.length === 0 ? (
        <p className={css.pickerNote}>{picker.options.length === 0 ? '暂无该院校的开设专业数据' : '开设专业已全部选入'}</p>
      ) : (
        <span className={css.pickerRow}>
          <Select
            label={`为${name}选择专业`}
            hideLabel
            size="small"
            placeholder="选择开设专业"
            options={left.map((t) => ({ value: t, label: t }))}
            value={choice}
            onValueChange={setChoice}
          />
          <Button
            size="small"
            disabled={choice === '' || full || busy}
            onClick={() => {
              picker.onPick(choice);
              setChoice('');
            }}
          >
            添加
          </Button>
        </span>
      )}
      {picker.error ? (
        <p className={css.notice} role="alert">
          {picker.error}
        </p>
      ) : null}
    </div>
  );
}
