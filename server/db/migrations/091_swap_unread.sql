-- Who has not read a swap's latest activity yet: the Inbox badge (spec §2.3) counts a user's unread
-- swaps. A buyer's message, offer or purchase marks the swap unread for its seller.
ALTER TABLE swaps ADD COLUMN unread_by integer[] NOT NULL DEFAULT '{}';
CREATE INDEX swaps_unread_by_idx ON swaps USING gin (unread_by);
