/** Spec §9: review stars are out of 5. */
export const MAX_STARS = 5;

/** A star rating, drawn as 5 stars filled to `stars` (halves too) and read as 'n out of 5 stars'. */
export function Stars({ stars }: { stars: number }) {
  const value = Math.min(MAX_STARS, Math.max(0, stars));
  return (
    <span className="ks-guide-stars" role="img" aria-label={`${value} out of ${MAX_STARS} stars`}>
      <span className="ks-guide-stars__empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="ks-guide-stars__full" aria-hidden="true" style={{ width: `${(value / MAX_STARS) * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
