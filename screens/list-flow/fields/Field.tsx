import { useId, type ReactNode } from 'react';

/** What a control inside a {@link Field} spreads on itself: its id and how it is described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: string;
  /** The field's error (the form's own check, or the server's for this field): shown under it, announced with it. */
  error?: string;
  /** A line under the label: a rule, a unit, why it is asked. */
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and its error beside it (aria-describedby), 'Required' marked in the label. */
export function Field({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="ks-list-flow__field">
      <label htmlFor={id} className="ks-list-flow__label">
        {label}
        {required ? <Required /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="ks-list-flow__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

/** An error beside its field (or its group). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="ks-list-flow__error">
      {children}
    </p>
  );
}

/** ' (required)' after a label: part of the field's name for assistive technology, quieter on screen. */
export function Required() {
  return (
    <>
      {' '}
      <span className="ks-list-flow__required">(required)</span>
    </>
  );
}
