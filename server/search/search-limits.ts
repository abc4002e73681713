/**
 * How far a search counts and ranks (issue 20 item 6: browse p95 ≤ 50 ms at a million items). Routes take them as
 * a parameter so tests can lower them.
 */
export interface SearchLimits {
  /**
   * Counting matches one by one (words with a price range, several words, a seller, a sale...) stops after this
   * many: the total is then `countCap`, a lower bound (`total_is_lower_bound`), and the pages end there.
   * Counts from the count tables (facets, a price range, one word) are exact whatever their size.
   */
  countCap: number;
  /**
   * Relevance looks for its page among this many newest items of the browse's state first (an index walk that
   * stops); only when they hold too few matches of the best tier does it rank every match.
   */
  relevanceWindow: number;
  /**
   * A browse that leaves at most this many items sorts them all (searchItems) instead of walking a sort index; one
   * with words, `fewWordMatches` (its matches come from the GIN index). At 1M items 20,000 words' matches took
   * ~50–65 ms to materialise and sort (`q=cleats&condition[]=new`, 15k): 5,000 since issue 20 item 6.
   */
  fewMatches: number;
  fewWordMatches: number;
  /**
   * The same without words, sorted by price, whose order a brand's or a category's prices skew (its items may all
   * sit at the far end of the price index), when they are at most a 20th of the catalogue; newest and popular walk
   * their indexes past `fewMatches`.
   */
  fewPriceMatches: number;
}

export const SEARCH_LIMITS: SearchLimits = {
  countCap: 5_000,
  relevanceWindow: 5_000,
  fewMatches: 1_000,
  fewWordMatches: 5_000,
  // 1,000 before issue 20 item 6 (when the sorted rows carried their search documents 5,000 cost more than they
  // saved); at 1M items 4,418 new items of a category sort in 15–17 ms, walked dearest first 54 ms (1,256: 1.7 ms
  // against 103 ms).
  fewPriceMatches: 5_000,
};
