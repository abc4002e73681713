import { lazy, Suspense, useEffect, useState } from 'react';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { CONTACT_SUPPORT } from '../links';

// The self-unrestrict modal is a lazy chunk (the banner is in every page's entry, for the few restricted users),
// asked for once the banner offers 'Resolve', so it is there by the click (issue 20 item 2).
const loadModal = () => import('./UnrestrictModal');
const UnrestrictModal = lazy(() => loadModal().then((module) => ({ default: module.UnrestrictModal })));
const preloadModal = () => void loadModal().catch(() => undefined);

/** Spec §2.5 item 1: 'Resolve' opens the self-unrestrict modal when the server offers it, else 'Contact Support'. */
export function RestrictedBanner({ canResolve }: { canResolve: boolean }) {
  const [resolving, setResolving] = useState(false);
  useEffect(() => {
    if (canResolve) preloadModal();
  }, [canResolve]);
  return (
    <>
      <AlertBox
        kind="error"
        action={
          canResolve
            ? { label: 'Resolve', onClick: () => setResolving(true) }
            : { label: 'Contact Support', href: CONTACT_SUPPORT }
        }
      >
        <span className="ks-mobile-only">Account restricted</span>
        <span className="ks-desktop-only">Your account has been restricted</span>
      </AlertBox>
      {resolving ? (
        <Suspense fallback={null}>
          <UnrestrictModal onClose={() => setResolving(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
