import type { ListFlowDetail } from '../../../schemas/entities/listing';
import { Field } from './Field';

export interface DetailSelectProps {
  detail: ListFlowDetail;
  value: number | null;
  onChange: (valueId: number | null) => void;
  error?: string;
}

/** One list-flow detail as a select: required ones marked, the ones the value guide prices by said so. */
export function DetailSelect({ detail, value, onChange, error }: DetailSelectProps) {
  return (
    <Field
      label={detail.name}
      required={detail.required}
      error={error}
      hint={detail.value_guides_required ? 'Used to suggest your price.' : undefined}
    >
      {(control) => (
        <select
          {...control}
          className="ks-list-flow__input"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">Choose {detail.name.toLowerCase()}</option>
          {detail.values.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
