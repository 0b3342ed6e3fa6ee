import * as css from './data-table.css';

export interface SelectionCheckboxProps {
  label: string;
  checked: boolean | 'indeterminate';
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** The checkbox of the selection column. */
export function SelectionCheckbox({ label, checked, disabled, onChange }: SelectionCheckboxProps) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className={css.nativeCheckbox}
      checked={checked === true}
      ref={(element) => {
        if (element) element.indeterminate = checked === 'indeterminate';
      }}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
