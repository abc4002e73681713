import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { NotFoundError, SWAPS_INBOX_LOCATION_COOKIE, SWAPS_INBOX_TAB_COOKIE, useEngine } from '../../engine';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { inboxHref, parseInboxLocation, rememberedInboxPath } from '../../ui/swaps/inbox-location';
import swapsCss from '../../ui/swaps/Swaps.css?url';
import { Inbox } from './Inbox';
import css from './InboxScreen.css?url';

/**
 * The swaps inbox (spec §2.11). /swaps shows the remembered location (or /swaps/sell/all) and
 * puts it in the address bar; an unknown type or folder is a 404. A guest gets the login modal
 * and a button to open it again.
 */
export default function InboxScreen() {
  const { viewer, cookies } = useEngine();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const remembered =
    path === '/swaps'
      ? rememberedInboxPath(cookies?.get(SWAPS_INBOX_LOCATION_COOKIE), cookies?.get(SWAPS_INBOX_TAB_COOKIE))
      : null;
  useEffect(() => {
    if (remembered) navigate(remembered, { replace: true });
  }, [remembered, navigate]);
  const location = remembered ? parseInboxLocation(remembered, '') : parseInboxLocation(path, search);
  if (!location) throw new NotFoundError('Inbox folder');

  return (
    <div className="ks-page ks-inbox">
      <Stylesheet href={swapsCss} precedence="ui" />
      <Stylesheet href={css} />
      <PageMeta title="My Swaps" canonical={inboxHref({ type: location.type, scope: location.scope })} />
      <h1>My Swaps</h1>
      {viewer ? <Inbox location={location} userId={viewer.userId} /> : <GuestInbox />}
    </div>
  );
}

function GuestInbox() {
  const requireSignIn = useRequireSignIn();
  const askToSignIn = () => requireSignIn({ reason: SIGN_IN_REASONS.inbox });
  // Once, on arrival, the modal opens by itself; the button brings it back after it is closed.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    requireSignIn({ reason: SIGN_IN_REASONS.inbox });
  }, [requireSignIn]);
  return (
    <button type="button" className="ks-inbox__pill" onClick={askToSignIn}>
      {SIGN_IN_REASONS.inbox}
    </button>
  );
}
