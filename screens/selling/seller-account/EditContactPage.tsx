import { useRef, useState, type FormEvent } from 'react';
import { sellerContactBodySchema, type SellerContactBody } from '../../../schemas/requests/seller-account';
import { useAccountForm } from '../../../ui/accounts/form/use-account-form';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { SellerAccountStyles, TextField, useFocusFirstError, useSellerAccount } from './form-parts';
import { NoAccountYet } from './NoAccountYet';

type ContactField = keyof SellerContactBody;

/**
 * /selling/edit/contact, 'Contact details': the e-mail and phone Kitswap uses about payouts (the sign-in e-mail
 * to start with). Both required: a payout that fails must reach the seller, and the INFORM Act asks high-volume
 * sellers for both.
 */
export default function EditContactPage() {
  const { account, calls } = useSellerAccount();
  if (!account) return <NoAccountYet />;
  return (
    <ContactForm
      initial={{ contact_email: account.contact_email ?? '', contact_phone: account.contact_phone ?? '' }}
      onSave={calls.saveContact}
    />
  );
}

function ContactForm({
  initial,
  onSave,
}: {
  initial: Record<ContactField, string>;
  onSave: (body: SellerContactBody) => Promise<{ contact_phone: string | null }>;
}) {
  const form = useAccountForm<ContactField>(initial, sellerContactBodySchema);
  const formRef = useRef<HTMLFormElement>(null);
  const armFocus = useFocusFirstError(formRef, form.fieldErrors, form.busy);
  const [saved, setSaved] = useState(false);
  const { values, set, fieldErrors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    armFocus();
    setSaved(false);
    void form.submit(async (typed) => {
      const account = await onSave(typed);
      // The number as the server keeps it (+16175550100), so the form shows what is on file.
      set('contact_phone')(account.contact_phone ?? '');
      setSaved(true);
    });
  };

  return (
    <div className="ks-seller-account">
      <SellerAccountStyles />
      <p>How we reach you about your payouts. Buyers never see these.</p>
      <form
        ref={formRef}
        className="ks-seller-account__form"
        onSubmit={onSubmit}
        noValidate
        aria-label="Contact details"
      >
        <TextField
          label="Email"
          name="contact_email"
          type="email"
          value={values.contact_email}
          onChange={set('contact_email')}
          error={fieldErrors.contact_email}
          autoComplete="email"
        />
        <TextField
          label="Phone number"
          name="contact_phone"
          type="tel"
          hint="A US or Canadian number, or + and the country code"
          value={values.contact_phone}
          onChange={set('contact_phone')}
          error={fieldErrors.contact_phone}
          autoComplete="tel"
        />
        {form.formError ? (
          <p className="ks-field__error" role="alert">
            {form.formError}
          </p>
        ) : null}
        {saved ? <AlertBox kind="success">Contact details saved.</AlertBox> : null}
        <div className="ks-seller-account__actions">
          <button type="submit" className="ks-button ks-button--primary" disabled={form.busy}>
            {form.busy ? 'Saving…' : 'Save contact details'}
          </button>
        </div>
      </form>
    </div>
  );
}
