-- A seller is e-mailed about a buyer's offers on an item at most once an hour (issue 31,
-- server/queries/swaps.ts createSwap): each new offer looks for the swap's last offer e-mail.
CREATE INDEX notice_outbox_swap_event_idx ON notice_outbox (swap_id, event, created_at) WHERE swap_id IS NOT NULL;
