import { displayedMessage, useEngine } from '../../engine';
import { SIGN_IN_REASONS, useRequireSignIn } from '../sign-in/require-sign-in';
import { useFollow } from './use-follow';

export interface FollowButtonProps {
  user: { id: number; username: string; following: boolean };
  /** Name the user in the button's accessible name ('Follow @name'), for a list of several. */
  named?: boolean;
  className: string;
  errorClassName: string;
}

/**
 * Follow / Followed (a toggle button), optimistic; a guest is asked to log in first ('Log in to
 * follow this seller'), and a failure puts the state back and says why.
 */
export function FollowButton({ user, named = false, className, errorClassName }: FollowButtonProps) {
  const { signedIn } = useEngine();
  const requireSignIn = useRequireSignIn();
  const { following, toggle, pending, error } = useFollow(user.id, user.following);
  const label = following ? 'Followed' : 'Follow';
  return (
    <>
      <button
        type="button"
        className={className}
        aria-pressed={following}
        aria-label={named ? `${label} @${user.username}` : undefined}
        disabled={pending}
        onClick={() => (signedIn ? toggle() : requireSignIn({ reason: SIGN_IN_REASONS.follow }))}
      >
        {label}
      </button>
      {error ? (
        <p className={errorClassName} role="alert">
          {displayedMessage(error)}
        </p>
      ) : null}
    </>
  );
}
