import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ApiError, displayedMessage, randomId, useEngine } from '../../../engine';
import type { Cashout, Payout } from '../../../schemas/entities/payouts';
import { atMostMessage, minimumMessage } from '../../../schemas/requests/payouts';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { formatMoney } from '../../../ui/format/money';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import { cashOut, cashoutQuery, centsText, CHROME_BALANCE_KEY, parseCents, payoutsQuery } from './cashout-queries';
import css from './CashoutPage.css?url';
import { PayoutHistory } from './PayoutHistory';

/** Dollars of whole cents, as the rest of the site shows money ('$412.50', '$1'). */
export const money = (cents: number) => formatMoney(cents / 100);

/** Said when the server has no payout provider (production without one, or its 503). */
export const CASHOUT_UNAVAILABLE =
  'Cash-outs are unavailable right now. Your balance stays in Available until they are back.';

/** Where the set-up pages are (another page of the dashboard builds them). */
const SETUP_PATH = '/selling/create';
const EDIT_BANK_PATH = '/selling/edit/bank';

/** The bank account as the page writes it, with its spoken form ('ending 6789') for screen readers. */
function BankAccount({ last4 }: { last4: string }) {
  return (
    <>
      <span aria-hidden="true">Bank account •••• {last4}</span>
      <span className="ks-visually-hidden">Bank account ending {last4}</span>
    </>
  );
}

/**
 * /selling/cashout, 'Cash Out' (screens/selling/README.md): the seller's Available balance, cashed out all or in part
 * to the bank account of their seller account, and their payouts. A seller without a completed seller account is
 * sent to set up payouts first.
 */
export default function CashoutPage() {
  const { api, viewer } = useEngine();
  // The frame renders a page for a signed-in viewer only.
  const uuid = viewer!.uuid;
  const summary = useQuery(cashoutQuery(api, uuid));
  const [lastPayout, setLastPayout] = useState<Payout | null>(null);

  let top;
  if (summary.isPending) top = <div className="ks-block-loading" aria-busy="true" aria-label="Loading your balance" />;
  else if (summary.isError) top = <AlertBox kind="error">{displayedMessage(summary.error)}</AlertBox>;
  else if (!summary.data.seller_account.completed)
    top = (
      <section className="ks-cashout__setup" aria-labelledby="ks-cashout-setup-title">
        <h2 id="ks-cashout-setup-title">Set up payouts to cash out</h2>
        <p>
          Your Available balance is {money(summary.data.available_cents)}. To send it to your bank, tell us who you are
          and which bank account to pay.
        </p>
        <Link href={SETUP_PATH} className="ks-button ks-button--primary">
          Set up payouts
        </Link>
      </section>
    );
  else
    top = (
      <>
        <p className="ks-cashout__balance">
          <span>Available balance</span> <strong>{money(summary.data.available_cents)}</strong>
        </p>
        {lastPayout ? <PayoutOutcome payout={lastPayout} /> : null}
        <CashoutForm
          // A new balance (after a cash-out) prefills the field again.
          key={summary.data.available_cents}
          uuid={uuid}
          summary={summary.data}
          onPayout={setLastPayout}
        />
      </>
    );

  return (
    <div className="ks-cashout">
      <Stylesheet href={css} />
      {top}
      <PayoutHistory uuid={uuid} />
    </div>
  );
}

/** What became of the cash-out just made: on its way, or failed with the money back. */
function PayoutOutcome({ payout }: { payout: Payout }) {
  if (payout.state === 'failed')
    return (
      <AlertBox kind="error" role="alert" header={`The transfer of ${money(payout.amount_cents)} failed`}>
        {payout.failure_message} The money is back in your Available balance.
      </AlertBox>
    );
  return (
    <AlertBox kind="success">
      {payout.state === 'paid' ? 'We paid' : 'We sent'} {money(payout.amount_cents)} to your{' '}
      <BankAccount last4={payout.bank_last4} />.{' '}
      {payout.state === 'pending' ? 'It shows as Pending below until your bank has it.' : null}
    </AlertBox>
  );
}

/** Whether a failed cash-out may have gone through: only when the server's answer never arrived. */
const outcomeUnknown = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

