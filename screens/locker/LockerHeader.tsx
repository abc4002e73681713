import { useEngine } from '../../engine';
import type { UserProfile } from '../../schemas/entities/user-profile';
import { FollowButton } from '../../ui/follow/FollowButton';
import { feedbackText } from '../../ui/people/feedback-text';
import { ProBadge } from '../../ui/pro/ProBadge';
import { memberSince } from './profile-text';

/** The cover banner's drawn size: a fixed 4:1 ratio, so nothing moves when the photo arrives. */
const COVER_SIZE = { width: 1200, height: 300 } as const;

/**
 * Who the locker is: a Kitswap Pro seller's cover photo, avatar, @username (the page's h1) with the 'Pro'
 * badge, member since, feedback, the Pro bio (plain text, its line breaks kept), and Follow / Followed for
 * anyone but the user themselves (a guest is asked to log in first). The server sends `bio` and `cover_url`
 * only while their subscription runs.
 */
export function LockerHeader({ profile }: { profile: UserProfile }) {
  const { viewer } = useEngine();
  const isSelf = viewer?.userId === String(profile.id);
  return (
    <header className="ks-locker__header">
      {profile.cover_url ? (
        <img
          className="ks-locker__cover"
          src={profile.cover_url}
          alt={`@${profile.username}’s cover photo`}
          width={COVER_SIZE.width}
          height={COVER_SIZE.height}
          decoding="async"
        />
      ) : null}
      <img className="ks-locker__avatar" src={profile.avatar_url} alt="" width={96} height={96} decoding="async" />
      <div className="ks-locker__who">
        <div className="ks-locker__title">
          <h1 className="ks-locker__name">@{profile.username}</h1>
          {profile.pro ? <ProBadge /> : null}
        </div>
        <p className="ks-locker__facts">
          <span>{memberSince(profile.joined_at)}</span>
          <span>{feedbackText(profile.feedback)}</span>
        </p>
        {profile.bio ? <p className="ks-locker__bio">{profile.bio}</p> : null}
      </div>
      {isSelf ? null : (
        <div className="ks-locker__follow">
          <FollowButton user={profile} className="ks-locker__follow-button" errorClassName="ks-locker__error" />
        </div>
      )}
    </header>
  );
}
