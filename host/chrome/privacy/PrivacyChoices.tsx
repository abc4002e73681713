import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/button/Button';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import css from './Privacy.css?url';
import { PRIVACY_CHOICES, SAVED } from './texts';
import { useConsent } from './use-consent';

// The dialog (with ui/modal) is a lazy chunk: every page has the footer, few open the dialog. It is asked
// for when the button is pointed at or focused, so it is there by the click (issue 20 item 2).
const loadDialog = () => import('./PrivacyChoicesDialog');
const PrivacyChoicesDialog = lazy(() => loadDialog().then((module) => ({ default: module.PrivacyChoicesDialog })));
const preloadDialog = () => void loadDialog().catch(() => undefined);

/**
 * The footer's 'Privacy choices' entry (spec §4.8), a list item: a button that opens the choices
 * dialog, then says (politely, to assistive technology too) that the choice is saved: a status that
 * exists only then, so the newsletter's 'Thanks' stays the footer's one status before. Nothing
 * without a consent store.
 */
export function PrivacyChoices() {
  const current = useConsent();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!current) return null;
  return (
    <li>
      <Stylesheet href={css} precedence="chrome" />
      <Button
        variant="plain"
        className="ks-privacy-choices__open"
        aria-haspopup="dialog"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setSaved(false);
          setOpen(true);
        }}
      >
        {PRIVACY_CHOICES}
      </Button>
      {saved ? (
        <span role="status" className="ks-privacy-choices__saved">
          {SAVED}
        </span>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <PrivacyChoicesDialog
            consent={current.consent}
            state={current.state}
            onSaved={() => {
              setOpen(false);
              setSaved(true);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
