-- My Settings (issue 19 item 1, spec §2.1 /settings/account, §3 Account): an uploaded avatar, e-mail
-- changes waiting for the new address to be verified, and deleted (anonymised) accounts.

-- The user's own avatar: one of their uploaded photos (POST /v1/images); null draws the generated one.
-- The loose-photo cleanup keeps a photo an avatar points at.
ALTER TABLE users ADD COLUMN avatar_image_id integer REFERENCES uploaded_images (id) ON DELETE SET NULL;

-- When the account was deleted (its owner's data anonymised; swaps, orders and the ledger kept).
ALTER TABLE users ADD COLUMN deleted_at timestamptz;

-- A requested e-mail change: the new address becomes the sign-in address only when the link mailed
-- to it is opened (its token, stored as a sha256 hash, expires). One open change per user.
CREATE TABLE email_changes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (length(email) <= 254),
  token_hash text NOT NULL UNIQUE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- A notice addressed elsewhere than the account's sign-in address (an e-mail change's link goes to the new
-- address); null: the account's address.
ALTER TABLE notice_outbox ADD COLUMN to_address text CHECK (length(to_address) <= 254);
