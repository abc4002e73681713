-- Price bands for search at a million items (issue 20 item 6: browse p95 ≤ 50 ms at 1M on PostgreSQL).
--
-- A browse with a price range (and no words or other refining filter) counted its facets and its total
-- over every item in the range: ~500k index entries at a million items, a second and more. Large
-- marketplaces keep counts per price band; so do we, exactly: the bands wholly inside the range are
-- summed from item_price_band_counts, and only the items of the (at most two) bands the range's ends
-- fall in are counted from the price index (queries/facet-groups.ts).

-- The lower bound of each band, in dollars: whole dollars to $40, then steps of ~5 % (a band holds
-- ~1–2 % of the items where prices crowd). width_bucket on numeric is exact, so a price is in band b
-- exactly when bounds[b] ≤ price < bounds[b + 1]; the last band holds everything from its bound up.
CREATE FUNCTION item_price_band_bounds() RETURNS numeric[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
    27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 63,
    66, 69, 72, 75, 78, 81, 85, 89, 93, 97, 101, 106, 111, 116, 121, 127, 133, 139, 145, 152, 159, 166,
    174, 182, 191, 200, 210, 220, 231, 242, 254, 266, 279, 292, 306, 321, 337, 353, 370, 388, 407, 427,
    448, 470, 493, 517, 542, 569, 597, 626, 657, 689, 723, 759, 796, 835, 876, 919, 964, 1012, 1062,
    1115, 1170, 1228, 1289, 1353, 1420, 1491, 1565, 1643, 1725, 1811, 1901, 1996, 2095, 2199, 2308,
    2423, 2544, 2671, 2804, 2944, 3091, 3245, 3407, 3577, 3755, 3942, 4139, 4345, 4562, 4790, 5029,
    5280, 5544, 5821, 6112, 6417, 6737, 7073, 7426, 7797, 8186, 8595, 9024, 9475, 9948, 10445, 10967,
    11515, 12090, 12694, 13328, 13994, 14693, 15427, 16198, 17007, 17857, 18749, 19686, 20670, 21703,
    22788, 23927, 25123, 26379, 27697, 29081, 30535, 32061, 33664, 35347, 37114, 38969, 40917, 42962,
    45110, 47365, 49733, 52219, 54829, 57570, 60448, 63470, 66643, 69975, 73473, 77146, 81003, 85053,
    89305, 93770, 98458
  ]::numeric[]
$$;

-- The band of a price: 1 for [0, 1), 2 for [1, 2)... (null for a draft without a price).
CREATE FUNCTION item_price_band(price numeric) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(price, item_price_band_bounds())
$$;

-- item_facet_counts (migrations 095, 127) with the price band in the key: how many items of each
-- state, leaf category, brand, model, condition and seller away are in each price band. A separate
-- table: a browse without a price range keeps summing the ~20 times fewer rows of item_facet_counts.
CREATE TABLE item_price_band_counts (
  state text NOT NULL,
  category_id integer,
  brand_id integer,
  model_id integer,
  condition text,
  seller_away boolean NOT NULL,
  band integer,
  items integer NOT NULL
);
CREATE UNIQUE INDEX item_price_band_counts_key
  ON item_price_band_counts (state, band, category_id, brand_id, model_id, condition, seller_away) NULLS NOT DISTINCT;

INSERT INTO item_price_band_counts (state, category_id, brand_id, model_id, condition, seller_away, band, items)
SELECT state, category_id, brand_id, model_id, condition, seller_away, item_price_band(price), count(*)
FROM items
GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- Kept exact by statement triggers, as item_facet_counts is: one upsert per changed group, in key
-- order. A price change moves an item between bands, so price drops write here too.
CREATE FUNCTION item_price_band_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_price_band_counts AS f (state, category_id, brand_id, model_id, condition, seller_away, band, items)
  SELECT state, category_id, brand_id, model_id, condition, seller_away, item_price_band(price), count(*)
  FROM new_items
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 7, 2, 3, 4, 5, 6
  ON CONFLICT (state, band, category_id, brand_id, model_id, condition, seller_away)
    DO UPDATE SET items = f.items + EXCLUDED.items;
  RETURN NULL;
END
$$;

CREATE FUNCTION item_price_band_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_price_band_counts AS f (state, category_id, brand_id, model_id, condition, seller_away, band, items)
  SELECT state, category_id, brand_id, model_id, condition, seller_away, item_price_band(price), -count(*)
  FROM old_items
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 7, 2, 3, 4, 5, 6
  ON CONFLICT (state, band, category_id, brand_id, model_id, condition, seller_away)
    DO UPDATE SET items = f.items + EXCLUDED.items;
  RETURN NULL;
END
$$;

