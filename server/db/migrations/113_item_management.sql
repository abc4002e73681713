-- Selling, part 2 (spec §2.9, §2.10, §3 'Item', 'Sale', §4.1–4.3, §6): what the seller's and the
-- admin's item page read and change. The behaviour lives in server/queries (bumps, price drops,
-- sales, removal, moderation, insights); this migration holds the columns they share.

-- Bumps and price drops: when they last happened (a bump also moves the item up the 'newest' sort).
ALTER TABLE items ADD COLUMN last_bumped_at timestamptz;
ALTER TABLE items ADD COLUMN last_price_dropped_at timestamptz;
-- Page views, counted for the seller's insights.
ALTER TABLE items ADD COLUMN views_count integer NOT NULL DEFAULT 0 CHECK (views_count >= 0);
-- What a trade-in or organisation seller records about a unit: its cost to them, where it sits in
-- their warehouse and the event it was bought at (insights 'Details', the warehouse label).
ALTER TABLE items ADD COLUMN cost numeric(10, 2) CHECK (cost >= 0);
ALTER TABLE items ADD COLUMN location_id text CHECK (location_id IS NULL OR length(location_id) BETWEEN 1 AND 64);
ALTER TABLE items ADD COLUMN event_name text CHECK (event_name IS NULL OR length(event_name) BETWEEN 1 AND 120);

-- Sales (spec §3 'Sale'): a slug and a subtitle, and the discount an item takes while it is in one.
ALTER TABLE sales ADD COLUMN slug text;
UPDATE sales SET slug = 'sale-' || id WHERE slug IS NULL;
ALTER TABLE sales ALTER COLUMN slug SET NOT NULL;
ALTER TABLE sales ADD CONSTRAINT sales_slug_unique UNIQUE (slug);
ALTER TABLE sales ADD COLUMN subtitle text;
ALTER TABLE sales ADD COLUMN discount_percent integer NOT NULL DEFAULT 20 CHECK (discount_percent BETWEEN 1 AND 90);
-- The sale an item takes part in (at most one at a time); price is then list_price less the discount.
ALTER TABLE items ADD COLUMN sale_id integer REFERENCES sales (id);
CREATE INDEX items_sale_idx ON items (sale_id) WHERE sale_id IS NOT NULL;

-- Staff: an admin is granted edit, take_down, unreport, remove_gmc and sync_ebay per item (spec §6).
ALTER TABLE user_configurations ADD COLUMN admin boolean NOT NULL DEFAULT false;
