import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, displayedMessage, useEngine } from '../../../engine';
import { W9_CERTIFICATION, type W9Form } from '../../../schemas/entities/seller-compliance';
import { TAX_CLASSIFICATIONS, w9BodySchema, type W9Body } from '../../../schemas/requests/seller-compliance';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { formatDate } from '../../../ui/format/dates';
import { COMPLIANCE_KEYS, fetchW9, fetchW9Pdf, saveGeneratedFile, saveW9 } from '../compliance-queries';

type Field =
  | 'name'
  | 'business_name'
  | 'tax_classification'
  | 'street'
  | 'city'
  | 'region'
  | 'postal_code'
  | 'tin_type'
  | 'tin'
  | 'certified';
const FIELDS: Field[] = [
  'name',
  'business_name',
  'tax_classification',
  'street',
  'city',
  'region',
  'postal_code',
  'tin_type',
  'tin',
  'certified',
];
type Values = Record<Exclude<Field, 'certified'>, string> & { certified: boolean };
type FieldErrors = Partial<Record<Field, string>>;

/** Each error under its field ('w9.tin' → tin); the first of each field wins. */
function fieldErrorsOf(entries: { field?: string | null; message?: string | null }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const entry of entries) {
    const field = entry.field?.replace(/^w9\./, '') as Field | undefined;
    if (field && FIELDS.includes(field) && !errors[field]) errors[field] = entry.message ?? 'Invalid';
  }
  return errors;
}

const valuesOf = (form: W9Form | null): Values => ({
  name: form?.name ?? '',
  business_name: form?.business_name ?? '',
  tax_classification: form?.tax_classification ?? '',
  street: form?.street ?? '',
  city: form?.city ?? '',
  region: form?.region ?? '',
  postal_code: form?.postal_code ?? '',
  tin_type: form?.tin_type ?? 'ssn',
  // The TIN on file is never sent back: the seller types it again to change the form.
  tin: '',
  certified: false,
});

/**
 * /selling/w9: the seller's Form W-9 (README.md here). The TIN on file shows masked only; saving the form again needs
 * the TIN typed again and the certification ticked. The filled form downloads as a PDF carrying the full TIN.
 */
export default function W9Page() {
  const { api, viewer } = useEngine();
  const form = useQuery({ queryKey: COMPLIANCE_KEYS.w9(viewer?.userId), queryFn: () => fetchW9(api) });
  if (form.isPending) return <div className="ks-block-loading" aria-busy="true" aria-label="Loading" />;
  if (form.isError)
    return (
      <AlertBox kind="error" role="alert">
        {displayedMessage(form.error)}
      </AlertBox>
    );
  return <W9Editor onFile={form.data} />;
}

