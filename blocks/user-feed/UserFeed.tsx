import type { BlockProps } from '../../engine';
import type { ActiveSeller } from '../../schemas/entities/active-seller';
import { CardStyles } from '../../ui/card/Card';
import { PersonCard } from '../../ui/people/PersonCard';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './UserFeed.css?url';

export { activeSellersQuery as data } from './sellers-queries';

export const USER_FEED_TITLE = 'Active Sellers';

/** user-feed: up to 8 active sellers (avatar, username to the locker, feedback, available count, follow). */
export default function UserFeed({ block, data }: BlockProps<'user-feed', ActiveSeller[]>) {
  if (data.length === 0) return null;
  const title = block.title || USER_FEED_TITLE;
  return (
    <section className="ks-user-feed">
      <CardStyles />
      <Stylesheet href={css} />
      <SectionHead title={title} />
      <ul className="ks-card-grid ks-user-feed__list" aria-label={title}>
        {data.map((seller) => (
          <PersonCard key={seller.id} person={seller} />
        ))}
      </ul>
    </section>
  );
}
