import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useEngine } from '../../engine';
import type { UserProfile } from '../../schemas/entities/user-profile';
import { LoadMore, useLoadMore } from '../../ui/paging/LoadMore';
import { PersonCard } from '../../ui/people/PersonCard';
import { peopleQuery } from './locker-queries';

const TITLES = { followers: 'Followers', following: 'Following' } as const;

/** Followers (who follow the user) or Following (whom they follow), the most recent first, each followable. */
export function PeopleSection({ profile, list }: { profile: UserProfile; list: 'followers' | 'following' }) {
  const { api } = useEngine();
  const people = useSuspenseInfiniteQuery(peopleQuery(api, profile.username, list));
  const users = people.data.pages.flatMap((page) => page.data);
  const { listRef, loadMore } = useLoadMore(people, users.length);
  const headingId = `ks-locker-${list}`;
  return (
    <section className="ks-locker__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{TITLES[list]}</h2>
      {users.length === 0 ? (
        <p className="ks-locker__empty">
          {list === 'followers'
            ? `No one follows @${profile.username} yet.`
            : `@${profile.username} does not follow anyone yet.`}
        </p>
      ) : (
        <ul className="ks-locker__people" ref={listRef} aria-labelledby={headingId}>
          {users.map((user) => (
            <PersonCard key={user.id} person={user} />
          ))}
        </ul>
      )}
      <LoadMore list={people} onLoadMore={loadMore} />
    </section>
  );
}
