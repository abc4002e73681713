import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Stylesheet } from '../stylesheet/Stylesheet';
import modalCss from './Modal.css?url';

export interface ModalProps {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Extra class on the panel, for a screen's own sizing. */
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog, rendered while mounted (mount it to open, unmount to close): labelled by its
 * title, focus moved inside on open and kept there (Tab and Shift+Tab wrap), Escape, the close
 * button and a click on the backdrop close it, and focus returns to where it was on close. The page
 * behind does not scroll meanwhile.
 */
export function Modal({ title, onClose, children, className }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current!;
    (node.querySelector<HTMLElement>('[autofocus]') ?? node.querySelector<HTMLElement>(FOCUSABLE) ?? node).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...panel.current!.querySelectorAll<HTMLElement>(FOCUSABLE)];
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

  return createPortal(
    <div className="ks-modal" onMouseDown={(event) => event.target === event.currentTarget && close.current()}>
      <Stylesheet href={modalCss} precedence="ui" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`ks-modal__panel${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        <div className="ks-modal__header">
          <h2 id={titleId} className="ks-modal__title">
            {title}
          </h2>
          <button type="button" className="ks-modal__close" aria-label="Close" onClick={() => close.current()}>
            ×
          </button>
        </div>
        <div className="ks-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
