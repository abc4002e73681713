import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus handling of a dialog (the modal, the chrome's drawers) while mounted: focus moves inside
 * (to `[autofocus]`, else the first focusable, else the panel), Tab and Shift+Tab wrap inside,
 * Escape calls `onClose`, the page behind does not scroll, and focus returns to the opener on
 * unmount. Returns the panel's keydown handler.
 */
export function useFocusTrap(
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
): (event: KeyboardEvent) => void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // A layout effect: focus moves in the commit that shows the dialog. A passive effect ran a task later when React
  // yielded after a long render, so a dialog whose code arrived late was shown with focus still on its opener.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current!;
    (node.querySelector<HTMLElement>('[autofocus]') ?? node.querySelector<HTMLElement>(FOCUSABLE) ?? node).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [panel]);

  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...panel.current!.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
