-- Search speed (issue 6 item 7: p95 ≤ 50 ms for a browse page at 100k items on PostgreSQL).

-- A page is read off the index of its sort, which stops at the LIMIT once enough rows pass the
-- filters. With a rare filter (a brand, a seller, an empty price range) it may walk most of the
-- index, so the sort indexes carry the filtered columns: the walk reads the index alone, not the
-- table (a page of a brand with no match in its price range: ~160 ms → a few ms at 100k items).
-- Newest first sorts by published_at DESC NULLS LAST (drafts have none), which the index of
-- migration 001 (DESC, so NULLS FIRST) did not hold: every newest page sorted all its matches.
DROP INDEX items_newest_idx;
CREATE INDEX items_newest_idx ON items (state, published_at DESC NULLS LAST, id DESC)
  INCLUDE (category_id, brand_id, model_id, condition, price, seller_id);
DROP INDEX items_popular_idx;
CREATE INDEX items_popular_idx ON items (state, favoriters_count DESC, id DESC)
  INCLUDE (category_id, brand_id, model_id, condition, price, seller_id);
-- Price sorts; with the facet columns carried, a price range is also counted and grouped from
-- this index alone.
DROP INDEX items_price_idx;
CREATE INDEX items_price_idx ON items (state, price, id) INCLUDE (category_id, brand_id, model_id, condition, seller_id);

-- Counting a category's items (with a price range too), and counting matches per facet group,
-- read this index alone (once a VACUUM has marked the pages all-visible) instead of the table and
-- its long descriptions, already in group order. It covers the index of migration 060
-- (state, category_id) INCLUDE (brand_id, model_id, price), which goes.
CREATE INDEX items_facet_groups_idx ON items (state, category_id, brand_id, model_id, condition) INCLUDE (price);
DROP INDEX items_facets_idx;

-- How many items of each state are in each (leaf category, brand, model, condition). A browse
-- filtered by facets alone (no words, price range, seller...) takes its facet counts and its total
-- from these ~1,000 rows instead of counting every item. Kept exact by the statement triggers
-- below, in the same transaction as the change; a group whose items are all gone keeps a 0.
CREATE TABLE item_facet_counts (
  state text NOT NULL,
  category_id integer NOT NULL,
  brand_id integer,
  model_id integer,
  condition text,
  items integer NOT NULL
);
CREATE UNIQUE INDEX item_facet_counts_key ON item_facet_counts (state, category_id, brand_id, model_id, condition) NULLS NOT DISTINCT;

INSERT INTO item_facet_counts (state, category_id, brand_id, model_id, condition, items)
SELECT state, category_id, brand_id, model_id, condition, count(*)
FROM items
GROUP BY state, category_id, brand_id, model_id, condition;

-- Statement triggers: one upsert per changed group, whatever the number of rows (the seed inserts
-- all its items in one statement), in key order so that concurrent writers lock groups alike. A
-- decrement always meets its group's row (the items it takes away were counted there).
CREATE FUNCTION item_facet_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_facet_counts AS f (state, category_id, brand_id, model_id, condition, items)
  SELECT state, category_id, brand_id, model_id, condition, count(*)
  FROM new_items
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (state, category_id, brand_id, model_id, condition) DO UPDATE SET items = f.items + EXCLUDED.items;
  RETURN NULL;
END
$$;

CREATE FUNCTION item_facet_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_facet_counts AS f (state, category_id, brand_id, model_id, condition, items)
  SELECT state, category_id, brand_id, model_id, condition, -count(*)
  FROM old_items
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (state, category_id, brand_id, model_id, condition) DO UPDATE SET items = f.items + EXCLUDED.items;
  RETURN NULL;
END
$$;

-- An update moves items between groups (a sale changes the state); most updates (favourites,
-- prices) move none and write nothing.
CREATE FUNCTION item_facet_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_facet_counts AS f (state, category_id, brand_id, model_id, condition, items)
  SELECT state, category_id, brand_id, model_id, condition, sum(change)
  FROM (
    SELECT state, category_id, brand_id, model_id, condition, 1 AS change FROM new_items
    UNION ALL
    SELECT state, category_id, brand_id, model_id, condition, -1 FROM old_items
  ) moved
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(change) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (state, category_id, brand_id, model_id, condition) DO UPDATE SET items = f.items + EXCLUDED.items;
  RETURN NULL;
END
$$;

CREATE TRIGGER item_facet_counts_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION item_facet_counts_insert();
CREATE TRIGGER item_facet_counts_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION item_facet_counts_delete();
CREATE TRIGGER item_facet_counts_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION item_facet_counts_update();

-- Where a seller ships from and how fast, for the browse filters fast_shipping and
-- canadian_seller_only (spec §2.8, issue 6 item 2): ship_days is the seller setting of spec §3
-- (business days from sale to shipment; fast shipping is 1 or less), country an ISO 3166-1 code.
ALTER TABLE users ADD COLUMN ship_days smallint NOT NULL DEFAULT 3 CHECK (ship_days BETWEEN 0 AND 30);
ALTER TABLE users ADD COLUMN country text NOT NULL DEFAULT 'US' CHECK (country ~ '^[A-Z]{2}$');
