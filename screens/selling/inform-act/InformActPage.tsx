import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ApiError, displayedMessage, useEngine } from '../../../engine';
import type { InformActRequirement, InformActStatus } from '../../../schemas/entities/seller-compliance';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { formatDate } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { activeVacationQuery } from '../../../ui/vacation/vacation-queries';
import { COMPLIANCE_KEYS, fetchInformAct, fileInformAct } from '../compliance-queries';

/** Where each piece the form needs is entered (the bank and contact pages are issue 33 item 2's). */
const EDIT_LINKS: Record<InformActRequirement, { href: string; label: string }> = {
  seller_account: { href: '/selling/create', label: 'Set up your seller account' },
  contact_email: { href: '/selling/edit/contact', label: 'Edit contact details' },
  contact_phone: { href: '/selling/edit/contact', label: 'Edit contact details' },
  bank_account: { href: '/selling/edit/bank', label: 'Edit bank account' },
  w9: { href: '/selling/w9', label: 'Edit W-9' },
};

const cents = (value: number) => formatMoney(value / 100);

/**
 * /selling/inform_act: the INFORM Consumers Act form (spec §1, §4.3; README.md here). It says whether the seller is a
 * high-volume seller and by which figures, shows what is on file (contact, bank last 4, masked tax id) with a link to
 * edit each, and files the seller's confirmation, which ends an inform_act_compliance vacation.
 */
export default function InformActPage() {
  const { api, viewer } = useEngine();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: COMPLIANCE_KEYS.informAct(viewer?.userId), queryFn: () => fetchInformAct(api) });
  const [confirmed, setConfirmed] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const checkbox = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const ids = { check: useId() };
  const file = useMutation({
    mutationFn: () => fileInformAct(api),
    onSuccess: async (next) => {
      const wasAway = status.data?.on_vacation ?? false;
      queryClient.setQueryData(COMPLIANCE_KEYS.informAct(viewer?.userId), next);
      setDone(
        wasAway
          ? 'Your INFORM Act form is filed. Vacation mode is off: your items are for sale again.'
          : 'Your INFORM Act form is filed.',
      );
      setConfirmed(false);
      await queryClient.invalidateQueries({ queryKey: activeVacationQuery(api, viewer?.userId).queryKey });
      requestAnimationFrame(() => doneRef.current?.focus());
    },
  });

  if (status.isPending) return <div className="ks-block-loading" aria-busy="true" aria-label="Loading" />;
  if (status.isError)
    return (
      <AlertBox kind="error" role="alert">
        {displayedMessage(status.error)}
      </AlertBox>
    );
  const data = status.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!confirmed) {
      setCheckError('Confirm that your details are correct and current');
      checkbox.current?.focus();
      return;
    }
    setCheckError(null);
    file.mutate();
  };
  const serverErrors = file.error instanceof ApiError ? file.error.errors : [];

  return (
    <div className="ks-inform-act">
      {done ? (
        <div ref={doneRef} tabIndex={-1}>
          <AlertBox kind="success">{done}</AlertBox>
        </div>
      ) : null}
      {data.on_vacation ? (
        <AlertBox kind="warning" header="Vacation Mode is ON">
          You are not compliant with the INFORM Act. Confirm your details below to end vacation mode.
        </AlertBox>
      ) : null}
      <p>
        The INFORM Consumers Act asks marketplaces to collect and verify the bank account, contact details and tax id of
        high-volume sellers — those with {data.threshold.sales_count} or more sales and{' '}
        {cents(data.threshold.gross_cents)} or more in gross sales in any 12 months of the last 24 — and to have them
        confirm those details at least once a year.
      </p>
      <Standing status={data} />
      <h2>What we have on file</h2>
      <OnFile status={data} />
      <form className="ks-inform-act__form" noValidate onSubmit={submit}>
        {data.missing.length > 0 ? (
          <p>Add what is missing above before you file the form.</p>
        ) : (
          <div className="ks-inform-act__check">
            <input
              ref={checkbox}
              id={ids.check}
              type="checkbox"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
              aria-invalid={checkError ? true : undefined}
              aria-describedby={checkError ? `${ids.check}-error` : undefined}
            />
            <label htmlFor={ids.check}>
              I confirm that my bank account, contact details and tax id above are correct and current.
            </label>
            {checkError ? (
              <p id={`${ids.check}-error`} className="ks-inform-act__error">
                {checkError}
              </p>
            ) : null}
          </div>
        )}
        <button
          type="submit"
          className="ks-button ks-button--primary"
          disabled={file.isPending || data.missing.length > 0}
        >
          {file.isPending ? 'Submitting…' : 'Submit INFORM Act Form'}
        </button>
        {file.isError ? (
          <AlertBox kind="error" role="alert">
            {serverErrors.length > 1 ? (
              <ul>
                {serverErrors.map((error) => (
                  <li key={`${error.field ?? ''}${error.message}`}>{error.message}</li>
                ))}
              </ul>
            ) : (
              displayedMessage(file.error)
            )}
          </AlertBox>
        ) : null}
      </form>
    </div>
  );
}

/** Whether the seller must file, by their last 12 months, and their newest filing. */
function Standing({ status }: { status: InformActStatus }) {
  const figures = `${status.last_12_months.sales_count} sales and ${cents(status.last_12_months.gross_cents)} in gross sales in the last 12 months`;
  return (
    <div className="ks-inform-act__standing">
      <p>
        {status.high_volume
          ? `You are a high-volume seller (${figures}): the INFORM Act asks you to confirm your details.`
          : `You are not a high-volume seller (${figures}). You may still confirm your details.`}
      </p>
      {status.last_filing ? (
        <p>
          {status.filed
            ? `Last confirmed on ${formatDate(status.last_filing.filed_at)}. Confirm again by ${formatDate(status.last_filing.renew_by)}.`
            : `Last confirmed on ${formatDate(status.last_filing.filed_at)}: more than a year ago. Confirm your details again.`}
        </p>
      ) : (
        <p>You have not filed the INFORM Act form yet.</p>
      )}
    </div>
  );
}

/** The details on file, each with where to change it; a missing one says so. */
function OnFile({ status }: { status: InformActStatus }) {
  const { on_file: file } = status;
  const rows: { term: string; value: string | null; requirement: InformActRequirement }[] = [
    { term: 'Legal name', value: file.legal_name, requirement: 'seller_account' },
    ...(file.business_name
      ? [{ term: 'Business name', value: file.business_name, requirement: 'seller_account' as const }]
      : []),
    { term: 'Address', value: file.address, requirement: 'seller_account' },
    { term: 'Contact e-mail', value: file.contact_email, requirement: 'contact_email' },
    { term: 'Contact phone', value: file.contact_phone, requirement: 'contact_phone' },
    {
      term: 'Bank account',
      value: file.bank_account_last4 ? `Account ending in ${file.bank_account_last4}` : null,
      requirement: 'bank_account',
    },
    { term: 'Tax id (TIN)', value: file.tin_masked, requirement: 'w9' },
  ];
  return (
    <dl className="ks-inform-act__on-file">
      {rows.map((row) => (
        <div key={row.term} className="ks-inform-act__row">
          <dt>{row.term}</dt>
          <dd>
            {row.value ?? 'Not on file'}{' '}
            <Link
              href={EDIT_LINKS[row.requirement].href}
              aria-label={`${EDIT_LINKS[row.requirement].label} (${row.term})`}
            >
              {row.value ? 'Edit' : 'Add'}
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}
