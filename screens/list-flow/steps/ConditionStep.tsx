import { useId, useState } from 'react';
import { itemDraftSchema } from '../../../schemas/requests/item-draft';
import { Field, FieldError, Required } from '../fields/Field';
import { chosenIds, detailsWith } from '../listing-fields';
import { StepForm } from '../StepForm';
import { useStepSave } from '../use-step-save';
import type { StepProps } from './step-props';

const MAX_DESCRIPTION = 5000;

/** Condition (the required list-flow detail, as radio buttons) and the description. */
export function ConditionStep({ listing, definitions, save, onSaved, backHref }: StepProps) {
  const id = useId();
  const condition = definitions.find((detail) => detail.slug === 'condition');
  const [valueId, setValueId] = useState<number | null>(chosenIds(listing.details, 'condition')[0] ?? null);
  const [description, setDescription] = useState(listing.description);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const { submit, pending, errors, formError } = useStepSave(save, onSaved, ['details.condition', 'description']);

  const onSubmit = () => {
    const problems: Record<string, string> = {};
    if (condition && valueId === null) problems.condition = 'Choose the condition';
    const text = itemDraftSchema.shape.description.safeParse(description);
    if (!text.success) problems.description = text.error.issues[0]!.message;
    setInvalid(problems);
    if (Object.keys(problems).length > 0) return;
    submit({ details: detailsWith(listing.details, { condition: valueId ? [valueId] : [] }), description });
  };
  const conditionError = invalid.condition ?? errors['details.condition'];

  return (
    <StepForm step="condition" onSubmit={onSubmit} pending={pending} formError={formError} backHref={backHref}>
      {condition ? (
        <fieldset
          className="ks-list-flow__fieldset"
          aria-describedby={conditionError ? `${id}-error` : undefined}
          aria-invalid={conditionError ? true : undefined}
        >
          <legend className="ks-list-flow__label">
            Condition
            <Required />
          </legend>
          {condition.values.map((value) => (
            <label key={value.id} className="ks-list-flow__choice">
              <input
                type="radio"
                name={`${id}-condition`}
                value={value.id}
                checked={valueId === value.id}
                onChange={() => setValueId(value.id)}
              />
              {value.name}
            </label>
          ))}
          {conditionError ? <FieldError id={`${id}-error`}>{conditionError}</FieldError> : null}
        </fieldset>
      ) : null}
      <Field
        label="Description"
        error={invalid.description ?? errors.description}
        hint={`Wear, fit, what comes with it. ${description.length} of ${MAX_DESCRIPTION} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            className="ks-list-flow__input"
            rows={6}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Field>
    </StepForm>
  );
}
