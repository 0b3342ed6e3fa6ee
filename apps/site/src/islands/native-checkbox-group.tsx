/**
 * Islands measurement (d): gaokao-ui's CheckboxGroup props on native <input type="checkbox">, no Radix. A stand-in for
 * the byte count: plain markup, no styles (in the product this would be gaokao-ui's CheckboxGroup rewritten natively).
 */
import type { ReactNode } from 'react';

export function CheckboxGroup({
  label,
  options,
  value = [],
  onValueChange,
  max,
  disabled,
  name,
}: {
  label: ReactNode;
  options: readonly { value: string; label: ReactNode; disabled?: boolean }[];
  value?: readonly string[];
  onValueChange?: (value: string[]) => void;
  max?: number;
  disabled?: boolean;
  name?: string;
}) {
  const full = max !== undefined && value.length >= max;
  return (
    <fieldset className="gk-checkbox-group" disabled={disabled}>
      <legend>{label}</legend>
      <div>
        {options.map((o) => {
          const on = value.includes(o.value);
          return (
            <label key={o.value}>
              {/* eslint-disable-next-line no-restricted-syntax -- the native control is what variant (d) measures */}
              <input
                type="checkbox"
                name={name}
                value={o.value}
                checked={on}
                disabled={o.disabled || (!on && full)}
                onChange={(e) => onValueChange?.(options.map((x) => x.value).filter((v) => (v === o.value ? e.target.checked : value.includes(v))))}
              />
              <span>{o.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
