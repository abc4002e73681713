import { useEngine } from '../../engine';
import type { ActiveSeller } from '../../schemas/entities/active-seller';
import { CardStyles } from '../card/Card';
import { FollowButton } from '../follow/FollowButton';
import { formatCount } from '../format/numbers';
import { Stylesheet } from '../stylesheet/Stylesheet';
import { feedbackText } from './feedback-text';
import css from './PersonCard.css?url';

const availableText = (count: number) => `${formatCount(count)} available`;

/**
 * A user as a card (the user-feed block's active sellers, a locker's followers and following):
 * avatar, @username to their locker, feedback, available count, and Follow / Followed — guests are
 * asked to sign in first, and one's own card has no button.
 */
export function PersonCard({ person }: { person: ActiveSeller }) {
  const { viewer } = useEngine();
  const locker = `/locker/${encodeURIComponent(person.username)}`;
  const isSelf = viewer !== undefined && viewer.userId === String(person.id);
  return (
    <li className="ks-card ks-person-card">
      <CardStyles />
      <Stylesheet href={css} precedence="ui" />
      <img
        className="ks-person-card__avatar"
        src={person.avatar_url}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
      />
      <a className="ks-person-card__name" href={locker}>
        @{person.username}
      </a>
      <span className="ks-person-card__detail">{feedbackText(person.feedback)}</span>
      <span className="ks-person-card__detail">{availableText(person.available_count)}</span>
      {isSelf ? null : (
        <FollowButton user={person} named className="ks-person-card__follow" errorClassName="ks-person-card__error" />
      )}
    </li>
  );
}
