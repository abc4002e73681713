import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  browserCookieJar,
  LONG_PREFERENCE_MAX_AGE,
  SHIP_TO_COUNTRY_COOKIE,
  SHIP_TO_ZIP_COOKIE,
  useEngine,
} from '../../../engine';
import type { Region } from '../../../schemas/entities/region';
import { Button } from '../../../ui/button/Button';
import { Modal } from '../../../ui/modal/Modal';
import { regionsQuery } from '../item-queries';

/** The destination a shopper saved: country code and zip. */
export interface Destination {
  country: string;
  zip: string;
}

/** The saved destination: the ship_to_country cookie or 'US', the ship_to_zip cookie or ''. */
export function savedDestination(): Destination {
  const cookies = browserCookieJar();
  return { country: cookies.get(SHIP_TO_COUNTRY_COOKIE) || 'US', zip: cookies.get(SHIP_TO_ZIP_COOKIE) ?? '' };
}

/** Regions sorted by name, as the Country select lists them (spec §2.9). */
export function sortRegions(regions: readonly Region[]): Region[] {
  return [...regions].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * 'Calculate Shipping' (spec §2.9, §5): a Country select (sorted by name) and a Zip field, both
 * 'Required' (checked on submit). The country defaults to the ship_to_country cookie, else 'US';
 * a saved destination is remembered in ship_to_country and ship_to_zip for 365 days (spec §9) and
 * shown under the button.
 */
export function CalculateShipping() {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<(Destination & { name: string }) | null>(null);
  return (
    <div className="ks-item__shipping">
      <Button variant="link" className="ks-item__link-button" onClick={() => setOpen(true)}>
        Calculate Shipping
      </Button>
      {saved ? (
        <p className="ks-item__note" role="status">
          Shipping to {saved.zip}, {saved.name}
        </p>
      ) : null}
      {open ? (
        <ShippingModal
          onClose={() => setOpen(false)}
          onSave={(destination) => {
            setSaved(destination);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

function ShippingModal({
  onClose,
  onSave,
}: {
  onClose: () => void;
  onSave: (destination: Destination & { name: string }) => void;
}) {
  const { api } = useEngine();
  const id = useId();
  const regions = useQuery(regionsQuery(api));
  const [form, setForm] = useState(savedDestination);
  const [errors, setErrors] = useState<Partial<Record<keyof Destination, string>>>({});
  const sorted = sortRegions(regions.data ?? []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const zip = form.zip.trim();
    const found = { country: form.country ? undefined : 'Required', zip: zip ? undefined : 'Required' };
    setErrors(found);
    if (found.country || found.zip) return;
    const cookies = browserCookieJar();
    cookies.set(SHIP_TO_COUNTRY_COOKIE, form.country, { maxAge: LONG_PREFERENCE_MAX_AGE });
    cookies.set(SHIP_TO_ZIP_COOKIE, zip, { maxAge: LONG_PREFERENCE_MAX_AGE });
    onSave({
      country: form.country,
      zip,
      name: sorted.find((region) => region.id === form.country)?.name ?? form.country,
    });
  };

  const field = (name: keyof Destination) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof Destination) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className="ks-item__field-error">
        {errors[name]}
      </span>
    ) : null;

  return (
    <Modal title="Calculate Shipping" onClose={onClose}>
      <form className="ks-item__form" noValidate onSubmit={submit}>
        <label htmlFor={`${id}-country`}>Country</label>
        <select
          {...field('country')}
          value={form.country}
          onChange={(event) => setForm({ ...form, country: event.target.value })}
        >
          <option value="">Select a country</option>
          {sorted.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
          {/* A saved country keeps its place while the list loads. */}
          {form.country && !sorted.some((region) => region.id === form.country) ? (
            <option value={form.country}>{form.country}</option>
          ) : null}
        </select>
        {error('country')}
        <label htmlFor={`${id}-zip`}>Zip</label>
        <input
          {...field('zip')}
          autoComplete="postal-code"
          value={form.zip}
          onChange={(event) => setForm({ ...form, zip: event.target.value })}
        />
        {error('zip')}
        <button type="submit" className="ks-button ks-button--primary ks-item__button">
          Save
        </button>
      </form>
    </Modal>
  );
}
