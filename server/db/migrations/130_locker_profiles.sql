-- Kitswap Pro's locker head (issue 19 item 7, spec §2.10's 'cover photos and bios'): a Pro seller's bio and
-- cover photo. Written only while a subscription grants locker_cover (server/queries/locker-profile.ts),
-- kept after it ends but shown on the locker only while one runs again.
CREATE TABLE locker_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Plain text, line breaks kept (\n), never HTML; null when none.
  bio text CHECK (char_length(bio) BETWEEN 1 AND 500),
  -- One of the user's own uploads (POST /v1/images); the loose-photo cleanup keeps it.
  cover_image_id integer REFERENCES uploaded_images (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT ks_now()
);
CREATE INDEX locker_profiles_cover_idx ON locker_profiles (cover_image_id) WHERE cover_image_id IS NOT NULL;
