import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, displayedMessage, useEngine } from '../../engine';
import { OFFER_FLOOR_RANGE } from '../../schemas/entities/pro';
import { offerFloorPercentSchema } from '../../schemas/requests/pro';
import { proStatusQuery, saveOfferFloor } from './pro-queries';

/**
 * Blocking low-ball offers (a Pro feature): the percentage of each item's price under which offers are
 * refused ('The seller accepts offers from $X'). The field's rule is the server's (schemas/requests/pro.ts).
 */
export function OfferFloorForm({ userId, percent }: { userId: number; percent: number | null }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const id = useId();
  const [value, setValue] = useState(percent === null ? '' : String(percent));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (next: number | null) => saveOfferFloor(api, next),
    onSuccess: (status) => {
      queryClient.setQueryData(proStatusQuery(api, userId).queryKey, status);
      setValue(status.offer_floor === null ? '' : String(status.offer_floor));
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.errors.find((entry) => entry.field) : undefined;
      if (field) setFieldError(field.message ?? null);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = offerFloorPercentSchema.safeParse(value.trim() === '' ? Number.NaN : Number(value));
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]!.message);
      document.getElementById(id)?.focus();
      return;
    }
    setFieldError(null);
    save.mutate(parsed.data);
  };
  const errorId = `${id}-error`;

  return (
    <section className="ks-pro__floor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Block low-ball offers</h2>
      <p>Offers under this share of an item’s price are refused, and the buyer is told your lowest acceptable offer.</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="ks-pro__field">
          <label htmlFor={id} className="ks-pro__field-label">
            Lowest offer, % of the price
          </label>
          <input
            id={id}
            name="offer_floor"
            type="number"
            inputMode="numeric"
            min={OFFER_FLOOR_RANGE.min}
            max={OFFER_FLOOR_RANGE.max}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            className="ks-pro__field-input"
          />
          {fieldError ? (
            <p id={errorId} className="ks-pro__field-error">
              {fieldError}
            </p>
          ) : null}
        </div>
        {save.error && !fieldError ? (
          <p role="alert" className="ks-pro__field-error">
            {displayedMessage(save.error)}
          </p>
        ) : null}
        {save.isSuccess && !save.isPending ? (
          <p role="status">{save.data.offer_floor === null ? 'Offer floor removed.' : 'Offer floor saved.'}</p>
        ) : null}
        <div className="ks-pro__actions">
          <button type="submit" className="ks-button ks-button--primary" disabled={save.isPending}>
            Save
          </button>
          {percent !== null ? (
            <button
              type="button"
              className="ks-button ks-button--ghost"
              disabled={save.isPending}
              onClick={() => {
                setFieldError(null);
                save.mutate(null);
              }}
            >
              Remove the floor
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