function W9Editor({ onFile }: { onFile: W9Form | null }) {
  const { api, viewer } = useEngine();
  const queryClient = useQueryClient();
  const baseId = useId();
  const idOf = (field: Field) => `${baseId}-${field}`;
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});
  const [values, setValues] = useState<Values>(() => valuesOf(onFile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };
  const save = useMutation({
    mutationFn: (w9: W9Body['w9']) => saveW9(api, w9),
    onSuccess: (next) => {
      queryClient.setQueryData(COMPLIANCE_KEYS.w9(viewer?.userId), next);
      void queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEYS.informAct(viewer?.userId) });
      setValues(valuesOf(next));
      setSaved(true);
    },
    onError: (error) => showErrors(error instanceof ApiError ? fieldErrorsOf(error.errors) : {}),
  });
  const download = useMutation({
    mutationFn: () => fetchW9Pdf(api),
    onSuccess: saveGeneratedFile,
    onError: (error) => setDownloadError(displayedMessage(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = w9BodySchema.safeParse({ w9: values });

    if (!parsed.success)
      return showErrors(
        fieldErrorsOf(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))),
      );
    setErrors({});
    save.mutate(parsed.data.w9);
  };
  const set = (field: Exclude<Field, 'certified'>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const invalid = (field: Field) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${idOf(field)}-error` : undefined,
  });
  const errorOf = (field: Field) =>
    errors[field] ? (
      <p id={`${idOf(field)}-error`} className="ks-w9__error">
        {errors[field]}
      </p>
    ) : null;
  const text = (field: Exclude<Field, 'certified' | 'tax_classification' | 'tin_type'>, label: string, extra = {}) => (
    <div className="ks-w9__field">
      <label htmlFor={idOf(field)}>{label}</label>
      <input
        ref={(element) => {
          refs.current[field] = element;
        }}
        id={idOf(field)}
        name={field}
        value={values[field]}
        onChange={set(field)}
        {...invalid(field)}
        {...extra}
      />
      {errorOf(field)}
    </div>
  );
  const otherError = save.isError && Object.keys(errors).length === 0 ? save.error : null;

  return (
    <div className="ks-w9">
      <p>
        We need your W-9 to report your sales to the IRS. Your tax id is stored encrypted and shown masked; only you can
        download the filled form.
      </p>
      {onFile ? (
        <div className="ks-w9__on-file">
          <p>
            On file: {onFile.tin_type === 'ssn' ? 'SSN' : 'EIN'} {onFile.tin_masked}, certified on{' '}
            {formatDate(onFile.certified_at)}.
          </p>
          <button
            type="button"
            className="ks-button"
            disabled={download.isPending}
            onClick={() => {
              setDownloadError(null);
              download.mutate();
            }}
          >
            Download W-9 (PDF)
          </button>
          {downloadError ? (
            <AlertBox kind="error" role="alert">
              {downloadError}
            </AlertBox>
          ) : null}
        </div>
      ) : null}
      {saved ? <AlertBox kind="success">Your W-9 is saved.</AlertBox> : null}
      <form className="ks-w9__form" noValidate onSubmit={submit} aria-label="Form W-9">
        {text('name', 'Name (as shown on your income tax return)', { autoComplete: 'name' })}
        {text('business_name', 'Business name (optional)', { autoComplete: 'organization' })}
        <div className="ks-w9__field">
          <label htmlFor={idOf('tax_classification')}>Federal tax classification</label>
          <select
            ref={(element) => {
              refs.current.tax_classification = element;
            }}
            id={idOf('tax_classification')}
            name="tax_classification"
            value={values.tax_classification}
            onChange={set('tax_classification')}
            {...invalid('tax_classification')}
          >
            <option value="">Choose…</option>
            {TAX_CLASSIFICATIONS.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
          {errorOf('tax_classification')}
        </div>
        {text('street', 'Address (number, street, and apt. or suite no.)', { autoComplete: 'street-address' })}
        {text('city', 'City', { autoComplete: 'address-level2' })}
        {text('region', 'State', { autoComplete: 'address-level1', maxLength: 2 })}
        {text('postal_code', 'ZIP code', { autoComplete: 'postal-code', inputMode: 'numeric' })}
        <fieldset className="ks-w9__field">
          <legend>Taxpayer identification number</legend>
          {(['ssn', 'ein'] as const).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="tin_type"
                value={type}
                checked={values.tin_type === type}
                onChange={set('tin_type')}
              />{' '}
              {type === 'ssn' ? 'Social security number (SSN)' : 'Employer identification number (EIN)'}
            </label>
          ))}
        </fieldset>
        {text('tin', values.tin_type === 'ssn' ? 'SSN (###-##-####)' : 'EIN (##-#######)', {
          autoComplete: 'off',
          inputMode: 'numeric',
          spellCheck: false,
        })}
        <div className="ks-w9__certification">
          <h2>Certification</h2>
          {W9_CERTIFICATION.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <input
            ref={(element) => {
              refs.current.certified = element;
            }}
            id={idOf('certified')}
            type="checkbox"
            checked={values.certified}
            onChange={(event) => setValues((current) => ({ ...current, certified: event.target.checked }))}
            {...invalid('certified')}
          />{' '}
          <label htmlFor={idOf('certified')}>I certify the above under penalties of perjury.</label>
          {errorOf('certified')}
        </div>
        <button type="submit" className="ks-button ks-button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save W-9'}
        </button>
        {otherError ? (
          <AlertBox kind="error" role="alert">
            {displayedMessage(otherError)}
          </AlertBox>
        ) : null}
      </form>
    </div>
  );
}
