-- The e-mail outbox is sent (server/notifications/outbox-delivery.ts, the job 'notices.deliver_outbox'): each row
-- is handed to the EmailSender seam once; a failed send is tried again later, up to a limit.
ALTER TABLE notice_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0);
-- Not before this time (a failed send waits, doubling); rows written before this migration are due at once.
ALTER TABLE notice_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT ks_now();
ALTER TABLE notice_outbox ADD COLUMN last_error text CHECK (length(last_error) <= 500);
-- Set when the row will never be sent: no address to send to, or too many failed attempts.
ALTER TABLE notice_outbox ADD COLUMN gave_up_at timestamptz;
ALTER TABLE notice_outbox ADD CONSTRAINT notice_outbox_sent_or_gave_up CHECK (sent_at IS NULL OR gave_up_at IS NULL);

DROP INDEX notice_outbox_unsent_idx;
CREATE INDEX notice_outbox_due_idx ON notice_outbox (next_attempt_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;
