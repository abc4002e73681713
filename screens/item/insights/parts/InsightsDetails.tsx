import { useId } from 'react';
import type { Insights } from '../../../../schemas/entities/insights';
import { formatMoney } from '../../../../ui/format/money';
import { FigureList } from './FigureList';

/** 'Details' (spec §2.10): Event Name, Item ID, Warehouse Location, Cost; 'N/A' where none was recorded. */
export function InsightsDetails({ item }: { item: Insights['item'] }) {
  const headingId = useId();
  const rows: [string, string][] = [
    ['Event Name', item.event_name ?? 'N/A'],
    ['Item ID', String(item.id)],
    ['Warehouse Location', item.location_id ?? 'N/A'],
    ['Cost', item.cost === null ? 'N/A' : formatMoney(item.cost)],
  ];
  return (
    <section className="ks-insights__section" aria-labelledby={headingId}>
      <h3 id={headingId}>Details</h3>
      <FigureList rows={rows} />
    </section>
  );
}
