import { Checkbox } from '../checkbox/checkbox';
import { visuallyHidden } from '../../styles/utils.css';

export interface SelectionCheckboxProps {
  label: string;
  checked: boolean | 'indeterminate';
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** The checkbox of the selection column: the system Checkbox with its label kept for assistive technology only. */
export function SelectionCheckbox({ label, checked, disabled, onChange }: SelectionCheckboxProps) {
  return (
    <Checkbox
      label={<span className={visuallyHidden}>{label}</span>}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(next) => onChange(next === true)}
    />
  );
}
