import { useCallback, useState } from 'react';

/**
 * Controlled when `value` is given (the owner keeps the draft), uncontrolled from `defaultValue` otherwise;
 * `onChange` fires either way. Shared by the filter dialogs.
 */
export function useControllable<T>(value: T | undefined, defaultValue: T, onChange: ((next: T) => void) | undefined) {
  const [inner, setInner] = useState<T>(defaultValue);
  const current = value !== undefined ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (value === undefined) setInner(next);
      onChange?.(next);
    },
    [value, onChange],
  );
  return [current, set] as const;
}
