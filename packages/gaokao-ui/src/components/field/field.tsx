import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { error as errorClass, field, hint as hintClass, label as labelClass, required as requiredClass } from './field.css';

export const controlSizes = ['small', 'medium', 'large'] as const;
export type ControlSize = (typeof controlSizes)[number];

/** Props shared by every labelled form control. */
export type FieldProps = {
  /** Visible label (or, with `hideLabel`, the accessible name only). */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Validation message (the domain's exact Chinese text); marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  id?: string;
};

type FieldRender = (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;

/** Label + control + hint + error, wired with ids so the control's name and description are announced. */
export function Field({ label, hideLabel, hint, error, required, id, children }: FieldProps & { children: FieldRender }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field}>
      <label htmlFor={controlId} className={hideLabel ? visuallyHidden : labelClass}>
        {label}
        {required ? (
          <span className={requiredClass} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id: controlId, describedBy, invalid: Boolean(error) })}
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
    </div>
  );
}
