-- Sign-in limits that hold under parallel bursts and across processes (issue 14).

-- Attempt counters, one row per key ('account:user:{id}', 'address:{ip}', 'pin:{user id}', ...):
-- an attempt is counted before it is judged, in one conditional upsert, so parallel requests
-- cannot all slip under the limit. The window starts at the first counted attempt.
CREATE TABLE sign_in_attempts (
  key text PRIMARY KEY,
  attempts integer NOT NULL CHECK (attempts >= 0),
  window_ends timestamptz NOT NULL
);
CREATE INDEX sign_in_attempts_window_idx ON sign_in_attempts (window_ends);

-- The sliding list of failures it replaces.
DROP TABLE login_failures;

-- Wrong phone codes are counted per user in sign_in_attempts, across resends.
ALTER TABLE phone_verification_codes DROP COLUMN attempts;
