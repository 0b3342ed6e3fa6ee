import { useState, type ReactNode, type ReactElement } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  COLLEGE_ATTRIBUTE_OPTIONS,
  COLLEGE_STRENGTH_OPTIONS,
  COLLEGE_TYPE_OPTIONS,
  NATURE_OPTIONS,
  REGION_OPTIONS,
  applyNatureLinkage,
  defaultCollegeScreen,
  fillEmptyGroup,
  type CollegeScreen,
} from 'gaokao-domain';
import { Button } from '../button/button';
import { CheckboxGroup } from '../checkbox/checkbox';
import { Dialog } from '../dialog/dialog';
import { SaveCancelFooter } from '../dialog/save-cancel-footer';
import * as css from './college-filter-dialog.css';

export type { CollegeScreen };

/** The five groups, in display order, with their options (the domain's lists). */
export const COLLEGE_FILTER_GROUPS = [
  { key: 'regions', label: '地区', options: REGION_OPTIONS },
  { key: 'types', label: '院校类型', options: COLLEGE_TYPE_OPTIONS },
  { key: 'natures', label: '院校层次', options: NATURE_OPTIONS },
  { key: 'attributes', label: '办学性质', options: COLLEGE_ATTRIBUTE_OPTIONS },
  { key: 'strengths', label: '办学实力', options: COLLEGE_STRENGTH_OPTIONS },
] as const satisfies ReadonlyArray<{ key: keyof CollegeScreen; label: string; options: readonly string[] }>;

export interface CollegeFilterDialogProps {
  /** Controlled open state; leave out (with `defaultOpen` and/or `trigger`) to let the dialog keep it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (uncontrolled use). */
  trigger?: ReactElement;
  /** The draft screen (controlled); an empty group shows as all options, as the spec loads it. */
  value?: CollegeScreen;
  defaultValue?: CollegeScreen;
  onChange?: (next: CollegeScreen) => void;
  /** 保存: the screen to store as college_screen. */
  onSave: (screen: CollegeScreen) => void;
  onCancel?: () => void;
  saving?: boolean;
  /** A save error from the owner, shown above the buttons. */
  error?: ReactNode;
  title?: string;
  /**
   * Groups on a fact no data source holds (院校类型, 办学实力): shown with this note instead of their checkboxes, and
   * saved as 不限 (every option), so a filter nobody can answer never empties a list.
   */
  unavailable?: Partial<Record<keyof CollegeScreen, ReactNode>>;
  /**
   * Options of a group no data holds (办学性质 独立学院 where the list does not single it out): left out of the group's
   * checkboxes (and of 全选), with the note under them.
   */
  withoutData?: Partial<Record<keyof CollegeScreen, { options: readonly string[]; note: ReactNode }>>;
}

type GroupKey = keyof CollegeScreen;

/** Groups empty when the dialog opened show as all options (the spec's load rule) until the user edits them. */
function shownScreen(screen: CollegeScreen, loadedEmpty: ReadonlySet<GroupKey>): CollegeScreen {
  const shown = { ...screen };
  for (const group of COLLEGE_FILTER_GROUPS) {
    if (loadedEmpty.has(group.key)) shown[group.key] = fillEmptyGroup(screen[group.key], group.options);
  }
  return shown;
}

/**
 * 院校筛选: regions, types, level (985/211/双一流 linked by the domain), attributes and strength, each a checkbox
 * group with 全选 / 清空. Controlled: the owner loads and saves the screen; nothing here calls the network.
 */
export function CollegeFilterDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange: onOpenChangeProp,
  trigger,
  value,
  defaultValue,
  onChange,
  onSave,
  onCancel,
  saving = false,
  error,
  title = '院校筛选',
  unavailable = {},
  withoutData = {},
}: CollegeFilterDialogProps) {
  const [open, onOpenChange] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChangeProp, caller: 'CollegeFilterDialog' });
  const [draft, setDraft] = useControllableState({ prop: value, defaultProp: defaultValue ?? defaultCollegeScreen(), onChange, caller: 'CollegeFilterDialog' });
  const [loadedEmpty, setLoadedEmpty] = useState<ReadonlySet<GroupKey>>(
    () => new Set(COLLEGE_FILTER_GROUPS.filter((g) => (draft[g.key] ?? []).length === 0).map((g) => g.key)),
  );
  // A new opening is a new load: recompute which groups came in empty.
  const [openedFor, setOpenedFor] = useState(open);
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) setLoadedEmpty(new Set(COLLEGE_FILTER_GROUPS.filter((g) => (draft[g.key] ?? []).length === 0).map((g) => g.key)));
  }
  const shown = shownScreen(draft, loadedEmpty);
  const saved = (): CollegeScreen => {
    const out = { ...shown };
    for (const g of COLLEGE_FILTER_GROUPS) if (unavailable[g.key] != null) out[g.key] = [...g.options];
    return out;
  };

  const update = (key: GroupKey, next: string[]) => {
    const linked = key === 'natures' ? applyNatureLinkage(shown.natures, next) : next;
    if (loadedEmpty.has(key)) setLoadedEmpty(new Set([...loadedEmpty].filter((k) => k !== key)));
    setDraft({ ...shown, [key]: linked });
  };

  // The options a group offers: all but those no data holds.
  const offered = (group: (typeof COLLEGE_FILTER_GROUPS)[number]): string[] => group.options.filter((o) => !(withoutData[group.key]?.options ?? []).includes(o));

  const cancel = () => {
    onCancel?.();
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      {...(trigger ? { trigger } : {})}
      onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}
      title={title}
      size="large"
      data-testid="college-filter-dialog"
      footer={<SaveCancelFooter error={error} saving={saving} onCancel={cancel} onSave={() => onSave(saved())} />}
    >
      <div className={css.groups}>
        {COLLEGE_FILTER_GROUPS.map((group) =>
          unavailable[group.key] != null ? (
            <section key={group.key} className={css.group} aria-label={group.label} data-state="unavailable">
              <p className={css.unavailable}>
                <strong>{group.label}</strong>：{unavailable[group.key]}
              </p>
            </section>
          ) : (
          <section key={group.key} className={css.group} aria-label={group.label}>
            <CheckboxGroup
              label={group.label}
              options={offered(group).map((o) => ({ value: o, label: o }))}
              value={shown[group.key]}
              onValueChange={(next) => update(group.key, next)}
            />
            {withoutData[group.key] ? <p className={css.unavailable}>{withoutData[group.key]?.note}</p> : null}
            <div className={css.groupActions}>
              <Button size="small" variant="link" aria-label={`${group.label}全选`} onClick={() => update(group.key, offered(group))}>
                全选
              </Button>
              <Button size="small" variant="link" tone="neutral" aria-label={`${group.label}清空`} onClick={() => update(group.key, [])}>
                清空
              </Button>
            </div>
          </section>
          ),
        )}
      </div>
    </Dialog>
  );
}
