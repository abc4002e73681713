import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { displayedMessage, useEngine } from '../../../engine';
import { Button } from '../../../ui/button/Button';
import { Field } from '../fields/Field';
import { pickerModelSchema, type PickerModel } from '../list-flow-queries';
import { fieldErrors } from '../listing-fields';

export interface AddModelProps {
  categoryId: number;
  brandId: number;
  brandName: string;
  onAdded: (model: PickerModel) => void;
}

/**
 * 'My model is not listed': the seller names it and it joins the catalogue (POST /v1/models {model: {name,
 * category_id, brand_id}}; the server answers the existing one when that brand already has it in the category).
 */
export function AddModel({ categoryId, brandId, brandName, onAdded }: AddModelProps) {
  const { api } = useEngine();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const create = useMutation({
    mutationFn: () =>
      api.post(
        '/v1/models',
        { model: { name: name.trim(), category_id: categoryId, brand_id: brandId } },
        { schema: pickerModelSchema },
      ),
    onSuccess: (model) => {
      onAdded(model);
      setOpen(false);
      setName('');
    },
  });
  if (!open) {
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        My model is not listed
      </Button>
    );
  }
  const error = missing
    ? 'Enter the model’s name'
    : create.error
      ? (fieldErrors(create.error)['model.name'] ?? displayedMessage(create.error))
      : undefined;
  const add = () => {
    setMissing(name.trim() === '');
    if (name.trim()) create.mutate();
  };
  return (
    <div className="ks-list-flow__add-model">
      <Field label={`New ${brandName} model`} error={error} hint="As the maker names it, e.g. TSR2.">
        {(control) => (
          <input
            {...control}
            className="ks-list-flow__input"
            value={name}
            maxLength={80}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        )}
      </Field>
      <Button onClick={add} disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add model'}
      </Button>
    </div>
  );
}
