-- The swaps inbox (spec §2.11, §4.6, §7.3): a user stars a swap they are a party to, for their own
-- 'Starred' folder only (the other party does not see it). Unstarring deletes the row.
CREATE TABLE swap_stars (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  swap_id integer NOT NULL REFERENCES swaps (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, swap_id)
);
CREATE INDEX swap_stars_swap_idx ON swap_stars (swap_id);
