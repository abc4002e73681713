import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useEngine } from '../../../engine';
import { categoryPath, categoryTreeQuery } from '../../../ui/browse/browse-queries';
import { categoryGroups, CategoryOptions } from '../../../ui/browse/category-options';
import { Field } from '../fields/Field';
import type { DetectionCandidate } from '../list-flow-queries';
import { chosenIds, detailsWith, leafCategory } from '../listing-fields';
import { StepForm } from '../StepForm';
import { useStepSave } from '../use-step-save';
import { DetectionChips } from './DetectionChips';
import type { StepProps } from './step-props';

/**
 * Category: one select of every leaf category, grouped by sport; the first photo's guesses as 'Is it…?' chips above
 * it. A new category drops the model and the details of the old one (the condition stays); a chosen guess also sets
 * its brand and model.
 */
export function CategoryStep({ listing, save, onSaved, backHref }: StepProps) {
  const { api } = useEngine();
  const tree = useQuery(categoryTreeQuery(api));
  const current = leafCategory(listing)?.id ?? null;
  const [categoryId, setCategoryId] = useState<number | null>(current);
  const [guess, setGuess] = useState<DetectionCandidate | null>(null);
  const [missing, setMissing] = useState(false);
  const { submit, pending, errors, formError } = useStepSave(save, onSaved, [
    'category_ids',
    'model_id',
    'details.brand',
  ]);
  const photo = listing.images[0]?.large_url;

  const choose = (candidate: DetectionCandidate | null) => {
    setGuess(candidate);
    if (candidate) setCategoryId(candidate.category.id);
  };
  const onSubmit = () => {
    setMissing(categoryId === null);
    if (categoryId === null || !tree.data) return;
    const category_ids = categoryPath(tree.data, (category) => category.id === categoryId).map(
      (category) => category.id,
    );
    const guessed = guess?.category.id === categoryId ? guess : null;
    if (categoryId === current && !guessed) return submit({ category_ids });
    // A new category: the old one's details and model no longer apply; the condition does.
    const changes: Record<string, number[]> = Object.fromEntries(listing.details.map((detail) => [detail.slug, []]));
    changes.condition = chosenIds(listing.details, 'condition');
    if (guessed?.brand) changes.brand = [guessed.brand.id];
    submit({ category_ids, model_id: guessed?.model?.id ?? null, details: detailsWith(listing.details, changes) });
  };

  return (
    <StepForm step="category" onSubmit={onSubmit} pending={pending} formError={formError} backHref={backHref}>
      {photo ? <DetectionChips uri={photo} chosen={guess} onChoose={choose} /> : null}
      <Field
        label="Category"
        required
        error={missing ? 'Choose a category' : (errors.category_ids ?? errors.model_id)}
        hint={tree.isError ? 'The categories could not be loaded. Please try again later.' : undefined}
      >
        {(control) => (
          <select
            {...control}
            className="ks-list-flow__input"
            value={categoryId ?? ''}
            onChange={(event) => {
              setCategoryId(event.target.value ? Number(event.target.value) : null);
              setGuess(null);
            }}
          >
            <option value="">{tree.data ? 'Choose a category' : 'Loading categories…'}</option>
            <CategoryOptions groups={categoryGroups(tree.data ?? [], { leavesOnly: true })} />
          </select>
        )}
      </Field>
    </StepForm>
  );
}
