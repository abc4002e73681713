import { useRef, type KeyboardEvent } from 'react';
import { focusAfterNavigation } from './focus-after-navigation';
import { INBOX_TYPES, type InboxType } from '../../schemas/entities/inbox';

const TAB_NAMES: Record<InboxType, string> = { sell: 'Sell', buy: 'Buy' };
export const INBOX_PANEL_ID = 'ks-inbox-panel';
export const inboxTabId = (type: InboxType) => `ks-inbox-tab-${type}`;

/**
 * The Sell and Buy tabs (spec §2.11), each with an unread dot. ARIA tabs: the arrow keys, Home and
 * End move between them (and choose, as choosing a type is one navigation), only the chosen one is
 * in the tab order.
 */
export function InboxTabs({ type, unread, onSelect }: { type: InboxType; unread: Record<InboxType, boolean>; onSelect: (type: InboxType) => void }) {
  const tabs = useRef<Partial<Record<InboxType, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = INBOX_TYPES.indexOf(type);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: INBOX_TYPES.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = INBOX_TYPES[(index + step + INBOX_TYPES.length) % INBOX_TYPES.length]!;
    tabs.current[next]?.focus();
    focusAfterNavigation(inboxTabId(next));
    onSelect(next);
  };
  return (
    <div role="tablist" aria-label="Swaps" className="ks-inbox__tabs" onKeyDown={onKeyDown}>
      {INBOX_TYPES.map((side) => (
        <button
          key={side}
          ref={(element) => {
            tabs.current[side] = element;
          }}
          type="button"
          role="tab"
          id={inboxTabId(side)}
          aria-selected={side === type}
          aria-controls={INBOX_PANEL_ID}
          tabIndex={side === type ? 0 : -1}
          className="ks-inbox__tab"
          onClick={() => side !== type && onSelect(side)}
        >
          {unread[side] ? (
            <>
              <span aria-hidden="true">{TAB_NAMES[side]}</span>
              <span className="ks-inbox__dot" aria-hidden="true" />
              <span className="ks-visually-hidden">{`${TAB_NAMES[side]}, unread swaps`}</span>
            </>
          ) : (
            TAB_NAMES[side]
          )}
        </button>
      ))}
    </div>
  );
}
