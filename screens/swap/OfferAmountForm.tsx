import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError, displayedMessage } from '../../engine';
import { formatMoney } from '../../ui/format/money';
import { FieldError } from './FieldError';
import { FormFooter } from './FormFooter';
import { readOfferAmount, type OfferLimits } from './offer-amount';

export interface OfferAmountFormProps {
  /** The form's name for assistive technology ('Counter @demo_buyer's offer'). */
  title: string;
  /** The amount field's label, naming the currency ('Counter-offer (USD)'). */
  label: string;
  limits: OfferLimits;
  /** Sends the amount; a rejection shows inline (on the field when the server names it). */
  send: (amount: number) => Promise<unknown>;
  /** Closes the form: `sent` the amount once the server took it, or null on Cancel / Escape. */
  onClose: (sent: number | null) => void;
}

/** The server's field for the amount: `offer.amount` (counter route) or `swap.offer.amount` (POST /v1/swaps). */
const isAmountError = (error: unknown) =>
  error instanceof ApiError && error.errors.some((entry) => entry.field?.endsWith('offer.amount'));

/**
 * An amount in USD with Send and Cancel, for a counter-offer or a new offer on the swap page. It
 * opens with the field focused; Escape cancels. The amount is checked on Send with the server's
 * rule (below the price, other than the answered offer); a problem shows under the field, which
 * takes the focus back, and so does the server's own refusal of the amount.
 */
export function OfferAmountForm({ title, label, limits, send, onClose }: OfferAmountFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: send,
    onSuccess: (_, amount) => onClose(amount),
    onError: () => input.current?.focus(),
  });
  useEffect(() => input.current?.focus(), []);

  const serverError = submit.error;
  const fieldError = invalid ?? (isAmountError(serverError) ? displayedMessage(serverError) : null);
  const formError = serverError && !isAmountError(serverError) ? displayedMessage(serverError) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readOfferAmount(text, limits);
    if ('error' in read) {
      setInvalid(read.error);
      input.current?.focus();
      return;
    }
    setInvalid(null);
    submit.mutate(read.amount);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !submit.isPending) {
      event.preventDefault();
      onClose(null);
    }
  };

  return (
    <form
      id={id}
      className="ks-swap__form ks-swap__offer-form"
      aria-label={title}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
    >
      <label htmlFor={`${id}-amount`}>{label}</label>
      <span id={`${id}-hint`} className="ks-swap__hint">
        Less than {formatMoney(limits.price)}
        {limits.answered === null ? '' : `, other than ${formatMoney(limits.answered)}`}
      </span>
      <input
        ref={input}
        id={`${id}-amount`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={fieldError} />
      <FormFooter error={formError} submitLabel="Send" busy={submit.isPending} onCancel={() => onClose(null)} />
    </form>
  );
}
