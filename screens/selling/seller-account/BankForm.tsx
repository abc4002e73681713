import { useRef, type FormEvent } from 'react';
import type { SellerAccount } from '../../../schemas/entities/seller-account';
import { sellerBankBodySchema, type SellerBankBody } from '../../../schemas/requests/seller-account';
import { useAccountForm } from '../../../ui/accounts/form/use-account-form';
import { MaskedAccount, TextField, useFocusFirstError } from './form-parts';

type BankField = keyof SellerBankBody;

/**
 * The bank account payouts go to (/selling/create/bank and /selling/edit/bank): the holder's name (the legal or
 * business name to start with), the routing number (checked with the ABA checksum here and by the server) and the
 * account number typed twice. The numbers start empty, always: only their last 4 digits ever come back.
 */
export function BankForm({
  account,
  submitLabel,
  onSave,
}: {
  account: SellerAccount;
  submitLabel: string;
  onSave: (body: SellerBankBody) => Promise<unknown>;
}) {
  const form = useAccountForm<BankField>(
    {
      holder_name: account.bank?.holder_name ?? account.business_name ?? account.legal_name,
      routing_number: '',
      account_number: '',
      account_number_confirmation: '',
    },
    sellerBankBodySchema,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const armFocus = useFocusFirstError(formRef, form.fieldErrors, form.busy);
  const { values, set, fieldErrors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    armFocus();
    void form.submit(async (typed) => void (await onSave(typed)));
  };

  // Numbers, not words: no spell-check or autofill of a stranger's number; a numeric keypad on phones.
  const digits = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;

  return (
    <form ref={formRef} className="ks-seller-account__form" onSubmit={onSubmit} noValidate aria-label="Bank account">
      {account.bank ? (
        <p>
          Payouts now go to the account <MaskedAccount last4={account.bank.account_last4} /> in the name of{' '}
          {account.bank.holder_name}. Enter the new account’s details to change it.
        </p>
      ) : null}
      <TextField
        label="Name on the account"
        name="holder_name"
        value={values.holder_name}
        onChange={set('holder_name')}
        error={fieldErrors.holder_name}
        autoComplete="name"
      />
      <TextField
        label="Routing number"
        name="routing_number"
        hint="9 digits: the first number at the bottom of a check"
        value={values.routing_number}
        onChange={set('routing_number')}
        error={fieldErrors.routing_number}
        {...digits}
      />
      <TextField
        label="Account number"
        name="account_number"
        hint="4 to 17 digits, without spaces"
        value={values.account_number}
        onChange={set('account_number')}
        error={fieldErrors.account_number}
        {...digits}
      />
      <TextField
        label="Confirm account number"
        name="account_number_confirmation"
        value={values.account_number_confirmation}
        onChange={set('account_number_confirmation')}
        error={fieldErrors.account_number_confirmation}
        {...digits}
      />
      {form.formError ? (
        <p className="ks-field__error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <p className="ks-seller-account__hint">
        Your bank numbers are encrypted when we store them. After you save, we only ever show the last 4 digits.
      </p>
      <div className="ks-seller-account__actions">
        <button type="submit" className="ks-button ks-button--primary" disabled={form.busy}>
          {form.busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
