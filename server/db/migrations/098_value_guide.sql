-- The Value Guide (spec §2.12, §3 'Value guide v2', §7.7): what gear sold for and how long it took.

-- When an item sold: time to sell is sold_at − published_at (spec §9 buckets <30, 30–90, 90+
-- days). Set by the checkout when the last unit goes (queries/checkout.ts) and by the seed.
ALTER TABLE items ADD COLUMN sold_at timestamptz;
ALTER TABLE items ADD CONSTRAINT items_sold_at_after_published CHECK (sold_at IS NULL OR published_at IS NULL OR sold_at >= published_at);

-- Databases seeded before this migration: a sold item with a paid order sold when the order was
-- paid; any other sold item gets a fixed 0–119 days after publishing (from its id), never later
-- than now. A fresh database gets the seed's own dates instead (seed/sold-dates.ts).
UPDATE items i SET sold_at = greatest(o.created_at, i.published_at)
FROM order_items oi JOIN orders o ON o.id = oi.order_id
WHERE oi.item_id = i.id AND i.state = 'sold';
UPDATE items SET sold_at = least(published_at + ((id * 7919) % 120) * interval '1 day', greatest(now(), published_at))
WHERE state = 'sold' AND sold_at IS NULL AND published_at IS NOT NULL;

-- Recent sales of a model, newest first, read off this index with the price at hand.
CREATE INDEX items_sold_at_idx ON items (model_id, sold_at DESC) INCLUDE (price, published_at, category_id, brand_id, condition) WHERE state = 'sold';

-- What one item of a category is called in a listing's name ('Driver' in 'Titleist TSR2 Driver'):
-- spec §3 categories[].title_name, which the value guide's item payload is named with (§2.12).
-- Null for the upper levels of the tree and for databases seeded before; readers fall back to name.
ALTER TABLE categories ADD COLUMN title_name text;
