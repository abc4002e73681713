import { useEffect } from 'react';
import { useEngine } from '../../engine';
import { OutlineButton } from '../../ui/outline-button/OutlineButton';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { FavoriteItems } from './FavoriteItems';
import css from './FeedScreen.css?url';
import { FollowedItems } from './FollowedItems';

/** /feed: 'My Favorites' (spec §2.1 favourites feed, the header's Favorites). */
export default function FeedScreen() {
  const { viewer } = useEngine();
  return (
    <div className="ks-page ks-feed">
      <Stylesheet href={css} />
      <PageMeta title="My Favorites" canonical="/feed" />
      <h1>My Favorites</h1>
      {viewer ? (
        <>
          <FavoriteItems uuid={viewer.uuid} />
          <FollowedItems uuid={viewer.uuid} />
        </>
      ) : (
        <GuestFeed />
      )}
    </div>
  );
}

/** A guest is asked to log in as soon as the page runs (login returns here), and can ask again. */
function GuestFeed() {
  const requireSignIn = useRequireSignIn();
  const askToSignIn = () => requireSignIn({ reason: SIGN_IN_REASONS.feed });
  useEffect(() => requireSignIn({ reason: SIGN_IN_REASONS.feed }), [requireSignIn]);
  return (
    <div className="ks-feed__guest">
      <p>Your favorites and the new listings of the sellers you follow are kept with your account.</p>
      <OutlineButton className="ks-feed__sign-in" onClick={askToSignIn}>
        Log in to see your favorites
      </OutlineButton>
    </div>
  );
}
