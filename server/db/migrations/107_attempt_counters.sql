-- One kind of window counter (issue 14 review): the request limits of unauthenticated writes count
-- in the sign-in limits' table, under keys 'rate:{limit}:{caller}' (server/iam/attempt-counters.ts),
-- so the table is named for what it holds and the fixed-window table of 106 goes.
ALTER TABLE sign_in_attempts RENAME TO attempt_counters;
ALTER INDEX sign_in_attempts_window_idx RENAME TO attempt_counters_window_idx;
DROP TABLE rate_limit_counters;
