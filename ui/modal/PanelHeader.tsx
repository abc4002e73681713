import type { ReactNode } from 'react';
import { Button } from '../button/Button';

/**
 * The head of a dialog panel (the modal's, the drawers'): its title, which names the dialog (`titleId` is its
 * aria-labelledby), and the × that closes it. `block` is the panel's class prefix: `ks-modal` → `ks-modal__header`,
 * `ks-modal__title`, `ks-modal__close`.
 */
export function PanelHeader({
  block,
  titleId,
  title,
  onClose,
}: {
  block: 'ks-modal' | 'ks-drawer';
  titleId: string;
  title: ReactNode;
  onClose: () => void;
}) {
  return (
    <div className={`${block}__header`}>
      <h2 id={titleId} className={`${block}__title`}>
        {title}
      </h2>
      <Button variant="plain" className={`${block}__close`} aria-label="Close" onClick={onClose}>
        ×
      </Button>
    </div>
  );
}
