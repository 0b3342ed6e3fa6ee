import { nativeCheckbox } from './data-table.css';

export interface SelectionCheckboxProps {
  label: string;
  checked: boolean | 'indeterminate';
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The checkbox of the selection column: a bare native input named by `aria-label`, one element per row (the system
 * Checkbox, native too, always comes with a visible label and a drawn mark). Per-row cost matters here: the earlier
 * Radix-based system Checkbox set up a ResizeObserver per instance, ~60% of the script time of each scroll frame at
 * 10,000 rows (bench:ui with and without the column). Forms elsewhere use the system Checkbox.
 */
export function SelectionCheckbox({ label, checked, disabled, onChange }: SelectionCheckboxProps) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className={nativeCheckbox}
      checked={checked === true}
      data-state={checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
      ref={(element) => {
        if (element) element.indeterminate = checked === 'indeterminate';
      }}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
