import { useState } from 'react';
import { useEngine } from '../../../engine';
import { parcelSchema } from '../../../schemas/entities/listing';
import { DEFAULT_PARCEL, parcelInputSchema, type ParcelInput } from '../../../schemas/requests/item-draft';
import { Field } from '../fields/Field';
import { readNumber } from '../listing-fields';
import { StepForm } from '../StepForm';
import { useStepSave } from '../use-step-save';
import type { StepProps } from './step-props';

const SIDES = [
  ['length', 'Length (in)'],
  ['width', 'Width (in)'],
  ['height', 'Height (in)'],
  ['weight', 'Weight (lb)'],
] as const;
type Side = (typeof SIDES)[number][0];

/**
 * Shipping: the packed parcel's size in inches (5×5×5 by default, spec §9) and weight in pounds; saved as a parcel
 * (POST /v1/parcels), then on the item (`parcel_id`). The buyer pays postage from these.
 */
export function ShippingStep({ listing, save, onSaved, backHref }: StepProps) {
  const { api } = useEngine();
  const start = listing.parcel ?? { ...DEFAULT_PARCEL, weight: null };
  const [values, setValues] = useState<Record<Side, string>>({
    length: String(start.length),
    width: String(start.width),
    height: String(start.height),
    weight: start.weight === null ? '' : String(start.weight),
  });
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const { submit, pending, errors, formError } = useStepSave(
    async (parcel: ParcelInput) => {
      const saved = await api.post('/v1/parcels', { parcel }, { schema: parcelSchema });
      return save({ parcel_id: saved.id });
    },
    onSaved,
    [...SIDES.map(([side]) => `parcel.${side}`), 'parcel_id'],
  );

  const onSubmit = () => {
    const read = Object.fromEntries(SIDES.map(([side]) => [side, readNumber(values[side]) || 0]));
    const checked = parcelInputSchema.safeParse(read);
    setInvalid(
      checked.success
        ? {}
        : Object.fromEntries(checked.error.issues.map((issue) => [`parcel.${String(issue.path[0])}`, issue.message])),
    );
    if (checked.success) submit(checked.data);
  };

  return (
    <StepForm step="shipping" onSubmit={onSubmit} pending={pending} formError={formError} backHref={backHref}>
      <p className="ks-list-flow__hint">
        The box you will ship it in, packed. Buyers pay the postage; you get a prepaid label.
      </p>
      <div className="ks-list-flow__parcel">
        {SIDES.map(([side, label]) => (
          <Field key={side} label={label} required error={invalid[`parcel.${side}`] ?? errors[`parcel.${side}`]}>
            {(control) => (
              <input
                {...control}
                className="ks-list-flow__input ks-list-flow__input--short"
                inputMode="decimal"
                value={values[side]}
                onChange={(event) => setValues((current) => ({ ...current, [side]: event.target.value }))}
              />
            )}
          </Field>
        ))}
      </div>
      {errors.parcel_id ? <p className="ks-list-flow__error">{errors.parcel_id}</p> : null}
    </StepForm>
  );
}
