import type { UserProfile } from '../../schemas/entities/user-profile';
import { formatMonth } from '../../ui/format/dates';
import { formatCount } from '../../ui/format/numbers';
import { feedbackText } from '../../ui/people/feedback-text';
import { countryName, shipsWithin } from './profile-text';

/** About: the facts a buyer weighs before buying from someone. */
export function AboutSection({ profile }: { profile: UserProfile }) {
  const facts: [string, string][] = [
    ['Joined', formatMonth(profile.joined_at)],
    ['Ships from', countryName(profile.country)],
    ['Shipping', shipsWithin(profile.ship_days)],
    ['Feedback', feedbackText(profile.feedback)],
    ['For sale', `${formatCount(profile.available_count)} ${profile.available_count === 1 ? 'item' : 'items'}`],
    ['Sold', `${formatCount(profile.sold_count)} ${profile.sold_count === 1 ? 'item' : 'items'}`],
    ['Followers', formatCount(profile.followers_count)],
    ['Following', formatCount(profile.following_count)],
  ];
  return (
    <section className="ks-locker__section" aria-labelledby="ks-locker-about">
      <h2 id="ks-locker-about">About @{profile.username}</h2>
      <dl className="ks-locker__about">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
