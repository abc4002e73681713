import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, displayedMessage, useEngine } from '../../../engine';
import type { Swap } from '../../../schemas/entities/swap';
import type { Dispute } from '../../../schemas/entities/swap-lifecycle';
import { DISPUTE_REASON_LABELS, type DisputeOutcome } from '../../../schemas/requests/disputes';
import { formatDateTime } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { FieldError } from '../FieldError';
import { FormFooter } from '../FormFooter';
import { resolveDispute } from './delivery-queries';

const OUTCOMES: { value: DisputeOutcome; label: string }[] = [
  { value: 'full_refund', label: 'Full refund' },
  { value: 'partial_refund', label: 'Partial refund' },
  { value: 'no_refund', label: 'No refund: the sale stands' },
];

function resolutionText(dispute: Dispute): string {
  const amount = dispute.refund_amount === null ? '' : ` of ${formatMoney(dispute.refund_amount)}`;
  if (dispute.resolution === 'full_refund') return `Resolved with a full refund${amount}.`;
  if (dispute.resolution === 'partial_refund') return `Resolved with a partial refund${amount}.`;
  return 'Resolved with no refund: the sale stands.';
}

/**
 * The dispute's status for both parties (and staff): what the buyer reported, with photos, and
 * 'Kitswap support is reviewing it' or the resolution; in staff view, the resolve form.
 */
export function DisputeCard({ swap, dispute }: { swap: Swap; dispute: Dispute }) {
  return (
    <div className="ks-swap__dispute" role="group" aria-label="Dispute">
      <h3>Problem reported: {DISPUTE_REASON_LABELS[dispute.reason]}</h3>
      <p>
        <time dateTime={dispute.created_at}>{formatDateTime(dispute.created_at)}</time>: {dispute.description}
      </p>
      {dispute.photos.length > 0 ? (
        <ul className="ks-swap__dispute-photos" aria-label="Photos of the problem">
          {dispute.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={`Photo ${index + 1} of the problem`} width={96} height={96} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {dispute.state === 'open' ? (
        <p className="ks-swap__dispute-status" role="status">
          Kitswap support is reviewing it. Swap ID <strong>{swap.id}</strong>.
        </p>
      ) : (
        <p className="ks-swap__dispute-status" role="status">
          {resolutionText(dispute)}
          {dispute.return_label ? ' The buyer can print a return label.' : ''}
          {dispute.resolution_note ? ` Note from support: ${dispute.resolution_note}` : ''}
        </p>
      )}
      {swap.actions.includes('resolve_dispute') ? <ResolveForm swap={swap} /> : null}
    </div>
  );
}

/** The admin's resolution: the outcome, the amount of a partial refund, a return label, a note. */
function ResolveForm({ swap }: { swap: Swap }) {
  const id = useId();
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<DisputeOutcome>('full_refund');
  const [amount, setAmount] = useState('');
  const [returnLabel, setReturnLabel] = useState(false);
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const resolve = useMutation({
    mutationFn: (refundAmount: number | undefined) =>
      resolveDispute(api, queryClient, swap.id, {
        resolution: { outcome, refund_amount: refundAmount, return_label: returnLabel, note: note.trim() || undefined },
      }),
  });
  const amountError =
    invalid ??
    (resolve.error instanceof ApiError
      ? (resolve.error.errors.find((entry) => entry.field === 'resolution.refund_amount')?.message ?? null)
      : null);
  const formError = resolve.error && !amountError ? displayedMessage(resolve.error) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome !== 'partial_refund') {
      setInvalid(null);
      resolve.mutate(undefined);
      return;
    }
    const refund = Number(amount.replace(/[$,\s]/g, ''));
    if (!amount.trim() || !Number.isFinite(refund) || refund <= 0) {
      setInvalid('Enter the amount to refund, above $0');
      return;
    }
    setInvalid(null);
    resolve.mutate(refund);
  };

  return (
    <form
      className="ks-swap__form ks-swap__resolve-form"
      aria-label="Resolve the dispute"
      noValidate
      onSubmit={onSubmit}
    >
      <fieldset>
        <legend>Outcome</legend>
        {OUTCOMES.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={`${id}-outcome`}
              value={option.value}
              checked={outcome === option.value}
              onChange={() => setOutcome(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      {outcome === 'partial_refund' ? (
        <>
          <label htmlFor={`${id}-amount`}>Refund (USD)</label>
          <span id={`${id}-hint`} className="ks-swap__hint">
            Less than the price{swap.proceeds ? `, ${formatMoney(swap.proceeds.price)}` : ''}
          </span>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${id}-hint ${id}-amount-error` : `${id}-hint`}
            onChange={(event) => setAmount(event.target.value)}
          />
          <FieldError id={`${id}-amount-error`} message={amountError} />
        </>
      ) : null}
      <label>
        <input type="checkbox" checked={returnLabel} onChange={(event) => setReturnLabel(event.target.checked)} /> The
        buyer returns the item (a return label)
      </label>
      <label htmlFor={`${id}-note`}>Note to both parties (optional)</label>
      <textarea id={`${id}-note`} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      <FormFooter error={formError} submitLabel="Resolve" busy={resolve.isPending} />
    </form>
  );
}
