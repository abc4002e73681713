-- Issue 31, high 1: a swap (one per item and buyer: the conversation) bought again once its earlier purchase is
-- final or refunded is a new round, its order (swaps.order_id). A round's ledger postings, parcels and dispute are
-- its own, so a release or refund moves only what that round's order paid, and the second round can ship and be
-- disputed. Rows written before this migration get the swap's order they followed.

ALTER TABLE ledger_transactions ADD COLUMN order_id integer REFERENCES orders (id);
UPDATE ledger_transactions t SET order_id = coalesce(
    -- a sale names its order in its memo ('order 12'); a later round's key ends with it ('release:7:12')
    (SELECT o.id FROM orders o WHERE t.kind = 'sale' AND t.memo ~ '^order [0-9]+$'
       AND o.id = substring(t.memo FROM '^order ([0-9]+)$')::int),
    (SELECT o.id FROM orders o WHERE t.idempotency_key ~ '^[a-z_]+:[0-9]+:[0-9]+'
       AND o.id = substring(t.idempotency_key FROM '^[a-z_]+:[0-9]+:([0-9]+)')::int),
    -- else the swap's first order (a key without an order was posted while the swap had one)
    (SELECT min(oi.order_id) FROM order_items oi WHERE oi.swap_id = t.swap_id))
  WHERE t.swap_id IS NOT NULL;
CREATE INDEX ledger_transactions_round_idx ON ledger_transactions (swap_id, order_id);

ALTER TABLE shipments ADD COLUMN order_id integer REFERENCES orders (id);
UPDATE shipments sh SET order_id = coalesce(
    (SELECT max(oi.order_id) FROM order_items oi JOIN orders o ON o.id = oi.order_id
     WHERE oi.swap_id = sh.swap_id AND o.created_at <= sh.created_at),
    (SELECT s.order_id FROM swaps s WHERE s.id = sh.swap_id));
ALTER TABLE shipments DROP CONSTRAINT shipments_swap_id_purpose_key;
CREATE UNIQUE INDEX shipments_round_purpose_key ON shipments (swap_id, coalesce(order_id, 0), purpose);

ALTER TABLE disputes ADD COLUMN order_id integer REFERENCES orders (id);
UPDATE disputes d SET order_id = coalesce(
    (SELECT max(oi.order_id) FROM order_items oi JOIN orders o ON o.id = oi.order_id
     WHERE oi.swap_id = d.swap_id AND o.created_at <= d.created_at),
    (SELECT s.order_id FROM swaps s WHERE s.id = d.swap_id));
ALTER TABLE disputes DROP CONSTRAINT disputes_swap_id_key;
CREATE UNIQUE INDEX disputes_round_key ON disputes (swap_id, coalesce(order_id, 0));
CREATE INDEX disputes_swap_idx ON disputes (swap_id);
