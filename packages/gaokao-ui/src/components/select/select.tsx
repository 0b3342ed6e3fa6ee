import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, type ControlSize, type FieldProps } from '../field/field';
import { control } from '../field/field.css';
import { chevron, select as selectClass, wrap } from './select.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = FieldProps & {
  options: readonly SelectOption[];
  /** A first, empty choice such as 请选择批次. */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  size?: ControlSize;
  ref?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'id' | 'value' | 'defaultValue'>;

/** A styled native <select>: the platform's own keyboard, screen-reader and mobile picker behaviour. */
export function Select({
  label,
  hideLabel,
  hint,
  error,
  required,
  id,
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  onChange,
  size,
  className,
  ...rest
}: SelectProps) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} id={id}>
      {({ id: selectId, describedBy, invalid }) => (
        <span className={wrap}>
          <select
            id={selectId}
            className={[control({ size }), selectClass, className].filter(Boolean).join(' ')}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            required={required}
            value={value}
            defaultValue={value === undefined ? (defaultValue ?? (placeholder != null ? '' : undefined)) : undefined}
            onChange={(event) => {
              onValueChange?.(event.target.value);
              onChange?.(event);
            }}
            {...rest}
          >
            {placeholder != null ? (
              <option value="" disabled={required}>
                {placeholder}
              </option>
            ) : null}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <span className={chevron} aria-hidden="true">
            <svg width="12" height="12" viewBox="0 0 12 12">
              <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </span>
        </span>
      )}
    </Field>
  );
}
