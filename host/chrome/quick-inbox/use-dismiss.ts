import { useEffect, type RefObject } from 'react';

/**
 * Closes a non-modal popup (spec §2.11's quick inbox) the ways a popover closes: Escape (focus back
 * to its opener), a click outside `anchor` (focus back to the opener only when the click left focus
 * nowhere, so a click on another control keeps it), and focus moving outside by Tab.
 */
export function useDismiss(anchor: RefObject<HTMLElement | null>, onClose: (returnFocus: boolean) => void): void {
  useEffect(() => {
    // The event's path as dispatched: in a browser React re-renders between listeners, so a click's
    // target may be gone by now (a tab's unread dot redrawn by the click itself) and look outside.
    const outside = (event: Event) => anchor.current !== null && !event.composedPath().includes(anchor.current);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose(true);
    };
    const onClick = (event: MouseEvent) => {
      if (!outside(event)) return;
      const active = document.activeElement;
      onClose(active === null || active === document.body);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event)) onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [anchor, onClose]);
}
