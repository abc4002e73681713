import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, displayedMessage, useEngine } from '../../engine';
import type { Vacation } from '../../schemas/entities/chrome';
import { startVacationBodySchema, VACATION_MESSAGE_MAX } from '../../schemas/requests/vacation';
import { AlertBox } from '../../ui/alert/AlertBox';
import { startVacation, todayUtc } from './vacation-queries';

type Field = 'returns_on' | 'message';
type FieldErrors = Partial<Record<Field, string>>;

/** The server's or the schema's field errors by our field names ('vacation.returns_on' → returns_on). */
function fieldErrorsOf(entries: { field?: string | null; message?: string | null }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const entry of entries) {
    const field = entry.field?.replace(/^vacation\./, '');
    if ((field === 'returns_on' || field === 'message') && !errors[field]) errors[field] = entry.message ?? 'Invalid';
  }
  return errors;
}

/**
 * Turns vacation mode on: an optional return date (the last day away; today or later) and an optional
 * message to buyers (≤ 500 characters). Checked here with the request's schema and by the server; each
 * error shows under its field (aria-invalid, aria-describedby) and the first takes focus.
 */
export function VacationForm({ onStarted }: { onStarted: (vacation: Vacation) => void }) {
  const { api } = useEngine();
  const ids = { returns_on: useId(), message: useId(), count: useId() };
  const fields = { returns_on: useRef<HTMLInputElement>(null), message: useRef<HTMLTextAreaElement>(null) };
  const [returnsOn, setReturnsOn] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const start = useMutation({
    mutationFn: (vacation: { returns_on: string | null; message: string | null }) => startVacation(api, vacation),
    onSuccess: onStarted,
    onError: (error) => showErrors(error instanceof ApiError ? fieldErrorsOf(error.errors) : {}),
  });
  const today = todayUtc();

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = (['returns_on', 'message'] as const).find((field) => found[field]);
    if (first) fields[first].current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = startVacationBodySchema.safeParse({ vacation: { returns_on: returnsOn, message } });
    const found: FieldErrors = parsed.success
      ? {}
      : fieldErrorsOf(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
    if (parsed.success && parsed.data.vacation.returns_on && parsed.data.vacation.returns_on < today)
      found.returns_on = 'Choose today or a later day';
    if (!parsed.success || Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    start.mutate({
      returns_on: parsed.data.vacation.returns_on ?? null,
      message: parsed.data.vacation.message ?? null,
    });
  };

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} className="ks-vacation__error">
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: Field, ...more: string[]) =>
    [errors[field] ? `${ids[field]}-error` : null, ...more].filter(Boolean).join(' ') || undefined;
  const otherError = start.isError && Object.keys(errors).length === 0 ? start.error : null;

  return (
    <form className="ks-vacation__form" noValidate onSubmit={submit}>
      <div className="ks-vacation__field">
        <label htmlFor={ids.returns_on}>Return date (optional)</label>
        <input
          ref={fields.returns_on}
          id={ids.returns_on}
          type="date"
          name="returns_on"
          min={today}
          value={returnsOn}
          onChange={(event) => setReturnsOn(event.target.value)}
          aria-invalid={errors.returns_on ? true : undefined}
          aria-describedby={describedBy('returns_on')}
        />
        {fieldError('returns_on')}
      </div>
      <div className="ks-vacation__field">
        <label htmlFor={ids.message}>Message to buyers (optional)</label>
        <textarea
          ref={fields.message}
          id={ids.message}
          name="message"
          rows={4}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', ids.count)}
        />
        <p id={ids.count} className="ks-vacation__hint">
          {message.length} / {VACATION_MESSAGE_MAX} characters
        </p>
        {fieldError('message')}
      </div>
      <button type="submit" className="ks-button ks-button--primary" disabled={start.isPending}>
        {start.isPending ? 'Turning on…' : 'Turn On Vacation Mode'}
      </button>
      {otherError ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(otherError)}
        </AlertBox>
      ) : null}
    </form>
  );
}
