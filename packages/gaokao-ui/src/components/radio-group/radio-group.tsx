import { useId, type ReactNode } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { error as errorClass, group, legend, option as optionClass, options as optionsClass, radio } from './radio-group.css';

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  error?: ReactNode;
};

/**
 * One choice out of a few (性别, 是否师范, 学制). Native radios in a fieldset: the browser supplies arrow-key
 * movement, one tab stop per group and form behaviour; the look comes from the theme.
 */
export function RadioGroup({ label, options, value, defaultValue, onValueChange, name, disabled, orientation = 'horizontal', error }: RadioGroupProps) {
  const autoName = useId();
  const errorId = useId();
  const [selected, setSelected] = useControllableState<string | undefined>({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange as ((next: string | undefined) => void) | undefined,
    caller: 'RadioGroup',
  });
  return (
    <fieldset className={group} disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className={legend}>{label}</legend>
      <div className={optionsClass} data-orientation={orientation} role="presentation">
        {options.map((o) => (
          <label key={o.value} className={optionClass} data-disabled={disabled || o.disabled ? '' : undefined} data-state={selected === o.value ? 'checked' : 'unchecked'}>
            <input
              type="radio"
              className={radio}
              name={name ?? autoName}
              value={o.value}
              checked={selected === o.value}
              disabled={o.disabled}
              onChange={() => setSelected(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <div id={errorId} className={errorClass} role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
