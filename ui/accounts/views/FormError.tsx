/** The form's error that belongs to no field, announced at once. */
export function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="ks-account__error">
      {message}
    </p>
  ) : null;
}
