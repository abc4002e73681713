import type { InboxFilter, InboxFilterCount } from '../../schemas/entities/inbox';

/** The filter chips of meta.filters (spec §2.11, §4.6): 'Name (count)', each toggling on and off, one at a time. */
export function FilterChips({
  filters,
  active,
  onToggle,
}: {
  filters: InboxFilterCount[];
  active: InboxFilter | null;
  onToggle: (filter: InboxFilter | null) => void;
}) {
  if (filters.length === 0) return null;
  return (
    <div role="group" aria-label="Filters" className="ks-inbox__chips">
      {filters.map((filter) => (
        <button
          key={filter.slug}
          type="button"
          className="ks-inbox__pill ks-inbox__chip"
          aria-pressed={filter.slug === active}
          onClick={() => onToggle(filter.slug === active ? null : filter.slug)}
        >
          {filter.name} ({filter.count})
        </button>
      ))}
    </div>
  );
}
