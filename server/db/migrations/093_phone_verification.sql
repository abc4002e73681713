-- Phone verification (spec §3 Account.phone_verified, §5: messaging a seller needs a verified phone
-- or e-mail address). Any user may verify a phone, so it hangs on users, not on user_logins.

-- The user's verified phone number, E.164 ('+15551234567').
CREATE TABLE user_phones (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  phone text NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  verified_at timestamptz NOT NULL DEFAULT now()
);

-- The code last texted to a user (one open code per user; a new one replaces it). Stored as a hash
-- bound to the user and number; it expires, and a few wrong answers spend it.
CREATE TABLE phone_verification_codes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  phone text NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
