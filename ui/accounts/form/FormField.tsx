import { Field, type FieldProps } from './Field';
import type { AccountForm } from './use-account-form';

type BoundProps<K extends string> = Omit<FieldProps, 'form' | 'name' | 'value' | 'onChange' | 'error'> & {
  form: Pick<AccountForm<K>, 'values' | 'set' | 'fieldErrors'>;
  name: K;
};

/** A `Field` bound to one value of an account form: what is typed, and that value's inline error. */
export function FormField<K extends string>({ form, name, ...field }: BoundProps<K>) {
  return (
    <Field name={name} value={form.values[name]} onChange={form.set(name)} error={form.fieldErrors[name]} {...field} />
  );
}
