-- Issue 31 item 9: writes anyone can make dropped every guest page (host/README.md 'Guest page cache').
-- Migration 131 watched every table but a list of names, and that list still named sign_in_attempts and
-- rate_limit_counters, which migration 107 had renamed to attempt_counters and folded into it: every
-- sign-in attempt, analytics event, e-mail check and rank call (each counted there) sent NOTIFY
-- ks_page_cache, and every process dropped every kept page. The same goes for tables no guest page or
-- public answer reads but that are written by sign-ups, jobs and the after-sale flow: referrals (a
-- registration), shipments (the tracking job), disputes, item reports, private seller settings, bump purchases
-- and balances.
-- Which tables notify is now checked against an explicit list in
-- host/server/page-invalidation.server.test.tsx, where every new table must be placed.
CREATE FUNCTION page_cache_unwatch(watched regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS page_cache_inserted ON %s', watched);
  EXECUTE format('DROP TRIGGER IF EXISTS page_cache_deleted ON %s', watched);
  EXECUTE format('DROP TRIGGER IF EXISTS page_cache_truncated ON %s', watched);
  EXECUTE format('DROP TRIGGER IF EXISTS page_cache_updated ON %s', watched);
END
$$;

SELECT page_cache_unwatch('attempt_counters');
SELECT page_cache_unwatch('bump_balances');
SELECT page_cache_unwatch('catalog_orders');
SELECT page_cache_unwatch('disputes');
SELECT page_cache_unwatch('item_reports');
SELECT page_cache_unwatch('referral_codes');
SELECT page_cache_unwatch('referrals');
SELECT page_cache_unwatch('sandbox_marketplace_listings');
SELECT page_cache_unwatch('seller_offer_floors');
SELECT page_cache_unwatch('shipments');
