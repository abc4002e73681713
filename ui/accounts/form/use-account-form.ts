import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, displayedMessage } from '../../../engine';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type AccountForm<K extends string> = ReturnType<typeof useAccountForm<K>>;

/**
 * A form's values, inline field errors and the one error shown above the button. Submit checks the
 * values with the schema first (one message per field, nothing sent while any is wrong), then runs
 * the action; the server's errors that name a field go inline, the rest above the button. What was
 * typed is kept in every case.
 */
export function useAccountForm<K extends string>(initial: Record<K, string>, schema: z.ZodType) {
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<K>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const set = (name: K) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(action: (values: Record<K, string>) => Promise<void>) {
    setFormError(undefined);
    const checked = schema.safeParse(values);
    if (!checked.success) {
      const errors: FieldErrors<K> = {};
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0]) as K;
        errors[name] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await action(values);
    } catch (error) {
      const inline: FieldErrors<K> = {};
      const rest: string[] = [];
      for (const entry of error instanceof ApiError ? error.errors : []) {
        const message = entry.message ?? entry.detail ?? entry.error;
        if (entry.field && entry.field in values && message) inline[entry.field as K] ??= message;
        else if (message) rest.push(message);
      }
      setFieldErrors(inline);
      if (rest.length > 0 || Object.keys(inline).length === 0) setFormError(rest[0] ?? displayedMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return { values, set, fieldErrors, formError, busy, submit, setFormError };
}
