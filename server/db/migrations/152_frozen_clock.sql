-- The server clock can be frozen (issue 31: tests of every time window at its edge). With frozen_at set,
-- ks_now() answers exactly that instant until the clock is moved (advanceClock moves it) or reset, so a test
-- can ask a rule at its deadline to the microsecond and tell `<` from `<=`. Only tests set it
-- (server/clock/clock.ts freezeClock); it stays NULL everywhere else and ks_now() is what it was: now() moved
-- by the offset.
ALTER TABLE server_clock ADD COLUMN frozen_at timestamptz;

CREATE OR REPLACE FUNCTION ks_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT frozen_at FROM server_clock),
    now() + coalesce((SELECT offset_ms FROM server_clock), 0) * interval '1 millisecond')
$$;
