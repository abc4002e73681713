-- Issue 31 item 4: a link needs the listing to belong to the seller's connected eBay account. The
-- sandbox connector answers who owns a listing from this column: the eBay account
-- (marketplace_accounts.external_user_id, as connectAccount answers it) whose listing it is.
ALTER TABLE sandbox_marketplace_listings
  ADD COLUMN seller_account_id text CHECK (length(seller_account_id) BETWEEN 1 AND 64);

-- Listings seeded before this (item number '186' + our item id in 9 digits) are their item's
-- seller's: that seller gets the sandbox account of their username where they have none, so the
-- seeded links keep syncing. Production has no sandbox listings, so this changes nothing there.
WITH owners AS (
  SELECT DISTINCT i.seller_id, u.username
  FROM sandbox_marketplace_listings s
  JOIN items i ON i.id = CASE WHEN s.external_id ~ '^186[0-9]{9}$' THEN substr(s.external_id, 4)::int END
  JOIN users u ON u.id = i.seller_id
)
INSERT INTO marketplace_accounts (user_id, marketplace, external_user_id, username)
SELECT seller_id, 'ebay', 'sandbox-' || lower(username), username FROM owners
ON CONFLICT DO NOTHING;

UPDATE sandbox_marketplace_listings s SET seller_account_id = coalesce(
  (SELECT a.external_user_id
   FROM items i JOIN marketplace_accounts a ON a.user_id = i.seller_id AND a.marketplace = s.marketplace
   WHERE i.id = CASE WHEN s.external_id ~ '^186[0-9]{9}$' THEN substr(s.external_id, 4)::int END),
  'sandbox-nobody');

ALTER TABLE sandbox_marketplace_listings ALTER COLUMN seller_account_id SET NOT NULL;
