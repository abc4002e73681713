-- Anti-bot tokens already taken: each is good once, on every process sharing the database (kept
-- until it would have expired anyway).
CREATE TABLE spent_anti_bot_tokens (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX spent_anti_bot_tokens_expiry_idx ON spent_anti_bot_tokens (expires_at);
