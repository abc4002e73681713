import { displayedMessage } from '../../engine/api/errors';
import { useEngine } from '../../engine/context';
import { Heading } from '../../engine/page-view/headings';
import type { BlockProps } from '../../engine/registry/block-plugin';
import type { ActiveSeller } from '../../schemas/entities/active-seller';
import { useFollow } from '../../ui/follow/use-follow';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './UserFeed.css?url';

export const USER_FEED_TITLE = 'Active Sellers';
export const NO_FEEDBACK = 'No Feedback';

/** Spec §2.7 / §9: feedback as a rounded % positive with the count, or 'No Feedback'. */
export function feedbackText({ count, score }: ActiveSeller['feedback']): string {
  if (count === 0 || score === null) return NO_FEEDBACK;
  return `${Math.round(score)}% positive (${new Intl.NumberFormat('en-US').format(count)})`;
}

function availableText(count: number): string {
  return `${new Intl.NumberFormat('en-US').format(count)} available`;
}

/** user-feed: up to 8 active sellers (avatar, username to the locker, feedback, available count, follow). */
export default function UserFeed({ block, data }: BlockProps<'user-feed', ActiveSeller[]>) {
  if (data.length === 0) return null;
  const title = block.title || USER_FEED_TITLE;
  return (
    <section className="ks-user-feed">
      <Stylesheet href={css} />
      <Heading role="section" className="ks-user-feed__title">
        {title}
      </Heading>
      <ul className="ks-user-feed__list" aria-label={title}>
        {data.map((seller) => (
          <SellerCard key={seller.id} seller={seller} />
        ))}
      </ul>
    </section>
  );
}

function SellerCard({ seller }: { seller: ActiveSeller }) {
  const { signedIn } = useEngine();
  const requireSignIn = useRequireSignIn();
  const { following, toggle, pending, error } = useFollow(seller.id, seller.following);
  const locker = `/locker/${encodeURIComponent(seller.username)}`;
  return (
    <li className="ks-user-feed__seller">
      <img className="ks-user-feed__avatar" src={seller.avatar_url} alt="" width={64} height={64} loading="lazy" decoding="async" />
      <a className="ks-user-feed__name" href={locker}>
        @{seller.username}
      </a>
      <span className="ks-user-feed__feedback">{feedbackText(seller.feedback)}</span>
      <span className="ks-user-feed__available">{availableText(seller.available_count)}</span>
      <button
        type="button"
        className="ks-user-feed__follow"
        aria-pressed={following}
        aria-label={`${following ? 'Followed' : 'Follow'} @${seller.username}`}
        disabled={pending}
        onClick={() => (signedIn ? toggle() : requireSignIn({ reason: SIGN_IN_REASONS.follow }))}
      >
        {following ? 'Followed' : 'Follow'}
      </button>
      {error ? (
        <p className="ks-user-feed__error" role="alert">
          {displayedMessage(error)}
        </p>
      ) : null}
    </li>
  );
}
