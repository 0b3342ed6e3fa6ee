import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { readNumberText } from 'gaokao-domain';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { Field, type ControlSize, type FieldProps } from '../field/field';
import { control } from '../field/field.css';

export type NumberInputProps = FieldProps & {
  /**
   * `null` when the field is empty or holds a text it does not take (shown with its message); the caller's validation
   * decides whether that is allowed (请输入您的分数).
   */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Allow decimals (fees in yuan); whole numbers otherwise (scores, ranks, counts). */
  allowDecimal?: boolean;
  /** The form's own words for a number outside min–max (购买数量须在1到9999之间); 请输入1到9999之间的数 otherwise. */
  rangeMessage?: string;
  size?: ControlSize;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id' | 'value' | 'defaultValue' | 'type' | 'min' | 'max' | 'step'>;

/**
 * A numeric field for scores, ranks, counts and fees. It is a text input with `inputMode` rather than
 * `type="number"`, which lets mobile keyboards show digits without the scroll-wheel and "e" surprises;
 * ↑/↓ step the value and are clamped to min/max.
 *
 * It keeps exactly what was typed or pasted, never dropping a character or moving a number into range: a text the
 * field does not take ("60.5" for a score, letters, 900 above max 750) stays on screen with the domain's message
 * (`readNumberText`: 请输入整数, 请输入数字, 请输入0到750之间的数) and is reported as `null`, so the form's own rule
 * refuses it (请输入您的分数) instead of submitting a number the family never typed.
 */
export function NumberInput({
  label,
  hideLabel,
  hint,
  error,
  required,
  id,
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  allowDecimal = false,
  rangeMessage,
  size,
  className,
  onKeyDown,
  onBlur,
  ...rest
}: NumberInputProps) {
  const [current, setCurrent] = useControllableState<number | null>({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'NumberInput',
  });
  // The text as typed, with the value it reported: shown while the value is still that one (a value set from outside,
  // 恢复默认 or a saved profile, replaces it).
  const [draft, setDraft] = useState<{ text: string; value: number | null } | null>(null);
  const text = draft && Object.is(draft.value, current ?? null) ? draft.text : current == null ? '' : String(current);
  const check = readNumberText(text, { decimal: allowDecimal, min, max, rangeMessage });
  // What is wrong with the text on screen comes first; the caller's message (a form rule) otherwise.
  const shown = check.ok ? error : check.message;

  const commit = (next: number | null) => {
    setCurrent(next);
  };
  const clamp = (n: number) => Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, n));

  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={shown} required={required} id={id}>
      {({ id: inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          type="text"
          inputMode={allowDecimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          className={[control({ size }), className].filter(Boolean).join(' ')}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          value={text}
          onChange={(event) => {
            const raw = event.target.value;
            const read = readNumberText(raw, { decimal: allowDecimal, min, max });
            const next = read.ok ? read.value : null;
            setDraft({ text: raw, value: next });
            commit(next);
          }}
          onBlur={(event) => {
            // A number the field takes is shown as the number ("0586" → 586); any other text stays as typed.
            if (check.ok) setDraft(null);
            onBlur?.(event);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              const base = current ?? min ?? 0;
              const next = clamp(base + (event.key === 'ArrowUp' ? step : -step));
              setDraft(null);
              commit(next);
            }
            onKeyDown?.(event);
          }}
          {...rest}
        />
      )}
    </Field>
  );
}
