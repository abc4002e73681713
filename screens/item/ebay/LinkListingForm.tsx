import { useEffect, useId, useRef, useState } from 'react';
import { displayedMessage, useEngine } from '../../../engine';
import { ebayItemIdSchema } from '../../../schemas/requests/ebay';
import { linkEbayListing } from './ebay-queries';
import { useEbayMutation } from './use-ebay-mutation';

/**
 * The seller's own item, not linked yet: 'Link eBay listing' opens a field for the 12-digit eBay item
 * number; linking turns sync on, so the eBay listing follows this item's price and quantity.
 */
export function LinkListingForm({ itemId, path }: { itemId: number; path: string | undefined }) {
  const { api } = useEngine();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const link = useEbayMutation(path, (ebayId: string) => linkEbayListing(api, itemId, ebayId));
  const message = problem ?? (link.error ? displayedMessage(link.error) : null);
  const input = useRef<HTMLInputElement>(null);
  // The field appears because the seller asked for it: it takes the focus.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  if (!open)
    return (
      <>
        <p className="ks-ebay__hint">
          Selling this item on eBay too? Link the listing to keep its price and quantity in step.
        </p>
        <button type="button" className="ks-button ks-button--small" onClick={() => setOpen(true)}>
          Link eBay listing
        </button>
      </>
    );
  return (
    <form
      className="ks-ebay__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ebayItemIdSchema.safeParse(value);
        setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter the eBay item number'));
        if (parsed.success) link.mutate(parsed.data);
      }}
    >
      <label className="ks-ebay__field">
        eBay item number
        <input
          ref={input}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
        />
      </label>
      <button type="submit" className="ks-button ks-button--small ks-button--primary" disabled={link.isPending}>
        {link.isPending ? 'Linking…' : 'Link listing'}
      </button>
      {message ? (
        <ul className="ks-item__errors" role="alert" id={errorId}>
          <li>{message}</li>
        </ul>
      ) : null}
    </form>
  );
}
