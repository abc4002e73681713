import { useId, type InputHTMLAttributes } from 'react';
import { Stylesheet } from '../../stylesheet/Stylesheet';
import fieldCss from './Field.css?url';

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
      <FieldStyles />
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

/**
 * Loads the field look (`ks-field`, `ks-field__label`, `ks-field__input`, `ks-field__error`); render it once in any
 * component that puts those classes on its own markup (a select, an error under a list) instead of using `Field`.
 */
export function FieldStyles() {
  return <Stylesheet href={fieldCss} precedence="ui" />;
}
