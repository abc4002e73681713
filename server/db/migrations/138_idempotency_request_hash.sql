-- Issue 31: the same idempotency key with another body is refused (server/http/idempotency.ts). The first
-- request's body is kept as its fingerprint; rows from before have none and compare their columns instead.
ALTER TABLE catalog_orders ADD COLUMN request_hash text;
ALTER TABLE pro_subscriptions ADD COLUMN request_hash text;
