import type { ReactNode } from 'react';

/** The insights modals' term and value rows (Details, Offer Details, Item Details, the value guide summary). */
export function FigureList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="ks-insights__list">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
