import { useEffect, type RefObject } from 'react';

/** When a submit leaves inline errors, focus moves to the form's first invalid field. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: Record<string, unknown>) {
  const invalid = Object.values(errors).some(Boolean);
  useEffect(() => {
    if (invalid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, invalid, form]);
}
