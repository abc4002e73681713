import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useEngine } from '../../../engine';
import { DetailSelect } from '../fields/DetailSelect';
import { Field, FieldError } from '../fields/Field';
import { modelPickerQuery, type PickerModel } from '../list-flow-queries';
import { chosenIds, detailsWith, leafCategory } from '../listing-fields';
import { StepForm } from '../StepForm';
import { useStepSave } from '../use-step-save';
import { AddModel } from './AddModel';
import type { StepProps } from './step-props';

/** The general default debounce (spec §9: 500 ms) between typing and searching models. */
const SEARCH_DELAY = 500;

/**
 * Brand and model: the brand (a required list-flow detail), then the brand's models in the category, searchable
 * by name (GET /v1/models …&q), as radio buttons with 'I don’t know the model'; 'My model is not listed' adds one.
 */
export function BrandModelStep({ listing, definitions, save, onSaved, backHref }: StepProps) {
  const { api } = useEngine();
  const id = useId();
  const brandDetail = definitions.find((detail) => detail.slug === 'brand');
  const category = leafCategory(listing)!;
  const [brandId, setBrandId] = useState<number | null>(chosenIds(listing.details, 'brand')[0] ?? null);
  const [model, setModel] = useState<PickerModel | null>(listing.model);
  const [added, setAdded] = useState<PickerModel[]>([]);
  const [typed, setTyped] = useState('');
  const [words, setWords] = useState('');
  const [missing, setMissing] = useState(false);
  const { submit, pending, errors, formError } = useStepSave(save, onSaved, ['details.brand', 'model_id']);
  useEffect(() => {
    const timer = setTimeout(() => setWords(typed.trim()), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [typed]);
  const models = useQuery({
    ...modelPickerQuery(api, category.id, brandId ?? 0, words),
    enabled: brandId !== null,
  });
  const brandName = brandDetail?.values.find((value) => value.id === brandId)?.name ?? '';
  const shown = [
    ...added,
    ...(model && !models.data?.some((m) => m.id === model.id) ? [model] : []),
    ...(models.data ?? []),
  ].filter((entry, index, list) => list.findIndex((other) => other.id === entry.id) === index);

  const onSubmit = () => {
    setMissing(brandId === null);
    if (brandId === null) return;
    submit({ details: detailsWith(listing.details, { brand: [brandId] }), model_id: model?.id ?? null });
  };

  return (
    <StepForm step="brand" onSubmit={onSubmit} pending={pending} formError={formError} backHref={backHref}>
      {brandDetail ? (
        <DetailSelect
          detail={brandDetail}
          value={brandId}
          onChange={(value) => {
            setBrandId(value);
            setModel(null);
            setAdded([]);
          }}
          error={missing ? 'Choose a brand' : errors['details.brand']}
        />
      ) : null}
      {brandId === null ? null : (
        <fieldset className="ks-list-flow__fieldset" aria-describedby={errors.model_id ? `${id}-error` : undefined}>
          <legend className="ks-list-flow__label">Model</legend>
          <Field label="Search models">
            {(control) => (
              <input
                {...control}
                type="search"
                className="ks-list-flow__input"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </Field>
          <div className="ks-list-flow__models" aria-busy={models.isFetching || undefined}>
            {[null, ...shown].map((entry) => (
              <label key={entry?.id ?? 'none'} className="ks-list-flow__choice">
                <input
                  type="radio"
                  name={`${id}-model`}
                  checked={(model?.id ?? null) === (entry?.id ?? null)}
                  onChange={() => setModel(entry)}
                />
                {entry ? entry.name : 'I don’t know the model'}
              </label>
            ))}
            {models.isSuccess && models.data.length === 0 ? (
              <p className="ks-list-flow__hint">
                {words ? `No ${brandName} models match “${words}”.` : `No ${brandName} models in ${category.name} yet.`}
              </p>
            ) : null}
          </div>
          {errors.model_id ? <FieldError id={`${id}-error`}>{errors.model_id}</FieldError> : null}
          <AddModel
            categoryId={category.id}
            brandId={brandId}
            brandName={brandName}
            onAdded={(created) => {
              setAdded((list) => [created, ...list]);
              setModel(created);
            }}
          />
        </fieldset>
      )}
    </StepForm>
  );
}
