import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useEngine } from '../../engine';
import type { Category } from '../../schemas/entities/category';
import type { ValueGuideDetail } from '../../schemas/entities/value-guide';
import { categoryGroups, CategoryOptions } from '../../ui/browse/category-options';
import { selectionSearch, type GuideSelection } from './selection';
import { valueGuideDetailsQuery, valueGuideModelsQuery } from './value-guide-queries';

export interface ValueGuideFormProps {
  tree: readonly Category[];
  /** What the URL holds; the form edits a copy until it is submitted. */
  initial: GuideSelection;
  onSubmit: (selection: GuideSelection) => void;
}

/**
 * Category, then the details the server lists for it (brand, the brand's model after it, condition),
 * then 'See what it's worth'. Changing the category clears the rest; changing the brand clears the
 * model. The lists of the chosen category and brand load as they are chosen.
 */
export function ValueGuideForm({ tree, initial, onSubmit }: ValueGuideFormProps) {
  const { api } = useEngine();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  // Back / forward (or any new URL) re-makes the form from what the URL now holds; focus stays put.
  const initialSearch = selectionSearch(initial);
  const [shown, setShown] = useState(initialSearch);
  if (shown !== initialSearch) {
    setShown(initialSearch);
    setDraft(initial);
  }
  const details = useQuery({ ...valueGuideDetailsQuery(api, draft.category ?? 0), enabled: draft.category !== null });
  const detailList = draft.category !== null ? (details.data?.data ?? null) : [];
  const brandId = detailList
    ?.find((detail) => detail.slug === 'brand')
    ?.values.find((value) => value.slug === draft.details.brand)?.id;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only the details this category has travel to the URL.
    const known = new Set((detailList ?? []).map((detail) => detail.slug));
    onSubmit({
      ...draft,
      details: Object.fromEntries(Object.entries(draft.details).filter(([slug]) => known.has(slug))),
    });
  };

  const setDetail = (slug: string, value: string) => {
    const { [slug]: _previous, ...rest } = draft.details;
    setDraft({
      ...draft,
      details: value ? { ...rest, [slug]: value } : rest,
      model: slug === 'brand' ? null : draft.model,
    });
  };

  return (
    <form className="ks-value-guide__form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ks-value-guide__form-title">
        Describe your gear
      </h2>
      <div className="ks-value-guide__field">
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          required
          value={draft.category ?? ''}
          onChange={(event) =>
            setDraft({ category: event.target.value ? Number(event.target.value) : null, model: null, details: {} })
          }
        >
          <option value="">Choose a category</option>
          <CategoryOptions groups={categoryGroups(tree)} />
        </select>
      </div>
      {details.isError ? (
        <p className="ks-value-guide__field-error" role="alert">
          The details of this category could not be loaded. Choose it again to retry.
        </p>
      ) : detailList === null ? (
        <p className="ks-value-guide__hint" role="status">
          Loading the details of this category…
        </p>
      ) : (
        detailList.map((detail) => (
          <DetailFields
            key={detail.slug}
            id={id}
            detail={detail}
            value={draft.details[detail.slug] ?? ''}
            onChange={(value) => setDetail(detail.slug, value)}
            model={
              detail.slug === 'brand' && draft.category !== null ? (
                <ModelField
                  id={id}
                  categoryId={draft.category}
                  brandId={brandId ?? null}
                  value={draft.model}
                  onChange={(model) => setDraft({ ...draft, model })}
                />
              ) : null
            }
          />
        ))
      )}
      <button
        type="submit"
        className="ks-button ks-button--ink ks-value-guide__submit"
        disabled={draft.category !== null && detailList === null}
      >
        See what it’s worth
      </button>
    </form>
  );
}

function DetailFields({
  id,
  detail,
  value,
  onChange,
  model,
}: {
  id: string;
  detail: ValueGuideDetail;
  value: string;
  onChange: (value: string) => void;
  model: ReactNode;
}) {
  const fieldId = `${id}-detail-${detail.slug}`;
  return (
    <>
      <div className="ks-value-guide__field">
        <label htmlFor={fieldId}>{detail.name}</label>
        <select
          id={fieldId}
          required={detail.value_guides_required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">
            {detail.value_guides_required ? `Choose ${detail.name.toLowerCase()}` : `Any ${detail.name.toLowerCase()}`}
          </option>
          {detail.values.map((option) => (
            <option key={option.id} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {model}
    </>
  );
}

/** The brand's models (GET /v1/models {category_id, brand_id}); no brand, no models to pick from. */
function ModelField({
  id,
  categoryId,
  brandId,
  value,
  onChange,
}: {
  id: string;
  categoryId: number;
  brandId: number | null;
  value: number | null;
  onChange: (model: number | null) => void;
}) {
  const { api } = useEngine();
  const models = useQuery({ ...valueGuideModelsQuery(api, categoryId, brandId ?? 0), enabled: brandId !== null });
  const hint =
    brandId === null
      ? 'Choose a brand to pick its model.'
      : models.isError
        ? 'The models could not be loaded.'
        : models.isPending
          ? 'Loading models…'
          : null;
  return (
    <div className="ks-value-guide__field">
      <label htmlFor={`${id}-model`}>Model</label>
      <select
        id={`${id}-model`}
        value={value ?? ''}
        disabled={brandId === null || !models.data}
        aria-describedby={hint ? `${id}-model-hint` : undefined}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">Any model</option>
        {models.data?.map((model) => (
          <option key={model.id} value={model.id}>
            {model.name}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-model-hint`} className="ks-value-guide__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
