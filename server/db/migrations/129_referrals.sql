-- Invite Friends (issue 19 part L; server/README.md 'Referrals'): each user's referral code, made on
-- first read, and who joined through whose code.

-- One code a user, 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L), stored upper case.
CREATE TABLE referral_codes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-HJKMNP-Z2-9]{8}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A friend joins once, through one referrer (never themselves). `rewarded_at` is set, once, in the
-- transaction that made the friend's first purchase final, with the gift-card credit it posted.
CREATE TABLE referrals (
  id serial PRIMARY KEY,
  referrer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  referred_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT ks_now(),
  rewarded_at timestamptz,
  reward_cents integer CHECK (reward_cents > 0),
  reward_swap_id integer REFERENCES swaps (id) ON DELETE SET NULL,
  CHECK (referrer_id <> referred_id),
  CHECK ((rewarded_at IS NULL) = (reward_cents IS NULL))
);
CREATE INDEX referrals_by_referrer ON referrals (referrer_id, created_at DESC);

-- A referral is ignored when the joining device (client id) is one its code's owner signed in on:
-- that check finds the owner's refresh tokens of one client by this index.
CREATE INDEX refresh_tokens_user_client_idx ON refresh_tokens (user_id, client_id);
