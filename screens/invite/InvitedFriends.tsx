import type { InvitedFriend, ReferralState } from '../../schemas/entities/referrals';
import { formatDate } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';

const STATE_LABELS: Record<ReferralState, string> = {
  joined: 'Joined',
  purchased: 'Bought something: the reward comes when the sale is final',
  rewarded: 'Reward earned',
};

/** The friends who joined with the user's code, newest first: when, where they are, and the reward. */
export function InvitedFriends({ friends }: { friends: InvitedFriend[] }) {
  if (friends.length === 0) return <p>No friends have joined with your link yet.</p>;
  return (
    <table className="ks-invite__table">
      <thead>
        <tr>
          <th scope="col">Friend</th>
          <th scope="col">Joined</th>
          <th scope="col">Status</th>
          <th scope="col">Reward</th>
        </tr>
      </thead>
      <tbody>
        {friends.map((friend) => (
          <tr key={friend.username}>
            <th scope="row">@{friend.username}</th>
            <td>
              <time dateTime={friend.joined_at}>{formatDate(friend.joined_at)}</time>
            </td>
            <td>{STATE_LABELS[friend.state]}</td>
            <td>{friend.reward === null ? '—' : formatMoney(friend.reward)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
