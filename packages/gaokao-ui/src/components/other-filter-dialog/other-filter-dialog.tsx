import { useState, type ReactNode, type ReactElement } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  CUSTOM_KEYWORD,
  KEYWORD_OPTIONS,
  SCHOOLING_LENGTH_OPTIONS,
  defaultOtherScreen,
  parseCustomKeywords,
  parseRange,
  type OtherScreen,
  type ScreenChoice,
} from 'gaokao-domain';
import { Checkbox, CheckboxGroup } from '../checkbox/checkbox';
import { Dialog } from '../dialog/dialog';
import { SaveCancelFooter } from '../dialog/save-cancel-footer';
import { Input } from '../input/input';
import { RadioGroup } from '../radio-group/radio-group';
import { Select } from '../select/select';
import { Switch } from '../switch/switch';
import * as css from './other-filter-dialog.css';

export type { OtherScreen };

export interface OtherFilterDialogProps {
  /** Controlled open state; leave out (with `defaultOpen` and/or `trigger`) to let the dialog keep it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (uncontrolled use). */
  trigger?: ReactElement;
  /** The draft screen (controlled). */
  value?: OtherScreen;
  defaultValue?: OtherScreen;
  onChange?: (next: OtherScreen) => void;
  /** 保存: called only when every range reads as numbers with min ≤ max. */
  onSave: (screen: OtherScreen) => void;
  onCancel?: () => void;
  saving?: boolean;
  /** A save error from the owner. */
  error?: ReactNode;
  title?: string;
}

type RangeKey = 'tuition_fee' | 'planned_number' | 'score';
type RangeField = 'tuition_fee_min' | 'tuition_fee_max' | 'planned_number_min' | 'planned_number_max' | 'min_score' | 'max_score';
const RANGES: ReadonlyArray<{ key: RangeKey; label: string; min: RangeField; max: RangeField; unit: string; decimal: boolean }> = [
  { key: 'tuition_fee', label: '学费', min: 'tuition_fee_min', max: 'tuition_fee_max', unit: '元', decimal: true },
  { key: 'planned_number', label: '计划人数', min: 'planned_number_min', max: 'planned_number_max', unit: '人', decimal: false },
  { key: 'score', label: '预估分', min: 'min_score', max: 'max_score', unit: '分', decimal: false },
];

const CHOICES: ReadonlyArray<{ key: 'isShifan' | 'isNewMajor' | 'zhengji'; label: string; options: [string, string, string] }> = [
  { key: 'isShifan', label: '师范类专业', options: ['不限', '只看师范', '不看师范'] },
  { key: 'isNewMajor', label: '新专业', options: ['不限', '只看新专业', '不看新专业'] },
  { key: 'zhengji', label: '征集志愿', options: ['不限', '有征集', '无征集'] },
];

const UNLIMITED = '';

type RangeErrors = Partial<Record<`${RangeKey}_${'min' | 'max'}`, string>>;

function validate(screen: OtherScreen): RangeErrors {
  const errors: RangeErrors = {};
  for (const r of RANGES) {
    const check = parseRange(screen[r.min], screen[r.max], { decimal: r.decimal, min: 0 });
    if (!check.ok) errors[`${r.key}_${check.field}`] = check.message;
  }
  return errors;
}

/**
 * 其他筛选: schooling length, fee range (with unknown fees), keywords to include or exclude (custom entries split on
 * ASCII or full-width commas by the domain), plan-number and score ranges, 师范 / 新专业 / 征集 choices and 职教.
 * Controlled; ranges are checked with the domain's parseRange before 保存.
 */
