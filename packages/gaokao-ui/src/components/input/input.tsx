import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type ControlSize, type FieldProps } from '../field/field';
import { control } from '../field/field.css';

export type InputProps = FieldProps & {
  size?: ControlSize;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id'>;

/** A labelled text input (name, phone, keyword search…). */
export function Input({ label, hideLabel, hint, error, required, id, size, className, ...rest }: InputProps) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} id={id}>
      {({ id: inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          className={[control({ size }), className].filter(Boolean).join(' ')}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          {...rest}
        />
      )}
    </Field>
  );
}
