import { AlertBox } from '../../ui/alert/AlertBox';

/**
 * A swap form's end: the problem that names no field (spoken when it appears), then its submit button (disabled
 * while sending) and, when the form can be put away, Cancel.
 */
export function FormFooter({
  error,
  submitLabel,
  busy,
  onCancel,
}: {
  error: string | null | undefined;
  submitLabel: string;
  busy: boolean;
  onCancel?: () => void;
}) {
  return (
    <>
      {error ? (
        <AlertBox kind="error" role="alert">
          {error}
        </AlertBox>
      ) : null}
      <span className="ks-swap__form-actions">
        <button type="submit" className="ks-button ks-button--primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="ks-button" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </span>
    </>
  );
}
