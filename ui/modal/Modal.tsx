import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Stylesheet } from '../stylesheet/Stylesheet';
import modalCss from './Modal.css?url';
import { PanelHeader } from './PanelHeader';
import { useFocusTrap } from './use-focus-trap';

export interface ModalProps {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Extra class on the panel, for a screen's own sizing. */
  className?: string;
}

/**
 * Puts the dialog looks in the page. The frame of every page renders it (host/app/Frame.tsx), so the server inlines
 * the sheet and no dialog waits on it: a sheet the page lacks is a `<link precedence>`, and a dialog opened by a
 * click (an urgent update) that renders one suspends the nearest Suspense boundary, the whole screen, until it loads.
 */
export function ModalStyles() {
  return <Stylesheet href={modalCss} precedence="ui" />;
}

/**
 * A modal dialog, rendered while mounted (mount it to open, unmount to close): labelled by its
 * title, focus moved inside on open and kept there (Tab and Shift+Tab wrap), Escape, the close
 * button and a click on the backdrop close it, and focus returns to where it was on close. The page
 * behind does not scroll meanwhile.
 */
export function Modal({ title, onClose, children, className }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useFocusTrap(panel, onClose);

  return createPortal(
    <div className="ks-modal" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
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
        <PanelHeader block="ks-modal" titleId={titleId} title={title} onClose={onClose} />
        <div className="ks-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
