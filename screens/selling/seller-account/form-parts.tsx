import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { useEngine } from '../../../engine';
import { FieldStyles } from '../../../ui/accounts/form/Field';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import { sellerAccountCalls, sellerAccountQuery } from './seller-account-queries';
import css from './SellerAccount.css?url';

/** The signed-in seller's account (null before set-up) and its writes; the frame renders pages for a viewer only. */
export function useSellerAccount() {
  const { api, viewer } = useEngine();
  const queryClient = useQueryClient();
  const uuid = viewer!.uuid;
  const { data: account } = useSuspenseQuery(sellerAccountQuery(api, uuid));
  return { account, calls: sellerAccountCalls(api, queryClient, uuid) };
}

/**
 * After a submit, the first invalid field takes the focus once its error shows: the form's own check's errors at
 * once, the server's when its answer is in (`busy` back to false). Typing clears an error, never moves the focus.
 * Call the answer in the submit handler.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: object, busy: boolean) {
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current || busy) return;
    submitted.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, busy, form]);
  return () => {
    submitted.current = true;
  };
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** What to type, read with the field (aria-describedby) before its error. */
  hint?: ReactNode;
  error?: string;
}

/** A labelled input with an optional hint and its inline error, both announced with it. */
export function TextField({ label, name, value, onChange, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="ks-field">
      <FieldStyles />
      <label htmlFor={id} className="ks-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="ks-seller-account__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="ks-field__input"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="ks-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select with its inline error. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  error,
  options,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  options: readonly (readonly [string, string])[];
}) {
  const id = useId();
  return (
    <div className="ks-field">
      <FieldStyles />
      <label htmlFor={id} className="ks-field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="ks-field__input"
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="ks-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The last 4 digits of a bank account as they are shown: '•••• 6789', read as 'ending in 6789'. */
export function MaskedAccount({ last4 }: { last4: string }) {
  return (
    <span className="ks-seller-account__masked">
      <span aria-hidden="true">•••• </span>
      <span className="ks-visually-hidden">ending in </span>
      {last4}
    </span>
  );
}

/** The pages' look (forms, hints, the masked number). */
export function SellerAccountStyles() {
  return <Stylesheet href={css} />;
}
