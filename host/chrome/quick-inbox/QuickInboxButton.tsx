import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../ui/button/Button';
import { CountedName } from '../CountedName';

const loadQuickInbox = () => import('./QuickInbox');
/** The popup's code (and the inbox parts of ui/swaps) load on first open, or on hover and focus just before. */
const QuickInbox = lazy(loadQuickInbox);
/** A failed early load is retried by the open itself, which shows the error page's boundary if it fails again. */
const preload = () => void loadQuickInbox().catch(() => undefined);

export const QUICK_INBOX_ID = 'ks-quick-inbox';

/**
 * The header's Inbox for users with the quick_inbox feature (spec §2.11, §6): a button with the
 * unread badge that opens the 'My Swaps' popup below it. The popup closes when the page changes;
 * closing by Escape (or by a click that leaves focus nowhere) gives focus back to this button.
 */
export function QuickInboxButton({ badge, className }: { badge: number | undefined; className?: string }) {
  const [path] = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === path;
  const anchor = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) button.current?.focus();
  }, []);

  return (
    <span ref={anchor} className={`ks-quick-inbox-anchor ${className ?? ''}`.trim()}>
      <Button
        variant="plain"
        ref={button}
        className="ks-header__inbox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? QUICK_INBOX_ID : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpenAt(open ? null : path)}
      >
        <CountedName name="Inbox" count={badge} spoken={`Inbox, ${badge} unread`} />
      </Button>
      {open ? (
        <Suspense
          fallback={
            <span role="status" className="ks-visually-hidden">
              Loading your swaps
            </span>
          }
        >
          <QuickInbox
            id={QUICK_INBOX_ID}
            title={<CountedName name="My Swaps" count={badge} spoken={`My Swaps, ${badge} unread`} />}
            anchor={anchor}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
