-- Items linked to a listing on an external marketplace (spec §3 '{marketplace} {id, url, sync,
-- last_synced_at}', §4.2, §7.5; {marketplace} = ebay). server/marketplaces holds the behaviour:
-- the MarketplaceConnector seam, linking, Sync Now and the auto-sync job.

-- Our side: which external listing an item is, whether its price and quantity follow the item
-- (sync), and what was last pushed. The auto-sync job compares the item with synced_price and
-- synced_quantity, so a change made by any path (price drop, sale, checkout, edit) is pushed,
-- after downtime too; a new or relinked listing has neither and is pushed on the next run.
CREATE TABLE item_marketplace_links (
  item_id integer NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  marketplace text NOT NULL CHECK (marketplace IN ('ebay')),
  external_id text NOT NULL CHECK (length(external_id) BETWEEN 1 AND 64),
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 500),
  sync boolean NOT NULL DEFAULT true,
  last_synced_at timestamptz,
  synced_price numeric(10, 2),
  synced_quantity integer,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, marketplace),
  -- One external listing is one item of ours.
  CONSTRAINT item_marketplace_links_external_unique UNIQUE (marketplace, external_id)
);
CREATE INDEX item_marketplace_links_sync_idx ON item_marketplace_links (marketplace, item_id) WHERE sync;

-- The sandbox connector's stand-in for the marketplace (outside production only): its listings,
-- which Sync Now and the job really update, served at /sandbox/{marketplace}/itm/{external_id}.
CREATE TABLE sandbox_marketplace_listings (
  marketplace text NOT NULL CHECK (marketplace IN ('ebay')),
  external_id text NOT NULL CHECK (length(external_id) BETWEEN 1 AND 64),
  title text NOT NULL,
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  quantity integer NOT NULL CHECK (quantity >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (marketplace, external_id)
);
