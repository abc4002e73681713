/** The review widget's content (spec §9: stars out of 5, the '18k+ Ratings' label). Loaded lazily. */
export default function ReviewSummary() {
  return (
    <a className="ks-reviews__summary" href="https://www.trustpilot.com/review/kitswap.com" target="_blank" rel="noopener noreferrer" aria-label="Rated 4.8 out of 5 stars from 18k+ Ratings">
      <span className="ks-reviews__stars" aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">4.8 out of 5 · 18k+ Ratings</span>
    </a>
  );
}
