-- The seller account (issue 33, spec §1): who is paid and where. One row per seller, made by /selling/create;
-- the bank details come with /selling/create/bank. Bank numbers are sealed at rest by server/config/
-- field-encryption.ts (AES-256-GCM, bound to the row and column); only the account number's last 4 digits are
-- ever read back in the clear. completed_at is set once both the identity and the bank are on file: a seller
-- can cash out only then.
CREATE TABLE seller_accounts (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  account_type text NOT NULL CHECK (account_type IN ('individual', 'business')),
  legal_name text NOT NULL CHECK (length(legal_name) BETWEEN 1 AND 120),
  business_name text CHECK (length(business_name) BETWEEN 1 AND 120),
  date_of_birth date NOT NULL,
  street1 text NOT NULL,
  street2 text,
  city text NOT NULL,
  region text NOT NULL,
  postal_code text NOT NULL,
  country text NOT NULL CHECK (country IN ('US', 'CA')),
  contact_email text,
  contact_phone text,
  bank_holder_name text,
  bank_routing_sealed text,
  bank_account_sealed text,
  bank_account_last4 text CHECK (bank_account_last4 ~ '^[0-9]{4}$'),
  bank_updated_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((bank_routing_sealed IS NULL) = (bank_account_sealed IS NULL)),
  CHECK ((bank_account_sealed IS NULL) = (bank_account_last4 IS NULL)),
  CHECK (completed_at IS NULL OR bank_account_sealed IS NOT NULL)
);
