/**
 * A link's or button's name with a count badge. Screen readers hear `spoken` as the whole name; the
 * visible name and badge are hidden from them. (An aria-label would not contain the visible text
 * 'Inbox 3', which axe reports as label-content-name-mismatch, WCAG 2.5.3.)
 */
export function CountedName({ name, count, spoken }: { name: string; count: number | undefined; spoken: string }) {
  if (!count) return <>{name}</>;
  return (
    <>
      <span aria-hidden="true">{name}</span>
      <span className="ks-badge" aria-hidden="true">
        {count}
      </span>
      <span className="ks-visually-hidden">{spoken}</span>
    </>
  );
}
