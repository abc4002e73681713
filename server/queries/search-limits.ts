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
   * ~50–65 ms to materialise and sort (`q=cleats&condition[]=new`, 15k): 5,000 since issue 20 item 6. Without words
   * 1,000 before it (when the sorted rows carried their search documents, 5,000 cost more than they saved); now
   * 4,418 new items of a category take 15–17 ms sorted, 54 ms walked dearest first (1,256: 1.7 ms against 103 ms).
   */
  fewMatches: number;
  fewWordMatches: number;
}

export const SEARCH_LIMITS: SearchLimits = {
  countCap: 5_000,
  relevanceWindow: 5_000,
  fewMatches: 5_000,
  fewWordMatches: 5_000,
};
