-- Events sent to POST /platform-tools/analytics/v1/track/event.

CREATE TABLE analytics_events (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  event_type text NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_type_idx ON analytics_events (event_type, received_at);
