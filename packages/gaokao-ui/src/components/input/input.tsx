import { useCallback, useEffect, useRef, type InputHTMLAttributes, type Ref } from 'react';
import { textLengthError } from 'gaokao-domain';
import { Field, type ControlSize, type FieldProps } from '../field/field';
import { control } from '../field/field.css';

export type InputProps = FieldProps & {
  size?: ControlSize;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id'>;

/**
 * A labelled text input (name, phone, keyword search…). `maxLength` is a rule, not a cut: the field keeps a longer
 * text as typed or pasted and says 最多输入N个字 (the browser's maxlength would drop the end of a paste silently).
 * A text over it is also the input's validity message, so its form is not submitted (a search is not sent while the
 * field says it is too long); a form with `noValidate` checks for itself.
 */
export function Input({ label, hideLabel, hint, error, required, id, size, className, maxLength, ref, ...rest }: InputProps) {
  const tooLong = maxLength !== undefined && typeof rest.value === 'string' ? textLengthError(rest.value, maxLength) : undefined;
  const own = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    own.current?.setCustomValidity(tooLong ?? '');
  }, [tooLong]);
  const setRef = useCallback(
    (el: HTMLInputElement | null) => {
      own.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={tooLong ?? error} required={required} id={id}>
      {({ id: inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          className={[control({ size }), className].filter(Boolean).join(' ')}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          ref={setRef}
          {...rest}
        />
      )}
    </Field>
  );
}
