-- Recurring background work (server/jobs/recurring.ts): a job that schedules its own next run
-- carries its kind as recurring_key; at most one run of a key waits in the queue, so server
-- processes that all schedule it at start, and a run that schedules the next, make one run.
ALTER TABLE jobs ADD COLUMN recurring_key text;
CREATE UNIQUE INDEX jobs_recurring_queued_idx ON jobs (recurring_key) WHERE state = 'queued';
