import { useState } from 'react';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import css from './Privacy.css?url';
import { PrivacyChoicesDialog } from './PrivacyChoicesDialog';
import { PRIVACY_CHOICES, SAVED } from './texts';
import { useConsent } from './use-consent';

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
      <button
        type="button"
        className="ks-privacy-choices__open"
        aria-haspopup="dialog"
        onClick={() => {
          setSaved(false);
          setOpen(true);
        }}
      >
        {PRIVACY_CHOICES}
      </button>
      {saved ? (
        <span role="status" className="ks-privacy-choices__saved">
          {SAVED}
        </span>
      ) : null}
      {open ? (
        <PrivacyChoicesDialog
          consent={current.consent}
          state={current.state}
          onSaved={() => {
            setOpen(false);
            setSaved(true);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </li>
  );
}
