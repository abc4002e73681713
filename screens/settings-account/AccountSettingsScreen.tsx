import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { displayedMessage, useEngine } from '../../engine';
import accountCss from '../../ui/accounts/AccountFlow.css?url';
import { AlertBox } from '../../ui/alert/AlertBox';
import { SettingsLayout } from '../../ui/settings/SettingsLayout';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { accountSettingsQuery, settingsChanged, verifyEmailChange } from './account-settings-queries';
import css from './AccountSettings.css?url';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PhoneSection } from './PhoneSection';
import { AvatarSection, ShipDaysSection, UsernameSection } from './ProfileSections';
import { EmailSection, PasswordSection } from './SignInSections';

const assign = (href: string) => window.location.assign(href);

/**
 * /settings/account, 'My Settings' (spec §2.1, issue 19 item 1): profile photo, username, e-mail address (a new
 * one verified by a mailed link: ?email_token= is spent here), password, phone, shipping time and deleting the
 * account. `go` makes the full navigation after a deletion (tests watch it).
 */
export default function AccountSettingsScreen() {
  return <AccountSettingsPage go={assign} />;
}

export function AccountSettingsPage({ go }: { go: (href: string) => void }) {
  return (
    <SettingsLayout page="account" title="My Settings">
      {(viewer) => <AccountSettings userId={viewer.userId} go={go} />}
    </SettingsLayout>
  );
}

function AccountSettings({ userId, go }: { userId: number; go: (href: string) => void }) {
  const { api } = useEngine();
  const query = useQuery(accountSettingsQuery(api, userId));
  return (
    <div className="ks-account-settings">
      <Stylesheet href={accountCss} precedence="ui" />
      <Stylesheet href={css} />
      <EmailLinkNotice userId={userId} />
      {query.isPending ? (
        <p role="status">Loading your settings…</p>
      ) : query.isError ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(query.error)}
        </AlertBox>
      ) : (
        <>
          <AvatarSection userId={userId} settings={query.data} />
          <UsernameSection key={query.data.username} userId={userId} settings={query.data} />
          <EmailSection userId={userId} settings={query.data} />
          <PasswordSection userId={userId} settings={query.data} />
          <PhoneSection userId={userId} settings={query.data} />
          <ShipDaysSection userId={userId} settings={query.data} />
          <DeleteAccountSection settings={query.data} go={go} />
        </>
      )}
    </div>
  );
}

/** The mailed link (?email_token=): spent once on arrival, then dropped from the address bar. */
function EmailLinkNotice({ userId }: { userId: number }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const token = new URLSearchParams(useSearch()).get('email_token');
  const [, navigate] = useLocation();
  const sent = useRef(false);
  const verify = useMutation({
    mutationFn: (value: string) => verifyEmailChange(api, value),
    onSuccess: (next) => settingsChanged(queryClient, api, userId, next),
  });
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
    navigate('/settings/account', { replace: true });
  }, [token, verify, navigate]);
  if (verify.isSuccess)
    return (
      <AlertBox kind="success">Your email address is verified: you now sign in with {verify.data.email}.</AlertBox>
    );
  if (verify.isError)
    return (
      <AlertBox kind="error" role="alert">
        {displayedMessage(verify.error)}
      </AlertBox>
    );
  return null;
}
