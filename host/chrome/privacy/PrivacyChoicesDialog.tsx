import { useId, useState, type FormEvent } from 'react';
import type { ConsentChoice, ConsentState, ConsentStore } from '../../../engine';
import { Button } from '../../../ui/button/Button';
import { Modal } from '../../../ui/modal/Modal';
import { CHOICE_LEGEND, GPC_EXPLANATION, OPT_IN_LABEL, OPT_OUT_LABEL, PRIVACY_CHOICES, PRIVACY_POLICY } from './texts';

const OPTIONS: readonly { value: ConsentChoice; label: string }[] = [
  { value: 'opt-in', label: OPT_IN_LABEL },
  { value: 'opt-out', label: OPT_OUT_LABEL },
];

/**
 * The 'Privacy choices' dialog (spec §4.8): opt in or out of analytics and marketing, kept on Save.
 * It opens on the choice in force (unknown counts as opt-in: analytics runs for it). Under Global
 * Privacy Control it shows opt-out, says why, and the opt-in option is disabled. A modal: focus
 * moves in, stays in, and returns to the opener on close.
 */
export function PrivacyChoicesDialog({
  consent,
  state,
  onSaved,
  onClose,
}: {
  consent: ConsentStore;
  state: ConsentState;
  onSaved: () => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<ConsentChoice>(state === 'opt-out' ? 'opt-out' : 'opt-in');
  const name = useId();
  const gpcId = useId();
  const save = (event: FormEvent) => {
    event.preventDefault();
    consent.choose(choice);
    onSaved();
  };
  return (
    <Modal title={PRIVACY_CHOICES} onClose={onClose} className="ks-privacy-choices">
      <form onSubmit={save}>
        <p>
          We use analytics and marketing partners to measure and improve Kitswap. Opting out stops them at once, on this
          browser. <a href="/privacy">{PRIVACY_POLICY}</a>
        </p>
        <fieldset
          className="ks-privacy-choices__options"
          aria-describedby={consent.globalPrivacyControl ? gpcId : undefined}
        >
          <legend>{CHOICE_LEGEND}</legend>
          {OPTIONS.map((option) => (
            <label key={option.value} className="ks-privacy-choices__option">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={choice === option.value}
                disabled={consent.globalPrivacyControl && option.value === 'opt-in'}
                onChange={() => setChoice(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {consent.globalPrivacyControl ? (
          <p id={gpcId} className="ks-privacy-choices__gpc">
            {GPC_EXPLANATION}
          </p>
        ) : null}
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>
    </Modal>
  );
}
