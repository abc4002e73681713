import { useEffect, useId, useState } from 'react';
import type { InboxType } from '../../schemas/entities/inbox';

/** Spec §9: the inbox search waits 200 ms after the last keystroke. */
export const INBOX_SEARCH_DEBOUNCE_MS = 200;

const LABELS: Record<InboxType, string> = { sell: 'Search selling swaps', buy: 'Search buying swaps' };

/**
 * The inbox search box (spec §2.11): searches once typing pauses for 200 ms, or at once on Enter.
 * Mount it with `key={type}` so a new side starts empty.
 */
export function InboxSearch({ type, q, onSearch }: { type: InboxType; q: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(q);
  const typed = value.trim();
  useEffect(() => {
    if (typed === q) return undefined;
    const timer = setTimeout(() => onSearch(typed), INBOX_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, onSearch]);
  return (
    <form
      role="search"
      className="ks-inbox__search"
      onSubmit={(event) => {
        event.preventDefault();
        if (typed !== q) onSearch(typed);
      }}
    >
      <label htmlFor={id} className="ks-visually-hidden">
        {LABELS[type]}
      </label>
      <input
        id={id}
        type="search"
        placeholder={LABELS[type]}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </form>
  );
}
