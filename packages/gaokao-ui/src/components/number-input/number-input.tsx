import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { Field, type ControlSize, type FieldProps } from '../field/field';
import { control } from '../field/field.css';

export type NumberInputProps = FieldProps & {
  /** `null` when the field is empty; the caller's validation decides whether that is allowed (请输入您的分数). */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Allow decimals (fees in yuan); whole numbers otherwise (scores, ranks, counts). */
  allowDecimal?: boolean;
  size?: ControlSize;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id' | 'value' | 'defaultValue' | 'type' | 'min' | 'max' | 'step'>;

/**
 * Whether a text typed into a numeric field may stand (digits, and one decimal point where decimals are allowed;
 * a leading minus only where negatives are): letters and symbols are refused as they are typed.
 */
export function acceptsNumericText(raw: string, opts: { allowDecimal?: boolean; allowNegative?: boolean } = {}): boolean {
  const sign = opts.allowNegative === false ? '' : '-?';
  const pattern = new RegExp(opts.allowDecimal ? `^${sign}\\d*\\.?\\d*$` : `^${sign}\\d*$`);
  return pattern.test(raw);
}

function parse(text: string, allowDecimal: boolean): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = allowDecimal ? Number.parseFloat(trimmed) : Number.parseInt(trimmed, 10);
  return Number.isFinite(n) ? n : null;
}

/**
 * A numeric field for scores, ranks, counts and fees. It is a text input with `inputMode` rather than
 * `type="number"`, which lets mobile keyboards show digits without the scroll-wheel and "e" surprises;
 * ↑/↓ step the value and are clamped to min/max.
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
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? (current == null ? '' : String(current));

  const commit = (next: number | null) => {
    setCurrent(next);
  };
  const clamp = (n: number) => Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, n));

  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} id={id}>
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
            if (!acceptsNumericText(raw, { allowDecimal })) return;
            setDraft(raw);
            commit(parse(raw, allowDecimal));
          }}
          onBlur={(event) => {
            setDraft(null);
            const parsed = parse(text, allowDecimal);
            if (parsed != null && clamp(parsed) !== parsed) commit(clamp(parsed));
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