function CashoutForm({
  uuid,
  summary,
  onPayout,
}: {
  uuid: string;
  summary: Cashout;
  onPayout: (payout: Payout) => void;
}) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const id = useId();
  const available = summary.available_cents;
  const [amount, setAmount] = useState(centsText(available));
  const [fieldError, setFieldError] = useState<string | null>(null);
  // One key per attempt: a retry after no answer is the same cash-out; after an answer, a new one.
  const [attemptKey, setAttemptKey] = useState(randomId);
  const submit = useMutation({
    mutationFn: (cents: number) => cashOut(api, uuid, cents, attemptKey),
    onSuccess: (payout) => {
      setAttemptKey(randomId());
      onPayout(payout);
      void queryClient.invalidateQueries({ queryKey: cashoutQuery(api, uuid).queryKey });
      void queryClient.invalidateQueries({ queryKey: payoutsQuery(api, uuid).queryKey });
      void queryClient.invalidateQueries({ queryKey: CHROME_BALANCE_KEY });
    },
    onError: (error) => {
      if (outcomeUnknown(error)) return;
      setAttemptKey(randomId());
      const field = error instanceof ApiError ? error.errors.find((entry) => entry.field?.startsWith('payout.')) : null;
      if (field?.message) setFieldError(field.message);
      // Available moved under the page (another cash-out, a purchase): read it again.
      void queryClient.invalidateQueries({ queryKey: cashoutQuery(api, uuid).queryKey });
    },
  });
  const unavailable = !summary.payouts_available || (submit.error instanceof ApiError && submit.error.status === 503);

  if (available < summary.minimum_cents)
    return <p>You can cash out once you have at least {money(summary.minimum_cents)} in Available.</p>;

  const cents = parseCents(amount);
  const all = cents === available;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const problem =
      cents === null
        ? 'Enter an amount, like 95.50'
        : cents < summary.minimum_cents
          ? minimumMessage(summary.minimum_cents, formatMoney)
          : cents > available
            ? atMostMessage(available, formatMoney)
            : null;
    setFieldError(problem);
    if (problem || cents === null) {
      document.getElementById(id)?.focus();
      return;
    }
    submit.mutate(cents);
  };
  const errorId = `${id}-error`;
  const setupUrl =
    submit.error instanceof ApiError && submit.error.status === 409
      ? (submit.error.meta as { setup_url?: string } | undefined)?.setup_url
      : undefined;

  return (
    <form className="ks-cashout__form" aria-label="Cash out" onSubmit={onSubmit} noValidate>
      <div className="ks-cashout__field">
        <label htmlFor={id} className="ks-cashout__label">
          Amount to cash out (USD)
        </label>
        <div className="ks-cashout__amount">
          <input
            id={id}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-hint${fieldError ? ` ${errorId}` : ''}`}
            className="ks-cashout__input"
            disabled={submit.isPending}
          />
          {!all ? (
            <button
              type="button"
              className="ks-button ks-button--ghost ks-button--small"
              onClick={() => {
                setAmount(centsText(available));
                setFieldError(null);
              }}
              disabled={submit.isPending}
            >
              Cash out all
            </button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="ks-cashout__hint">
          All of your Available balance, or part of it: from {money(summary.minimum_cents)} to {money(available)}.
        </p>
        {fieldError ? (
          <p id={errorId} className="ks-cashout__error">
            {fieldError}
          </p>
        ) : null}
      </div>
      <p className="ks-cashout__destination">
        To <BankAccount last4={summary.seller_account.bank_last4 ?? '····'} />{' '}
        <Link href={EDIT_BANK_PATH}>Change bank account</Link>
      </p>
      {unavailable ? <AlertBox kind="warning">{CASHOUT_UNAVAILABLE}</AlertBox> : null}
      {submit.error && !unavailable && !fieldError ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(submit.error)}
          {setupUrl ? (
            <>
              {' '}
              <Link href={setupUrl}>{setupUrl === SETUP_PATH ? 'Set up payouts' : 'Update your bank account'}</Link>
            </>
          ) : null}
        </AlertBox>
      ) : null}
      <button
        type="submit"
        className="ks-button ks-button--primary"
        disabled={unavailable || submit.isPending}
        aria-busy={submit.isPending || undefined}
      >
        {submit.isPending
          ? 'Cashing out…'
          : cents !== null && cents > 0
            ? `${all ? 'Cash out all' : 'Cash out'} ${money(cents)}`
            : 'Cash out'}
      </button>
    </form>
  );
}
