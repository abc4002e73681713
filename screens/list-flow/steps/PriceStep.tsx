import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useEngine } from '../../../engine';
import { listPriceSchema } from '../../../schemas/requests/item-draft';
import { Button } from '../../../ui/button/Button';
import { formatMoney } from '../../../ui/format/money';
import { valueGuideQuery } from '../../../ui/value-guide/value-guide-queries';
import { Field } from '../fields/Field';
import { readNumber } from '../listing-fields';
import { StepForm } from '../StepForm';
import { pricingGuidance, suggestedPriceQueryOf } from '../suggested-price';
import { useStepSave } from '../use-step-save';
import type { StepProps } from './step-props';

/** Price: the asking price in USD, with the value guide's suggested price (the median sold price) and the tip. */
export function PriceStep({ listing, definitions, save, onSaved, backHref }: StepProps) {
  const { api } = useEngine();
  const [text, setText] = useState(listing.list_price === null ? '' : String(listing.list_price));
  const [invalid, setInvalid] = useState<string | null>(null);
  const { submit, pending, errors, formError } = useStepSave(save, onSaved, ['list_price']);
  const query = suggestedPriceQueryOf(listing, definitions);
  const guide = useQuery({ ...valueGuideQuery(api, query ?? {}), enabled: query !== null });
  const statistics = guide.data?.meta.value_guide.statistics;

  const onSubmit = () => {
    const checked = listPriceSchema.safeParse(readNumber(text));
    setInvalid(checked.success ? null : checked.error.issues[0]!.message);
    if (checked.success) submit({ list_price: checked.data });
  };

  return (
    <StepForm step="price" onSubmit={onSubmit} pending={pending} formError={formError} backHref={backHref}>
      <Field
        label="Price (USD)"
        required
        error={invalid ?? errors.list_price}
        hint="Listing is free; a fee is taken only when it sells."
      >
        {(control) => (
          <input
            {...control}
            className="ks-list-flow__input ks-list-flow__input--short"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <section className="ks-list-flow__guidance" aria-label="Pricing help">
        {statistics?.median != null ? (
          <p>
            Suggested price: <strong>{formatMoney(statistics.median)}</strong>, the median of {statistics.count}{' '}
            {statistics.count === 1 ? 'sale' : 'sales'} of items like yours.{' '}
            <Button variant="ghost" className="ks-button--small" onClick={() => setText(String(statistics.median))}>
              Use {formatMoney(statistics.median)}
            </Button>
          </p>
        ) : guide.isSuccess ? (
          <p>No recent sales of items like yours to suggest a price from.</p>
        ) : null}
        <p>{pricingGuidance(listing)}</p>
      </section>
    </StepForm>
  );
}
