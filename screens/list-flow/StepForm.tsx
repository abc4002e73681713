import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../ui/button/Button';
import { STEP_TITLES, type StepId } from './steps';

export interface StepFormProps {
  step: StepId;
  /** Runs on Continue (Enter in a field too); the step checks its fields, then saves. */
  onSubmit: () => void;
  pending: boolean;
  /** An error with no field of this step to stand beside. */
  formError?: string | null;
  /** The previous step's link; none on the first. */
  backHref?: string | null;
  submitLabel?: string;
  /** Disables Continue (photos still uploading), with the reason said beside it. */
  blockedBy?: string | null;
  children: ReactNode;
}

/**
 * One step: its heading (focused when the step opens, so a screen reader says where the seller is), its fields,
 * an error that has no field, Back and Continue.
 */
export function StepForm({
  step,
  onSubmit,
  pending,
  formError,
  backHref,
  submitLabel = 'Continue',
  blockedBy,
  children,
}: StepFormProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !blockedBy) onSubmit();
  };
  return (
    <form className="ks-list-flow__step" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="ks-list-flow__step-title">
        {STEP_TITLES[step]}
      </h2>
      {children}
      {formError ? (
        <p role="alert" className="ks-list-flow__form-error">
          {formError}
        </p>
      ) : null}
      {blockedBy ? (
        <p role="status" className="ks-list-flow__hint">
          {blockedBy}
        </p>
      ) : null}
      <div className="ks-list-flow__actions">
        {backHref ? (
          <Link href={backHref} className="ks-button">
            Back
          </Link>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          disabled={pending || Boolean(blockedBy)}
          aria-busy={pending || undefined}
        >
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
