-- Search and browse (spec §2.8, §7.7): facet counts and filters on the seeded catalogue at 20k+ items.

-- Facet counts group the matching items by category, brand and model (condition comes with migration
-- 080, after this one, so it has no index here); a covering
-- index per state lets the unfiltered counts run from the index alone.
CREATE INDEX items_facets_idx ON items (state, category_id) INCLUDE (brand_id, model_id, price);
CREATE INDEX items_state_brand_idx ON items (state, brand_id);
CREATE INDEX items_state_model_idx ON items (state, model_id);