export function OtherFilterDialog({
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
  title = '其他筛选',
}: OtherFilterDialogProps) {
  const [open, onOpenChange] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChangeProp, caller: 'OtherFilterDialog' });
  const [draft, setDraft] = useControllableState({ prop: value, defaultProp: defaultValue ?? defaultOtherScreen(), onChange, caller: 'OtherFilterDialog' });
  const [errors, setErrors] = useState<RangeErrors>({});

  const set = <K extends keyof OtherScreen>(key: K, next: OtherScreen[K]) => setDraft({ ...draft, [key]: next });

  const cancel = () => {
    setErrors({});
    onCancel?.();
    onOpenChange(false);
  };

  const save = () => {
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Custom keywords leave in their normalised form: ASCII commas, trimmed, no repeats.
    const normalised: OtherScreen = {
      ...draft,
      specialty_title_other: parseCustomKeywords(draft.specialty_title_other).join(','),
      specialty_title_no_other: parseCustomKeywords(draft.specialty_title_no_other).join(','),
    };
    onSave(normalised);
  };

  const keywordSection = (
    label: string,
    listKey: 'specialty_title' | 'specialty_title_no',
    textKey: 'specialty_title_other' | 'specialty_title_no_other',
  ) => {
    const custom = draft[listKey].includes(CUSTOM_KEYWORD);
    const parsed = parseCustomKeywords(draft[textKey]);
    return (
      <section className={css.section} aria-label={label}>
        <CheckboxGroup
          label={label}
          options={KEYWORD_OPTIONS.map((k) => ({ value: k, label: k }))}
          value={draft[listKey]}
          onValueChange={(next) => set(listKey, next)}
        />
        {custom ? (
          <>
            <Input
              label={`${label}（自定义）`}
              size="small"
              placeholder="多个关键词用逗号分隔"
              hint="多个关键词用逗号分隔，中文逗号会自动转换"
              value={draft[textKey]}
              onChange={(event) => set(textKey, event.currentTarget.value)}
              onBlur={() => set(textKey, parsed.join(','))}
            />
            {parsed.length ? <span className={css.keywords}>将匹配：{parsed.join('、')}</span> : null}
          </>
        ) : null}
      </section>
    );
  };

  return (
    <Dialog
      open={open}
      {...(trigger ? { trigger } : {})}
      onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}
      title={title}
      size="large"
      data-testid="other-filter-dialog"
      footer={<SaveCancelFooter error={error} saving={saving} onCancel={cancel} onSave={save} />}
    >
      <div className={css.form}>
        <section className={css.section} aria-label="学制与学费">
          <div className={css.range}>
            <div className={css.rangeInput}>
              <Select
                label="学制"
                size="small"
                options={[
                  { value: UNLIMITED, label: '不限' },
                  ...SCHOOLING_LENGTH_OPTIONS.map((n) => ({ value: String(n), label: `${n}年` })),
                ]}
                value={draft.schooling_length == null ? UNLIMITED : String(draft.schooling_length)}
                onValueChange={(next) => set('schooling_length', next === UNLIMITED ? null : Number(next))}
              />
            </div>
          </div>
          {RANGES.map((r) => (
            <div key={r.key} className={css.range} role="group" aria-label={`${r.label}范围`}>
              <div className={css.rangeInput}>
                <Input
                  label={`${r.label}最低（${r.unit}）`}
                  size="small"
                  inputMode={r.decimal ? 'decimal' : 'numeric'}
                  value={draft[r.min]}
                  error={errors[`${r.key}_min`]}
                  // Kept as typed: a text the range does not take is refused on 保存 with the rule's message.
                  onChange={(event) => set(r.min, event.currentTarget.value)}
                />
              </div>
              <div className={css.rangeInput}>
                <Input
                  label={`${r.label}最高（${r.unit}）`}
                  size="small"
                  inputMode={r.decimal ? 'decimal' : 'numeric'}
                  value={draft[r.max]}
                  error={errors[`${r.key}_max`]}
                  // Kept as typed: a text the range does not take is refused on 保存 with the rule's message.
                  onChange={(event) => set(r.max, event.currentTarget.value)}
                />
              </div>
              {r.key === 'tuition_fee' ? (
                <Checkbox
                  label="包含学费待定的专业"
                  checked={draft.tuition_fee_no}
                  onCheckedChange={(next) => set('tuition_fee_no', next === true)}
                />
              ) : null}
            </div>
          ))}
        </section>
        {keywordSection('包含关键词', 'specialty_title', 'specialty_title_other')}
        {keywordSection('排除关键词', 'specialty_title_no', 'specialty_title_no_other')}
        <section className={css.section} aria-label="专业属性">
          {CHOICES.map((c) => (
            <RadioGroup
              key={c.key}
              label={c.label}
              options={c.options.map((label, i) => ({ value: String(i), label }))}
              value={String(draft[c.key])}
              onValueChange={(next) => set(c.key, Number(next) as ScreenChoice)}
            />
          ))}
          <Switch label="显示职教专业" checked={draft.hasZhiJiao} onCheckedChange={(next) => set('hasZhiJiao', next)} />
        </section>
      </div>
    </Dialog>
  );
}
