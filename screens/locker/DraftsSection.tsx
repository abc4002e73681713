import { useQuery } from '@tanstack/react-query';
import { useEngine } from '../../engine';
import { draftsQuery } from '../../ui/list-flow/drafts-queries';
import { DraftEntry } from './DraftEntry';

/**
 * Drafts (issue 16): on the seller's own locker only, the listings not yet published (GET /v1/items/drafts, newest
 * first), each continuing in the list flow. Read in the browser: nobody else's page holds them, so the server does
 * not render them. No drafts, no section.
 */
export function DraftsSection() {
  const { api } = useEngine();
  const drafts = useQuery(draftsQuery(api));
  if (drafts.isError) return <p className="ks-locker__empty">Your drafts could not be loaded.</p>;
  if (!drafts.data?.length) return null;
  return (
    <section className="ks-locker__section ks-locker__drafts" aria-labelledby="ks-locker-drafts">
      <h2 id="ks-locker-drafts">Drafts</h2>
      <ul className="ks-locker__draft-list">
        {drafts.data.map((draft) => (
          <DraftEntry key={draft.id} draft={draft} />
        ))}
      </ul>
    </section>
  );
}
