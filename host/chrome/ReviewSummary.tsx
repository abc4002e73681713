/**
 * The review widget's content (spec §9: stars out of 5, the '18k+ Ratings' label). Loaded lazily.
 * The link's name is its visible text (WCAG 2.5.3, label in name); the stars are decoration.
 */
export default function ReviewSummary() {
  return (
    <a
      className="ks-reviews__summary"
      href="https://www.trustpilot.com/review/kitswap.com"
      target="_blank"
      rel="noopener noreferrer"
    >
      <span className="ks-reviews__stars" aria-hidden="true">
        ★★★★★
      </span>
      <span>4.8 out of 5 · 18k+ Ratings</span>
    </a>
  );
}
