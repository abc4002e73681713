import { useState } from 'react';

/**
 * The signed-in user's avatar inside the header's avatar buttons: their picture (avatar_url), or their
 * initial when they have none or it fails to load. Decorative: the button's label names the user.
 */
export function UserAvatar({ username, avatarUrl }: { username: string; avatarUrl: string | null | undefined }) {
  const [failed, setFailed] = useState(false);
  if (avatarUrl && !failed) {
    return (
      <img className="ks-avatar__image" src={avatarUrl} alt="" width={36} height={36} onError={() => setFailed(true)} />
    );
  }
  return <span aria-hidden="true">{username.slice(0, 1).toUpperCase()}</span>;
}
