-- The guest page cache (host/README.md 'Guest page cache', issue 20 item 5): every web process keeps
-- the pages that are the same for every guest (home, search, landers) in memory, and must drop them
-- when what they show changes, on whichever process the change was written. Statement triggers on
-- each table guest pages read send NOTIFY ks_page_cache (the payload: the table's name). PostgreSQL
-- delivers it to every listening process only once the transaction commits (nothing for a rollback)
-- and collapses a transaction's identical notifications into one. One check per statement, not per
-- row (a seed of a million items costs one), and none for a statement that changed no row: a lapsed
-- vacation check that ends nothing runs on every signed-in read and every minute.
CREATE FUNCTION page_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('ks_page_cache', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;

-- An update that changed only columns guest pages do not show (the first argument, a text[]) notifies nothing.
CREATE FUNCTION page_cache_notify_update_except() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT to_jsonb(n) - TG_ARGV[0]::text[] FROM changed_rows n
    EXCEPT ALL
    SELECT to_jsonb(o) - TG_ARGV[0]::text[] FROM old_rows o
  ) THEN
    PERFORM pg_notify('ks_page_cache', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;

-- Watches one table: inserts, deletes, truncates, and updates other than of the excluded columns.
CREATE FUNCTION page_cache_watch(watched regclass, excluded text[] DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER page_cache_inserted AFTER INSERT ON %s REFERENCING NEW TABLE AS changed_rows
     FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify()', watched);
  EXECUTE format(
    'CREATE TRIGGER page_cache_deleted AFTER DELETE ON %s REFERENCING OLD TABLE AS changed_rows
     FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify()', watched);
  EXECUTE format(
    'CREATE TRIGGER page_cache_truncated AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify()',
    watched);
  IF cardinality(excluded) = 0 THEN
    EXECUTE format(
      'CREATE TRIGGER page_cache_updated AFTER UPDATE ON %s REFERENCING NEW TABLE AS changed_rows
       FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify()', watched);
  ELSE
    EXECUTE format(
      'CREATE TRIGGER page_cache_updated AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
       FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify_update_except(%L)', watched, excluded);
  END IF;
END
$$;

-- Every table but those guest pages never show and that are written all the time (sessions, sign-in
-- limits, the jobs queue, analytics, carts, money, messages...). items.views_count changes on every
-- read of an item page (queries/item-views.ts) and no cached page shows it; item_facet_counts is kept
-- from items by triggers, so items' own notification covers it.
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN
    SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND NOT c.relispartition AND c.relname <> ALL (ARRAY[
      'schema_migrations', 'seed_versions', 'jobs', 'analytics_events', 'rate_limit_counters', 'refresh_tokens',
      'login_failures', 'login_challenges', 'sign_in_attempts', 'spent_anti_bot_tokens', 'phone_verification_codes',
      'email_verification_requests', 'email_changes', 'user_phones', 'social_accounts', 'user_logins',
      'notice_outbox', 'notification_preferences', 'newsletter_subscriptions', 'carts', 'cart_items',
      'addresses', 'payment_methods', 'ledger_accounts', 'ledger_entries', 'ledger_transactions',
      'swap_messages', 'swap_stars', 'item_imports', 'item_import_errors', 'item_import_mappings',
      'uploaded_images', 'marketplace_accounts', 'user_configurations', 'parcels', 'shipment_events',
      'item_facet_counts'
    ])
  LOOP
    PERFORM page_cache_watch(watched.oid, CASE WHEN watched.relname = 'items' THEN '{views_count}'::text[] ELSE '{}' END);
  END LOOP;
END
$$;
