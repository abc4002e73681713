-- One row per seed version loaded (server/seed/seed.ts): its presence means "already seeded".

CREATE TABLE seed_versions (
  version integer PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
