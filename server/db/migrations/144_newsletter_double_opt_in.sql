-- The newsletter's double opt-in (issue 31): signing up stores a pending subscription and mails one
-- link; only opening it (its token kept as sha256, single use) subscribes the address.
CREATE TABLE newsletter_confirmations (
  email text PRIMARY KEY CHECK (length(email) <= 254),
  source text NOT NULL CHECK (length(source) <= 32),
  token_hash text NOT NULL UNIQUE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX newsletter_confirmations_expiry_idx ON newsletter_confirmations (expires_at);

-- The confirmation goes to an address that may have no account: an outbox row names a user, an
-- address, or both.
ALTER TABLE notice_outbox ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE notice_outbox ADD CONSTRAINT notice_outbox_has_recipient CHECK (user_id IS NOT NULL OR to_address IS NOT NULL);
