-- The pair a rotation answered, encrypted with a key only the rotated token's holder can derive,
-- so a racing refresh within the grace window gets that same pair instead of a second chain.
ALTER TABLE refresh_tokens ADD COLUMN successor_pair text;
