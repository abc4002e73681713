import { displayedMessage } from '../../engine/api/errors';
import { useEngine } from '../../engine/context';
import type { UserProfile } from '../../schemas/entities/user-profile';
import { useFollow } from '../../ui/follow/use-follow';
import { feedbackText } from '../../ui/people/feedback-text';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { memberSince } from './profile-text';

/**
 * Who the locker is: avatar, @username (the page's h1), member since, feedback, and Follow /
 * Followed for anyone but the user themselves (a guest is asked to log in first).
 */
export function LockerHeader({ profile }: { profile: UserProfile }) {
  const { viewer } = useEngine();
  const isSelf = viewer?.userId === String(profile.id);
  return (
    <header className="ks-locker__header">
      <img className="ks-locker__avatar" src={profile.avatar_url} alt="" width={96} height={96} decoding="async" />
      <div className="ks-locker__who">
        <h1 className="ks-locker__name">@{profile.username}</h1>
        <p className="ks-locker__facts">
          <span>{memberSince(profile.joined_at)}</span>
          <span>{feedbackText(profile.feedback)}</span>
        </p>
      </div>
      {isSelf ? null : <FollowButton profile={profile} />}
    </header>
  );
}

function FollowButton({ profile }: { profile: UserProfile }) {
  const { signedIn } = useEngine();
  const requireSignIn = useRequireSignIn();
  const { following, toggle, pending, error } = useFollow(profile.id, profile.following);
  return (
    <div className="ks-locker__follow">
      <button
        type="button"
        className="ks-locker__follow-button"
        aria-pressed={following}
        disabled={pending}
        onClick={() => (signedIn ? toggle() : requireSignIn({ reason: SIGN_IN_REASONS.follow }))}
      >
        {following ? 'Followed' : 'Follow'}
      </button>
      {error ? (
        <p className="ks-locker__error" role="alert">
          {displayedMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
