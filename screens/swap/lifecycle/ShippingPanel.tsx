import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ApiError, displayedMessage, useEngine, type ApiClient } from '../../../engine';
import { swapSchema, type Swap } from '../../../schemas/entities/swap';
import { carrierSchema, type Carrier, type Shipment, type SwapAction } from '../../../schemas/entities/swap-lifecycle';
import {
  CARRIER_NAMES,
  isTrackingNumber,
  trackingNumberMessage,
  type AddTrackingBody,
} from '../../../schemas/requests/shipping';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { formatDate, formatDateTime } from '../../../ui/format/dates';
import { FieldError } from '../FieldError';
import { FormFooter } from '../FormFooter';
import { swapQuery } from '../swap-queries';

const STATUS_LABELS: Record<Shipment['status'], string> = {
  label_created: 'Label created',
  in_transit: 'In transit',
  delivered: 'Delivered',
};
/** The actions this part offers: any of them shows it. */
const SHIPPING_ACTIONS: SwapAction[] = ['print_label', 'add_tracking', 'print_return_label'];
/** The stages before anything shipped, when the seller is asked to ship by `ship_by`. */
const UNSHIPPED = new Set<Swap['stage']>(['paid', 'label_printed']);

/** The swap a shipping call answered replaces the cached one; its thread gained the notice. */
function useSwapWrite<T>(swapId: number, write: (api: ApiClient, input: T) => Promise<Swap>) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => write(api, input),
    onSuccess: async (swap) => {
      queryClient.setQueryData(swapQuery(api, swapId).queryKey, swap);
      await queryClient.invalidateQueries({ queryKey: ['swap', swapId, 'messages'] });
    },
  });
}

/**
 * The swap page's shipping part (issue 18 part C): the seller prints our prepaid label (then the label page opens)
 * or enters their own carrier and tracking number, and reads when to ship by; both parties follow the parcel's
 * tracking events with the carrier's tracking link; the buyer prints a dispute's return label. (The refund of an
 * order unshipped after 7 days is the delivery part's, with the rest of the money.)
 */
export function ShippingPanel({ swap, viewerId }: { swap: Swap; viewerId: number }) {
  const headingId = useId();
  const [, navigate] = useLocation();
  const printLabel = useSwapWrite<void>(swap.id, (api) =>
    api.put(`/v1/swaps/${swap.id}/print_label`, {}, { schema: swapSchema }),
  );
  const printReturn = useSwapWrite<void>(swap.id, (api) =>
    api.put(`/v2/swaps/${swap.id}/dispute/print_label`, {}, { schema: swapSchema }),
  );
  const can = (action: SwapAction) => swap.actions.includes(action);
  const shows =
    swap.shipment !== null ||
    swap.return_shipment !== null ||
    (UNSHIPPED.has(swap.stage) && swap.ship_by !== null) ||
    SHIPPING_ACTIONS.some((action) => swap.actions.includes(action));
  if (!shows) return null;
  const isSeller = viewerId === swap.seller.id;
  const error = printLabel.error ?? printReturn.error;

  return (
    <section className="ks-swap__section ks-swap__shipping" aria-labelledby={headingId}>
      <h2 id={headingId}>Shipping</h2>
      {UNSHIPPED.has(swap.stage) && swap.ship_by ? (
        <p className="ks-swap__ship-by">
          {isSeller ? 'Ship by ' : 'The seller ships by '}
          <time dateTime={swap.ship_by}>{formatDate(swap.ship_by)}</time>.
        </p>
      ) : null}
      {error ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(error)}
        </AlertBox>
      ) : null}
      {can('print_label') ? (
        <p className="ks-swap__form-actions">
          <button
            type="button"
            className="ks-button ks-button--primary"
            disabled={printLabel.isPending}
            onClick={() =>
              printLabel.mutate(undefined, {
                onSuccess: (next) => navigate(next.shipment?.label_url ?? `/swaps/${swap.id}/label`),
              })
            }
          >
            {swap.shipment ? 'Print Label Again' : 'Print Label'}
          </button>
          <span className="ks-swap__hint"> Postage is prepaid by the buyer’s shipping.</span>
        </p>
      ) : null}
      {can('add_tracking') ? <OwnTracking swapId={swap.id} /> : null}
      {swap.shipment ? <Tracking shipment={swap.shipment} title="Tracking" /> : null}
      {can('print_return_label') ? (
        <p className="ks-swap__form-actions">
          <button
            type="button"
            className="ks-button ks-button--primary"
            disabled={printReturn.isPending}
            onClick={() =>
              printReturn.mutate(undefined, {
                onSuccess: (next) =>
                  navigate(next.return_shipment?.label_url ?? `/swaps/${swap.id}/label?purpose=return`),
              })
            }
          >
            {swap.return_shipment ? 'Print Return Label Again' : 'Print Return Label'}
          </button>
        </p>
      ) : null}
      {swap.return_shipment ? <Tracking shipment={swap.return_shipment} title="Return parcel" /> : null}
    </section>
  );
}

