/**
 * A swap form's problem under its field (or group), spoken when it appears; the field names it with
 * `aria-describedby={id}`. Nothing when there is no problem.
 */
export function FieldError({ id, message }: { id: string; message: string | null | false }) {
  if (!message) return null;
  return (
    <span id={id} className="ks-swap__field-error" role="alert">
      {message}
    </span>
  );
}
