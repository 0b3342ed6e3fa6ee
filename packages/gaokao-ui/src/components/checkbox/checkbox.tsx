import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  box,
  control,
  dashPath,
  error as errorClass,
  group,
  hint as hintClass,
  legend,
  mark,
  options as optionsClass,
  root,
  tickPath,
} from './checkbox.css';
import { checkboxOptionDisabled } from './option-disabled';

/** Tick and dash in one drawing: the stylesheet shows the one that matches the box's state. */
function Mark() {
  return (
    <svg className={mark} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path className={tickPath} d="M1.5 5.2 4 7.5l4.5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      <path className={dashPath} d="M2 5h6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = {
  /** Visible label; required so every box has an accessible name. */
  label: ReactNode;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  disabled?: boolean;
  name?: string;
  value?: string;
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
};

function dataState(state: CheckedState): 'checked' | 'unchecked' | 'indeterminate' {
  return state === 'indeterminate' ? 'indeterminate' : state ? 'checked' : 'unchecked';
}

/**
 * A single checkbox on a native `<input type="checkbox">`: controlled or uncontrolled, state shown as `data-state`.
 * Being native, it toggles before hydration of a prerendered page and submits `name`/`value` with its form.
 * From 'indeterminate' a click checks it, as the platform does.
 */
export function Checkbox({ label, id, checked, defaultChecked, onCheckedChange, disabled, ...rest }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const [state, setState] = useControllableState<CheckedState>({
    prop: checked,
    defaultProp: defaultChecked ?? false,
    onChange: onCheckedChange,
    caller: 'Checkbox',
  });
  const indeterminate = state === 'indeterminate';
  const input = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property (no attribute): it is what assistive technology reads as "mixed".
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={root} htmlFor={boxId} data-disabled={disabled ? '' : undefined}>
      <span className={control}>
        <input
          ref={input}
          type="checkbox"
          id={boxId}
          className={box}
          checked={state === true}
          data-state={dataState(state)}
          data-disabled={disabled ? '' : undefined}
          disabled={disabled}
          onChange={(event) => {
            const element = event.currentTarget;
            setState(element.checked);
            // The click cleared the DOM flag. Put back the rendered state: a controlled parent that keeps
            // 'indeterminate' does not re-render, and a new state re-applies the flag through the effect above.
            element.indeterminate = indeterminate;
          }}
          {...rest}
        />
        <Mark />
      </span>
      <span>{label}</span>
    </label>
  );
}

export type CheckboxOption = { value: string; label: ReactNode; disabled?: boolean };

export type CheckboxGroupProps = {
  /** The group's name (a `<legend>`), e.g. 选考科目. */
  label: ReactNode;
  options: readonly CheckboxOption[];
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** At most this many may be checked; the rest are disabled until one is unchecked. */
  max?: number;
  /** Extra rule from the domain (e.g. 物理 and 历史 exclude each other); true disables that option. */
  isOptionDisabled?: (value: string, selected: readonly string[]) => boolean;
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  hint?: ReactNode;
  error?: ReactNode;
  name?: string;
};

/** A labelled group of checkboxes with an optional cap (`max`) and domain-provided exclusions. */
export function CheckboxGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  max,
  isOptionDisabled,
  disabled,
  orientation = 'horizontal',
  hint,
  error,
  name,
}: CheckboxGroupProps) {
  const [selected, setSelected] = useControllableState<readonly string[]>({
    prop: value,
    defaultProp: defaultValue ?? [],
    onChange: onValueChange as ((next: readonly string[]) => void) | undefined,
    caller: 'CheckboxGroup',
  });
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const toggle = (optionValue: string, on: boolean) => {
    // Keep the options' order rather than the click order, so the emitted list is stable.
    const next = options
      .map((o) => o.value)
      .filter((v) => (v === optionValue ? on : selected.includes(v)));
    setSelected(next);
  };

  return (
    <fieldset className={group} aria-describedby={describedBy} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend className={legend}>{label}</legend>
      <div className={optionsClass} data-orientation={orientation}>
        {options.map((option) => {
          const isChecked = selected.includes(option.value);
          const isDisabled =
            disabled ||
            option.disabled ||
            checkboxOptionDisabled(selected, option.value, max) ||
            (!isChecked && (isOptionDisabled?.(option.value, selected) ?? false));
          return (
            <Checkbox
              key={option.value}
              label={option.label}
              name={name}
              value={option.value}
              checked={isChecked}
              disabled={isDisabled}
              onCheckedChange={(next) => toggle(option.value, next === true)}
            />
          );
        })}
      </div>
      {hint ? (
        <div id={hintId} className={hintClass}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className={errorClass} role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