/** A parcel: carrier, number with the carrier's tracking link, its status and events, oldest first. */
function Tracking({ shipment, title }: { shipment: Shipment; title: string }) {
  const headingId = useId();
  const carrier = CARRIER_NAMES[shipment.carrier];
  return (
    <div className="ks-swap__parcel" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p>
        {carrier} <span className="ks-swap__tracking-number">{shipment.tracking_number}</span>:{' '}
        <strong className={`ks-swap__state ks-swap__state--${shipment.status}`}>
          {STATUS_LABELS[shipment.status]}
        </strong>{' '}
        <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
          Track on {carrier}
          <span className="ks-visually-hidden"> (opens in a new tab)</span>
        </a>
        {shipment.label_url ? (
          <>
            {' · '}
            <a href={shipment.label_url}>View label</a>
          </>
        ) : null}
      </p>
      {shipment.events.length > 0 ? (
        <ol className="ks-swap__events" aria-label={`${title} events`}>
          {shipment.events.map((event) => (
            <li key={event.status}>
              <time dateTime={event.occurred_at}>{formatDateTime(event.occurred_at)}</time> {event.description}
              {event.location ? `, ${event.location}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** The server's refusal of the number names `shipment.tracking_number`: it shows under the field. */
const isNumberError = (error: unknown) =>
  error instanceof ApiError && error.errors.some((entry) => entry.field === 'shipment.tracking_number');

/** 'Use my own tracking number': a carrier and a number, checked against the carrier's format as the server does. */
function OwnTracking({ swapId }: { swapId: number }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState<Carrier>('usps');
  const [number, setNumber] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const add = useSwapWrite(swapId, (api, body: AddTrackingBody) =>
    api.post(`/v1/swaps/${swapId}/tracking`, body, { schema: swapSchema }),
  );
  const fieldError = invalid ?? (isNumberError(add.error) ? displayedMessage(add.error) : null);
  const formError = add.error && !isNumberError(add.error) ? displayedMessage(add.error) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = number.trim() === '' ? 'Enter the tracking number' : trackingNumberMessage(carrier);
    if (number.trim() === '' || !isTrackingNumber(carrier, number)) {
      setInvalid(problem);
      input.current?.focus();
      return;
    }
    setInvalid(null);
    add.mutate({ shipment: { carrier, tracking_number: number } }, { onError: () => input.current?.focus() });
  };

  return (
    <div className="ks-swap__own-tracking">
      <button type="button" className="ks-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Use my own tracking number
      </button>
      {open ? (
        <form className="ks-swap__form" aria-label="Your own tracking number" noValidate onSubmit={onSubmit}>
          <label htmlFor={`${id}-carrier`}>Carrier</label>
          <select
            id={`${id}-carrier`}
            value={carrier}
            onChange={(event) => setCarrier(carrierSchema.parse(event.target.value))}
          >
            {carrierSchema.options.map((code) => (
              <option key={code} value={code}>
                {CARRIER_NAMES[code]}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-number`}>Tracking number</label>
          <input
            ref={input}
            id={`${id}-number`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={number}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            onChange={(event) => setNumber(event.target.value)}
          />
          <FieldError id={`${id}-error`} message={fieldError} />
          <FormFooter error={formError} submitLabel="Add tracking number" busy={add.isPending} />
        </form>
      ) : null}
    </div>
  );
}
