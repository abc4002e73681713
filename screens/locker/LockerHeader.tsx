import { useEngine } from '../../engine';
import type { UserProfile } from '../../schemas/entities/user-profile';
import { FollowButton } from '../../ui/follow/FollowButton';
import { feedbackText } from '../../ui/people/feedback-text';
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
      {isSelf ? null : (
        <div className="ks-locker__follow">
          <FollowButton user={profile} className="ks-locker__follow-button" errorClassName="ks-locker__error" />
        </div>
      )}
    </header>
  );
}
