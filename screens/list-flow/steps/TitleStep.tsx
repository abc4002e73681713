import { useState } from 'react';
import { publishableItemSchema } from '../../../schemas/requests/item-draft';
import { Button } from '../../../ui/button/Button';
import { Field } from '../fields/Field';
import { chosenName, proposedTitle } from '../listing-fields';
import { StepForm } from '../StepForm';
import { useStepSave } from '../use-step-save';
import type { StepProps } from './step-props';

const MAX_TITLE = 80;

/** Title: proposed from brand, model and the category's title name ('Titleist TSR2 Driver'), editable. */
export function TitleStep({ listing, save, onSaved, backHref }: StepProps) {
  const proposal = proposedTitle(listing, chosenName(listing, 'brand'));
  const [name, setName] = useState(listing.name || proposal);
  const [invalid, setInvalid] = useState<string | null>(null);
  const { submit, pending, errors, formError } = useStepSave(save, onSaved, ['name']);
  const onSubmit = () => {
    const checked = publishableItemSchema.shape.name.safeParse(name);
    setInvalid(checked.success ? null : checked.error.issues[0]!.message);
    if (checked.success) submit({ name: checked.data });
  };
  return (
    <StepForm step="title" onSubmit={onSubmit} pending={pending} formError={formError} backHref={backHref}>
      <Field
        label="Title"
        required
        error={invalid ?? errors.name}
        hint={`What buyers search for: brand, model and what it is. ${name.length} of ${MAX_TITLE} characters.`}
      >
        {(control) => (
          <input
            {...control}
            className="ks-list-flow__input"
            value={name}
            maxLength={MAX_TITLE}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      {proposal && proposal !== name.trim() ? (
        <p className="ks-list-flow__suggestion">
          Suggested: <strong>{proposal}</strong>{' '}
          <Button variant="ghost" className="ks-button--small" onClick={() => setName(proposal)}>
            Use this title
          </Button>
        </p>
      ) : null}
    </StepForm>
  );
}
