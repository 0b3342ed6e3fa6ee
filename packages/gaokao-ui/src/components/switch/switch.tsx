import { useId, type ReactNode } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { root, thumb, track } from './switch.css';

export type SwitchProps = {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
};

/** An on/off switch (`role="switch"`) for settings that apply at once, such as 全屏 or 仅看可填报. */
export function Switch({ label, checked, defaultChecked = false, onCheckedChange, disabled, id }: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  const [on, setOn] = useControllableState({ prop: checked, defaultProp: defaultChecked, onChange: onCheckedChange, caller: 'Switch' });
  return (
    <span className={root}>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={on}
        data-state={on ? 'checked' : 'unchecked'}
        className={track}
        disabled={disabled}
        onClick={() => setOn(!on)}
      >
        <span className={thumb} aria-hidden="true" />
      </button>
      <label htmlFor={switchId}>{label}</label>
    </span>
  );
}
