import { useRef, type KeyboardEvent } from 'react';
import { INBOX_TYPES, type InboxType } from '../../schemas/entities/inbox';
import { Button } from '../button/Button';

const TAB_NAMES: Record<InboxType, string> = { sell: 'Sell', buy: 'Buy' };

/** The ids of one set of tabs and its panel; `idPrefix` keeps the inbox page's and the quick inbox's apart. */
export const inboxPanelId = (idPrefix: string) => `${idPrefix}-panel`;
export const inboxTabId = (idPrefix: string, type: InboxType) => `${idPrefix}-tab-${type}`;

interface InboxTabsProps {
  idPrefix: string;
  type: InboxType;
  unread: Record<InboxType, boolean>;
  onSelect: (type: InboxType) => void;
}

/**
 * The Sell and Buy tabs (spec §2.11), each with an unread dot. ARIA tabs: the arrow keys, Home and
 * End move between them (and choose, as choosing a type is one navigation), only the chosen one is
 * in the tab order.
 */
export function InboxTabs({ idPrefix, type, unread, onSelect }: InboxTabsProps) {
  const tabs = useRef<Partial<Record<InboxType, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = INBOX_TYPES.indexOf(type);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: INBOX_TYPES.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = INBOX_TYPES[(index + step + INBOX_TYPES.length) % INBOX_TYPES.length]!;
    tabs.current[next]?.focus();
    onSelect(next);
  };
  return (
    <div role="tablist" aria-label="Swaps" className="ks-inbox__tabs" onKeyDown={onKeyDown}>
      {INBOX_TYPES.map((side) => (
        <Button
          variant="plain"
          key={side}
          ref={(element) => {
            tabs.current[side] = element;
          }}
          role="tab"
          id={inboxTabId(idPrefix, side)}
          aria-selected={side === type}
          aria-controls={inboxPanelId(idPrefix)}
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
        </Button>
      ))}
    </div>
  );
}
