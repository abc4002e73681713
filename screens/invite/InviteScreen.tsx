import { useQuery } from '@tanstack/react-query';
import { displayedMessage, useEngine } from '../../engine';
import { formatMoney } from '../../ui/format/money';
import { SettingsLayout, type SettingsViewer } from '../../ui/settings/SettingsLayout';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { referralsQuery } from './invite-queries';
import { InvitedFriends } from './InvitedFriends';
import css from './InviteScreen.css?url';
import { ReferralLink } from './ReferralLink';

/** /invite: 'Invite Friends', in the settings frame without a side-navigation entry of its own. */
export default function InviteScreen() {
  return (
    <SettingsLayout page={null} title="Invite Friends">
      {(viewer) => <Invite viewer={viewer} />}
    </SettingsLayout>
  );
}

function Invite({ viewer }: { viewer: SettingsViewer }) {
  const { api } = useEngine();
  const referrals = useQuery(referralsQuery(api, viewer.uuid));
  if (referrals.isPending)
    return <div className="ks-block-loading" aria-busy="true" aria-label="Loading your invitations" />;
  if (referrals.isError) return <p role="alert">{displayedMessage(referrals.error)}</p>;
  const { code, link, reward_amount, invited, totals } = referrals.data;
  return (
    <div className="ks-invite">
      <Stylesheet href={css} />
      <p className="ks-invite__pitch">
        Share your link with friends. When a friend who joined with it makes their first purchase and the sale is final,
        you get {formatMoney(reward_amount)} of gift-card credit in your balance.
      </p>
      <ReferralLink code={code} link={link} />
      <section className="ks-invite__friends" aria-labelledby="ks-invite-friends">
        <h2 id="ks-invite-friends">Friends who joined</h2>
        <dl className="ks-invite__totals">
          <div>
            <dt>Joined</dt>
            <dd>{totals.joined}</dd>
          </div>
          <div>
            <dt>Rewarded</dt>
            <dd>{totals.rewarded}</dd>
          </div>
          <div>
            <dt>Total earned</dt>
            <dd>{formatMoney(totals.earned)}</dd>
          </div>
        </dl>
        <InvitedFriends friends={invited} />
      </section>
    </div>
  );
}
