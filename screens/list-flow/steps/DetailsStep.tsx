import { useState } from 'react';
import { DetailSelect } from '../fields/DetailSelect';
import { chosenIds, detailsWith, leafCategory, listedDetails } from '../listing-fields';
import { StepForm } from '../StepForm';
import { useStepSave } from '../use-step-save';
import type { StepProps } from './step-props';

/** Details: the category's own details (GET /v1/details …&context=list-flow, brand and condition aside). */
export function DetailsStep({ listing, definitions, save, onSaved, backHref }: StepProps) {
  const asked = listedDetails(definitions);
  const [values, setValues] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(asked.map((detail) => [detail.slug, chosenIds(listing.details, detail.slug)[0] ?? null])),
  );
  const [missing, setMissing] = useState<string[]>([]);
  const fields = asked.map((detail) => `details.${detail.slug}`);
  const { submit, pending, errors, formError } = useStepSave(save, onSaved, fields);

  const onSubmit = () => {
    const unset = asked.filter((detail) => detail.required && values[detail.slug] == null).map((detail) => detail.slug);
    setMissing(unset);
    if (unset.length > 0) return;
    const changes = Object.fromEntries(
      asked.map((detail) => [detail.slug, values[detail.slug] ? [values[detail.slug]!] : []]),
    );
    submit({ details: detailsWith(listing.details, changes) });
  };

  return (
    <StepForm step="details" onSubmit={onSubmit} pending={pending} formError={formError} backHref={backHref}>
      {asked.length === 0 ? (
        <p>{leafCategory(listing)?.name ?? 'This category'} needs no other details.</p>
      ) : (
        asked.map((detail) => (
          <DetailSelect
            key={detail.slug}
            detail={detail}
            value={values[detail.slug] ?? null}
            onChange={(value) => setValues((current) => ({ ...current, [detail.slug]: value }))}
            error={
              missing.includes(detail.slug) ? `Choose ${detail.name.toLowerCase()}` : errors[`details.${detail.slug}`]
            }
          />
        ))
      )}
    </StepForm>
  );
}
