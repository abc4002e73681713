import { useId, useState } from 'react';
import type { Insights } from '../../../../schemas/entities/insights';
import type { ItemDetailEntry } from '../../../../schemas/entities/item-detail';
import { formatMoney } from '../../../../ui/format/money';

export interface PricingFiltersProps {
  insights: Insights;
  /** The details chosen (the figures shown may still be of the previous choice while `updating`). */
  selected: readonly string[];
  /** A new choice of detail slugs to price by (the modal refetches with them). */
  onChange: (details: string[]) => void;
  /** A refetch with a new choice is under way. */
  updating: boolean;
}

/**
 * The details a seller may include in or exclude from pricing: all but the model (and the brand,
 * which a model implies).
 */
export function filterableDetails(details: readonly ItemDetailEntry[]): ItemDetailEntry[] {
  const hasModel = details.some((detail) => detail.slug === 'model');
  return details.filter((detail) => detail.slug !== 'model' && !(hasModel && detail.slug === 'brand'));
}

/** 'Suggested Price' with its Filters toggle (spec §2.10). */
export function PricingFilters({ insights, selected, onChange, updating }: PricingFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const applied = insights.value_guide.details;
  const details = filterableDetails(insights.item.details);
  const { suggested_price: suggested, recent_sales: sales, window_days: days } = insights.value_guide;
  const matching = details
    .filter((detail) => applied.includes(detail.slug))
    .map((detail) => `${detail.name}: ${detail.values.map((value) => value.name).join(', ')}`)
    .join('; ');
  const toggle = (slug: string) =>
    onChange(selected.includes(slug) ? selected.filter((entry) => entry !== slug) : [...selected, slug]);

  return (
    <section className="ks-insights__section" aria-labelledby={headingId} aria-busy={updating}>
      <div className="ks-insights__section-head">
        <h3 id={headingId}>Suggested Price</h3>
        {details.length > 0 ? (
          <button
            type="button"
            className="ks-button ks-button--small"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            Filters{selected.length > 0 ? ` (${selected.length})` : ''}
          </button>
        ) : null}
      </div>
      <p className="ks-insights__big">{suggested === null ? 'N/A' : formatMoney(suggested)}</p>
      <p className="ks-insights__note">
        {sales === 0
          ? `No sales like it in the past ${days} days`
          : `The median of ${sales} ${sales === 1 ? 'sale' : 'sales'} in the past ${days} days`}
        {matching.length > 0 ? `, matching ${matching}` : ''}.
      </p>
      {details.length > 0 ? (
        <fieldset id={panelId} className="ks-insights__filters" hidden={!open}>
          <legend>Include in pricing</legend>
          {details.map((detail) => (
            <label key={detail.slug}>
              <input type="checkbox" checked={selected.includes(detail.slug)} onChange={() => toggle(detail.slug)} />{' '}
              {detail.name}: {detail.values.map((value) => value.name).join(', ')}
            </label>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
