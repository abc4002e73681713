import { useId, useRef, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { SellerAccount } from '../../../schemas/entities/seller-account';
import { CA_PROVINCES, US_STATES } from '../../../schemas/requests/addresses';
import { sellerIdentityBodySchema, type SellerIdentityBody } from '../../../schemas/requests/seller-account';
import { FieldStyles } from '../../../ui/accounts/form/Field';
import { useAccountForm } from '../../../ui/accounts/form/use-account-form';
import { sellingPath } from '../selling-pages';
import { SelectField, SellerAccountStyles, TextField, useFocusFirstError, useSellerAccount } from './form-parts';
import { todayUtc } from './seller-account-queries';

type IdentityField = keyof SellerIdentityBody;

function initialValues(account: SellerAccount | null): Record<IdentityField, string> {
  return {
    account_type: account?.account_type ?? 'individual',
    legal_name: account?.legal_name ?? '',
    business_name: account?.business_name ?? '',
    date_of_birth: account?.date_of_birth ?? '',
    street1: account?.street1 ?? '',
    street2: account?.street2 ?? '',
    city: account?.city ?? '',
    region: account?.region ?? '',
    postal_code: account?.postal_code ?? '',
    country: account?.country ?? 'US',
  };
}

/**
 * /selling/create, 'Set up payouts': step 1 of 2, who is paid and where they live. A seller who already has an
 * account finds it filled in, changes it here, and is pointed at the contact and bank pages. Saved, it goes on to
 * the bank (or, with a bank on file, to the end of the set-up).
 */
export default function CreatePage() {
  const { account, calls } = useSellerAccount();
  const [, navigate] = useLocation();
  const today = todayUtc();
  const form = useAccountForm<IdentityField>(initialValues(account), sellerIdentityBodySchema(today));
  const formRef = useRef<HTMLFormElement>(null);
  const armFocus = useFocusFirstError(formRef, form.fieldErrors, form.busy);
  const typeError = useId();
  const { values, set, fieldErrors } = form;
  const canadian = values.country === 'CA';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    armFocus();
    void form.submit(async (typed) => {
      const saved = await calls.saveIdentity(typed as SellerIdentityBody);
      navigate(sellingPath(saved.bank ? 'create/completed' : 'create/bank'));
    });
  };

  const accountType = (value: 'individual' | 'business', label: string) => (
    <label className="ks-seller-account__choice">
      <input
        type="radio"
        name="account_type"
        value={value}
        checked={values.account_type === value}
        onChange={() => set('account_type')(value)}
        aria-invalid={fieldErrors.account_type ? true : undefined}
        aria-describedby={fieldErrors.account_type ? typeError : undefined}
      />
      {label}
    </label>
  );

  return (
    <div className="ks-seller-account">
      <SellerAccountStyles />
      <FieldStyles />
      {account ? (
        <p>
          Your payout details are on file. Change them below, or edit your{' '}
          <Link href={sellingPath('edit/contact')}>contact details</Link> or{' '}
          <Link href={sellingPath('edit/bank')}>bank account</Link>.
        </p>
      ) : (
        <p>
          Step 1 of 2: tell us who gets paid. We need your legal name, date of birth and address to send your earnings
          to your bank, as the law asks of any marketplace that pays sellers.
        </p>
      )}
      <form
        ref={formRef}
        className="ks-seller-account__form"
        onSubmit={onSubmit}
        noValidate
        aria-label="Seller account details"
      >
        <fieldset>
          <legend>Account type</legend>
          {accountType('individual', 'Individual')}
          {accountType('business', 'Business')}
          {fieldErrors.account_type ? (
            <p id={typeError} className="ks-field__error">
              {fieldErrors.account_type}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label="Legal name"
          name="legal_name"
          hint="Your full name as it appears on your ID and bank account"
          value={values.legal_name}
          onChange={set('legal_name')}
          error={fieldErrors.legal_name}
          autoComplete="name"
        />
        {values.account_type === 'business' ? (
          <TextField
            label="Business name"
            name="business_name"
            hint="The business’s registered legal name"
            value={values.business_name}
            onChange={set('business_name')}
            error={fieldErrors.business_name}
            autoComplete="organization"
          />
        ) : null}
        <TextField
          label="Date of birth"
          name="date_of_birth"
          type="date"
          max={today}
          hint={
            values.account_type === 'business'
              ? 'Yours, as the person setting up this business account. You must be 18 or older.'
              : 'You must be 18 or older.'
          }
          value={values.date_of_birth}
          onChange={set('date_of_birth')}
          error={fieldErrors.date_of_birth}
          autoComplete="bday"
        />
        <SelectField
          label="Country"
          name="country"
          value={values.country}
          onChange={(country) => {
            set('country')(country);
            set('region')('');
          }}
          error={fieldErrors.country}
          options={[
            ['US', 'United States'],
            ['CA', 'Canada'],
          ]}
        />
        <TextField
          label="Street address"
          name="street1"
          value={values.street1}
          onChange={set('street1')}
          error={fieldErrors.street1}
          autoComplete="address-line1"
        />
        <TextField
          label="Apartment, suite (optional)"
          name="street2"
          value={values.street2}
          onChange={set('street2')}
          error={fieldErrors.street2}
          autoComplete="address-line2"
        />
        <TextField
          label="City"
          name="city"
          value={values.city}
          onChange={set('city')}
          error={fieldErrors.city}
          autoComplete="address-level2"
        />
        <SelectField
          label={canadian ? 'Province' : 'State'}
          name="region"
          value={values.region}
          onChange={set('region')}
          error={fieldErrors.region}
          options={[
            ['', canadian ? 'Choose a province' : 'Choose a state'],
            ...(canadian ? CA_PROVINCES : US_STATES).map((code) => [code, code] as const),
          ]}
        />
        <TextField
          label={canadian ? 'Postal code' : 'ZIP code'}
          name="postal_code"
          value={values.postal_code}
          onChange={set('postal_code')}
          error={fieldErrors.postal_code}
          autoComplete="postal-code"
        />
        {form.formError ? (
          <p className="ks-field__error" role="alert">
            {form.formError}
          </p>
        ) : null}
        <div className="ks-seller-account__actions">
          <button type="submit" className="ks-button ks-button--primary" disabled={form.busy}>
            {form.busy ? 'Saving…' : account ? 'Save details' : 'Continue to bank account'}
          </button>
        </div>
      </form>
    </div>
  );
}
