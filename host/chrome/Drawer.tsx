import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PanelHeader } from '../../ui/modal/PanelHeader';
import { useFocusTrap } from '../../ui/modal/use-focus-trap';

/**
 * A mobile drawer (spec §2.3, §9: 270 px wide) from the left or right edge: a labelled modal
 * dialog that keeps focus inside, closes on Escape, the close button or a tap on the backdrop, and
 * returns focus to the button that opened it. Mount to open.
 */
export function Drawer({
  side,
  title,
  onClose,
  children,
}: {
  side: 'left' | 'right';
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useFocusTrap(panel, onClose);
  return createPortal(
    <div className="ks-drawer" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`ks-drawer__panel ks-drawer__panel--${side}`}
        onKeyDown={onKeyDown}
      >
        <PanelHeader block="ks-drawer" titleId={titleId} title={title} onClose={onClose} />
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** One accordion section of a drawer: a button that shows or hides its links. */
export function Accordion({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <details className="ks-accordion">
      <summary className="ks-accordion__summary" id={id}>
        {title}
      </summary>
      <div className="ks-accordion__body" role="group" aria-labelledby={id}>
        {children}
      </div>
    </details>
  );
}