CREATE FUNCTION item_price_band_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_price_band_counts AS f (state, category_id, brand_id, model_id, condition, seller_away, band, items)
  SELECT state, category_id, brand_id, model_id, condition, seller_away, band, sum(change)
  FROM (
    SELECT state, category_id, brand_id, model_id, condition, seller_away, item_price_band(price) AS band, 1 AS change
    FROM new_items
    UNION ALL
    SELECT state, category_id, brand_id, model_id, condition, seller_away, item_price_band(price), -1 FROM old_items
  ) moved
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(change) <> 0
  ORDER BY 1, 7, 2, 3, 4, 5, 6
  ON CONFLICT (state, band, category_id, brand_id, model_id, condition, seller_away)
    DO UPDATE SET items = f.items + EXCLUDED.items;
  RETURN NULL;
END
$$;

CREATE TRIGGER item_price_band_counts_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION item_price_band_counts_insert();
CREATE TRIGGER item_price_band_counts_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION item_price_band_counts_delete();
CREATE TRIGGER item_price_band_counts_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION item_price_band_counts_update();

-- The items of a range's end bands are counted from the price index alone: it carries seller_away
-- now (migration 127 added the column after the index; until now every entry sent the scan to the table).
DROP INDEX items_price_idx;
CREATE INDEX items_price_idx ON items (state, price, id)
  INCLUDE (category_id, brand_id, model_id, condition, seller_id, seller_away);

-- item_facet_counts per word: how many items of each state and facet group hold each word (lexeme)
-- of their search document. A browse with one word and no other refining filter (most searches: a
-- noun or a brand) takes its facet counts and total from the word's rows, exactly, instead of
-- counting every match through the GIN index and the table (~100–450 ms for a common word at 1M).
CREATE TABLE item_word_counts (
  word text NOT NULL,
  state text NOT NULL,
  category_id integer,
  brand_id integer,
  model_id integer,
  condition text,
  seller_away boolean NOT NULL,
  items integer NOT NULL
);
CREATE UNIQUE INDEX item_word_counts_key
  ON item_word_counts (word, state, category_id, brand_id, model_id, condition, seller_away) NULLS NOT DISTINCT;

INSERT INTO item_word_counts (word, state, category_id, brand_id, model_id, condition, seller_away, items)
SELECT word, state, category_id, brand_id, model_id, condition, seller_away, count(*)
FROM items, unnest(tsvector_to_array(search_document)) word
GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- Kept exact by statement triggers, as item_facet_counts is. An update that changes neither the
-- document nor the group (views, favourites, prices) writes nothing.
CREATE FUNCTION item_word_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_word_counts AS f (word, state, category_id, brand_id, model_id, condition, seller_away, items)
  SELECT word, state, category_id, brand_id, model_id, condition, seller_away, count(*)
  FROM new_items, unnest(tsvector_to_array(search_document)) word
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (word, state, category_id, brand_id, model_id, condition, seller_away)
    DO UPDATE SET items = f.items + EXCLUDED.items;
  RETURN NULL;
END
$$;

CREATE FUNCTION item_word_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_word_counts AS f (word, state, category_id, brand_id, model_id, condition, seller_away, items)
  SELECT word, state, category_id, brand_id, model_id, condition, seller_away, -count(*)
  FROM old_items, unnest(tsvector_to_array(search_document)) word
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (word, state, category_id, brand_id, model_id, condition, seller_away)
    DO UPDATE SET items = f.items + EXCLUDED.items;
  RETURN NULL;
END
$$;

CREATE FUNCTION item_word_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_word_counts AS f (word, state, category_id, brand_id, model_id, condition, seller_away, items)
  SELECT word, state, category_id, brand_id, model_id, condition, seller_away, sum(change)
  FROM (
    SELECT word, state, category_id, brand_id, model_id, condition, seller_away, 1 AS change
    FROM new_items, unnest(tsvector_to_array(search_document)) word
    UNION ALL
    SELECT word, state, category_id, brand_id, model_id, condition, seller_away, -1
    FROM old_items, unnest(tsvector_to_array(search_document)) word
  ) moved
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(change) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (word, state, category_id, brand_id, model_id, condition, seller_away)
    DO UPDATE SET items = f.items + EXCLUDED.items;
  RETURN NULL;
END
$$;

CREATE TRIGGER item_word_counts_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION item_word_counts_insert();
CREATE TRIGGER item_word_counts_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION item_word_counts_delete();
CREATE TRIGGER item_word_counts_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION item_word_counts_update();

-- The one word of a search's words (websearch_to_tsquery('english')), or null when they make more
-- or fewer than one lexeme (or a phrase, a negation): only then can item_word_counts count it.
CREATE FUNCTION search_single_word(words text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN numnode(q) = 1 THEN replace(substring(q::text FROM '^''(.*)''$'), '''''', '''') END
  FROM websearch_to_tsquery('english', words) q
$$;
