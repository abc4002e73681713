-- Escrow and disputes (issue 18 part D).

-- The spendable balance is the ledger's (the user's 'available' account, server/ledger/README.md);
-- the seeded balances became opening_balance postings, so the old column goes.
ALTER TABLE user_configurations DROP COLUMN balance;

-- A dispute's photos are the buyer's uploads (POST /v1/images): kept while the dispute is, and
-- left alone by the loose-photo cleanup.
ALTER TABLE uploaded_images ADD COLUMN dispute_id integer REFERENCES disputes (id) ON DELETE SET NULL;
