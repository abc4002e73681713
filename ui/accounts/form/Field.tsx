import { useId, type InputHTMLAttributes } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The inline message under the input; marks it invalid. */
  error?: string;
}

/** A labelled text input with its inline error, announced with the input (aria-describedby). */
export function Field({ label, name, value, onChange, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="ks-field">
      <label htmlFor={id} className="ks-field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="ks-field__input"
        {...input}
      />
      {error ? (
        <p id={errorId} className="ks-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
