-- Search speed (issue 6 item 7: p95 ≤ 50 ms for a browse page at 100k items on PostgreSQL).

-- Newest first sorts by published_at DESC NULLS LAST (drafts have none), which the index of
-- migration 001 (DESC, so NULLS FIRST) did not hold: every newest page sorted all its matches.
-- In this order a page of newest items reads its rows off the index and stops at the LIMIT.
DROP INDEX items_newest_idx;
CREATE INDEX items_newest_idx ON items (state, published_at DESC NULLS LAST, id DESC);

-- The facet counts group a browse's matches by (leaf category, brand, model, condition), and the
-- total counts them: both read this index alone (after a VACUUM has marked the pages visible),
-- already in group order, instead of the table and its long descriptions. Price is carried for
-- the price range. It covers the index of migration 060 (state, category_id) INCLUDE (brand_id,
-- model_id, price), which goes.
CREATE INDEX items_facet_groups_idx ON items (state, category_id, brand_id, model_id, condition) INCLUDE (price);
DROP INDEX items_facets_idx;
