-- Vacation mode (spec §2.5, §3, §4.3, issue 19 item 6; server/README.md 'Vacation mode').
-- A vacation the user turns on may carry the day they are back (returns_on: away through that day, UTC;
-- the 'vacations.end_lapsed' job ends it once the day is over) and a message to buyers.
ALTER TABLE vacations ADD COLUMN returns_on date;
ALTER TABLE vacations ADD COLUMN message text CHECK (char_length(message) <= 500);

-- Whether the item's seller is on vacation: search, browse and their facet counts leave such items
-- out, and nobody may buy or offer on them. Kept by the triggers below from the vacations table, so
-- every way a vacation starts or ends (the settings page, an admin, the seed, the lapse job) hides
-- and shows the seller's items in the same transaction.
ALTER TABLE items ADD COLUMN seller_away boolean NOT NULL DEFAULT false;

-- The facet counts (migration 095) count away items apart, so a browse by facets alone leaves them out.
ALTER TABLE item_facet_counts ADD COLUMN seller_away boolean NOT NULL DEFAULT false;
DROP INDEX item_facet_counts_key;
CREATE UNIQUE INDEX item_facet_counts_key
  ON item_facet_counts (state, category_id, brand_id, model_id, condition, seller_away) NULLS NOT DISTINCT;

CREATE OR REPLACE FUNCTION item_facet_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_facet_counts AS f (state, category_id, brand_id, model_id, condition, seller_away, items)
  SELECT state, category_id, brand_id, model_id, condition, seller_away, count(*)
  FROM new_items
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (state, category_id, brand_id, model_id, condition, seller_away)
    DO UPDATE SET items = f.items + EXCLUDED.items;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION item_facet_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_facet_counts AS f (state, category_id, brand_id, model_id, condition, seller_away, items)
  SELECT state, category_id, brand_id, model_id, condition, seller_away, -count(*)
  FROM old_items
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (state, category_id, brand_id, model_id, condition, seller_away)
    DO UPDATE SET items = f.items + EXCLUDED.items;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION item_facet_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_facet_counts AS f (state, category_id, brand_id, model_id, condition, seller_away, items)
  SELECT state, category_id, brand_id, model_id, condition, seller_away, sum(change)
  FROM (
    SELECT state, category_id, brand_id, model_id, condition, seller_away, 1 AS change FROM new_items
    UNION ALL
    SELECT state, category_id, brand_id, model_id, condition, seller_away, -1 FROM old_items
  ) moved
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(change) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (state, category_id, brand_id, model_id, condition, seller_away)
    DO UPDATE SET items = f.items + EXCLUDED.items;
  RETURN NULL;
END
$$;

-- A new item of a seller who is away is away from the start: one statement per insert statement (the seed
-- inserts every item in one), not a lookup per row.
CREATE FUNCTION items_seller_away() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items i SET seller_away = true
    FROM new_items n
   WHERE i.id = n.id AND NOT n.seller_away
     AND EXISTS (SELECT 1 FROM vacations v WHERE v.user_id = n.seller_id AND v.ended_at IS NULL);
  RETURN NULL;
END
$$;
CREATE TRIGGER items_seller_away AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION items_seller_away();

-- A vacation starting, ending or going away sets its seller's items (only those that change).
CREATE FUNCTION vacations_seller_away() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seller integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  away boolean;
BEGIN
  away := EXISTS (SELECT 1 FROM vacations v WHERE v.user_id = seller AND v.ended_at IS NULL);
  UPDATE items SET seller_away = away WHERE seller_id = seller AND seller_away <> away;
  RETURN NULL;
END
$$;
CREATE TRIGGER vacations_seller_away AFTER INSERT OR DELETE OR UPDATE OF ended_at ON vacations
  FOR EACH ROW EXECUTE FUNCTION vacations_seller_away();

UPDATE items i SET seller_away = true
 WHERE EXISTS (SELECT 1 FROM vacations v WHERE v.user_id = i.seller_id AND v.ended_at IS NULL);

CREATE INDEX vacations_lapse_idx ON vacations (returns_on) WHERE ended_at IS NULL AND returns_on IS NOT NULL;
