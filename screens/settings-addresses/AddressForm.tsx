import { useEffect, useId, useRef, type FormEvent } from 'react';
import { addressBodySchema, CA_PROVINCES, US_STATES, type AddressBody } from '../../schemas/requests/addresses';
import { Field, FieldStyles } from '../../ui/accounts/form/Field';
import { useAccountForm } from '../../ui/accounts/form/use-account-form';

type AddressField = 'name' | 'street1' | 'street2' | 'city' | 'region' | 'postal_code' | 'country';

export const EMPTY_ADDRESS: Record<AddressField, string> = {
  name: '',
  street1: '',
  street2: '',
  city: '',
  region: '',
  postal_code: '',
  country: 'US',
};

/**
 * Adds or changes an address: the shared schema checks it before anything is sent (US state and ZIP, Canadian
 * province and postal code), the server's field errors land under their fields too, and the first invalid field
 * takes the focus. What was typed is kept on any refusal.
 */
export function AddressForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: Record<AddressField, string>;
  submitLabel: string;
  onSave: (body: AddressBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useAccountForm<AddressField>(initial, addressBodySchema);
  const formRef = useRef<HTMLFormElement>(null);
  const regionId = useId();
  const countryId = useId();
  const { values, set, fieldErrors } = form;
  const regions = values.country === 'CA' ? CA_PROVINCES : US_STATES;

  /** Set by a submit: the next errors move the focus to the first invalid field (typing clears errors, not focus). */
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    void form.submit(async (typed) => void (await onSave({ ...typed, country: typed.country as 'US' | 'CA' })));
  };

  const select = (
    name: 'country' | 'region',
    id: string,
    label: string,
    options: readonly (readonly [string, string])[],
  ) => (
    <div className="ks-field">
      <FieldStyles />
      <label htmlFor={id} className="ks-field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={values[name]}
        onChange={(event) => set(name)(event.target.value)}
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={fieldErrors[name] ? `${id}-error` : undefined}
        className="ks-field__input"
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {fieldErrors[name] ? (
        <p id={`${id}-error`} className="ks-field__error">
          {fieldErrors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form ref={formRef} className="ks-addresses__form" onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      <Field
        label="Full name"
        name="name"
        value={values.name}
        onChange={set('name')}
        error={fieldErrors.name}
        autoComplete="name"
      />
      {select('country', countryId, 'Country', [
        ['US', 'United States'],
        ['CA', 'Canada'],
      ])}
      <Field
        label="Street address"
        name="street1"
        value={values.street1}
        onChange={set('street1')}
        error={fieldErrors.street1}
        autoComplete="address-line1"
      />
      <Field
        label="Apartment, suite (optional)"
        name="street2"
        value={values.street2}
        onChange={set('street2')}
        error={fieldErrors.street2}
        autoComplete="address-line2"
      />
      <Field
        label="City"
        name="city"
        value={values.city}
        onChange={set('city')}
        error={fieldErrors.city}
        autoComplete="address-level2"
      />
      {select('region', regionId, values.country === 'CA' ? 'Province' : 'State', [
        ['', values.country === 'CA' ? 'Choose a province' : 'Choose a state'],
        ...regions.map((code) => [code, code] as const),
      ])}
      <Field
        label={values.country === 'CA' ? 'Postal code' : 'ZIP code'}
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
      <div className="ks-addresses__actions">
        <button type="submit" className="ks-button ks-button--primary" disabled={form.busy}>
          {form.busy ? 'Saving…' : submitLabel}
        </button>
        <button type="button" className="ks-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
