-- Settings (issue 19 items 4 and 5): notification preferences and the seller's connected eBay account.

-- One switch per channel and topic (/settings/notifications). A missing row is the default: on.
-- The e-mail newsletter is not stored here: newsletter_subscriptions of the account's e-mail is its
-- switch, so the footer's subscribe and this page tell one truth.
CREATE TABLE notification_preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'push')),
  topic text NOT NULL CHECK (topic IN ('offers', 'messages', 'price_drops', 'sales', 'newsletter')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, channel, topic)
);

-- The seller's account on an external marketplace (spec's {marketplace} = ebay), connected through the
-- MarketplaceConnector seam (/settings/integrations). disconnected_at set: the connection ended (the
-- seller disconnected, or the marketplace revoked it: the vacation cause ebay_disconnect); the row
-- stays so the page can say which account it was.
CREATE TABLE marketplace_accounts (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  marketplace text NOT NULL CHECK (marketplace IN ('ebay')),
  external_user_id text NOT NULL CHECK (length(external_user_id) BETWEEN 1 AND 64),
  username text NOT NULL CHECK (length(username) BETWEEN 1 AND 64),
  connected_at timestamptz NOT NULL DEFAULT now(),
  disconnected_at timestamptz,
  PRIMARY KEY (user_id, marketplace)
);
-- One marketplace account is one seller of ours while connected.
CREATE UNIQUE INDEX marketplace_accounts_external_idx ON marketplace_accounts (marketplace, external_user_id)
  WHERE disconnected_at IS NULL;
