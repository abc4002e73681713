-- Fixed-window request counters for the unauthenticated writes (server/http/rate-limit.ts): one row
-- per limit and caller, holding the current window's count. In PostgreSQL, not in a process, so
-- every web process on one database counts the same requests.
CREATE TABLE rate_limit_counters (
  limit_name text NOT NULL,
  caller text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (limit_name, caller)
);

-- Sweeping the rows of callers who have not come back.
CREATE INDEX rate_limit_counters_window_start ON rate_limit_counters (window_start);
