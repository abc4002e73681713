import { Button } from '../../../ui/button/Button';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import css from './Privacy.css?url';
import { NOTICE_ACCEPT, NOTICE_LABEL, NOTICE_OPT_OUT, NOTICE_TEXT, PRIVACY_POLICY } from './texts';
import { useConsent } from './use-consent';

/**
 * The first-visit privacy notice (spec §4.8; readings in host/chrome/README.md): shown while the
 * consent is unknown — no choice kept, no Global Privacy Control — to every visitor. Accept keeps
 * opt-in, Opt out keeps opt-out; either hides it for a year. The server renders it already (it reads
 * the same cookie), and it sticks to the bottom of the viewport over the page without taking space
 * above the footer, so neither its arrival nor its leaving moves the page.
 */
export function ConsentNotice() {
  const current = useConsent();
  if (current?.state !== 'unknown') return null;
  const { consent } = current;
  return (
    <section className="ks-consent-notice" aria-label={NOTICE_LABEL}>
      <Stylesheet href={css} precedence="chrome" />
      <div className="ks-consent-notice__inner">
        <p className="ks-consent-notice__text">
          {NOTICE_TEXT} <a href="/privacy">{PRIVACY_POLICY}</a>
        </p>
        <div className="ks-consent-notice__actions">
          <Button variant="primary" onClick={() => consent.choose('opt-in')}>
            {NOTICE_ACCEPT}
          </Button>
          <Button onClick={() => consent.choose('opt-out')}>{NOTICE_OPT_OUT}</Button>
        </div>
      </div>
    </section>
  );
}
