-- Issue 31: Kitswap Pro's availability before it opens to everyone was a list of six usernames, which anyone
-- could register or rename to (four were unclaimed). It is a grant on the account now: the feature slug
-- 'pro_access' in user_configurations.features, set by an admin. The accounts that held an allowlisted name
-- keep Pro as a grant (a later rename keeps it); the names themselves are reserved for registration and rename.
INSERT INTO user_configurations (user_id, features)
SELECT id, ARRAY['pro_access'] FROM users
 WHERE username IN ('demo_pro', 'demo_admin', 'kitswap_team', 'gearhead_qa', 'pro_beta_1', 'pro_beta_2')
   AND deleted_at IS NULL
ON CONFLICT (user_id) DO UPDATE SET features = CASE
  WHEN 'pro_access' = ANY (user_configurations.features) THEN user_configurations.features
  ELSE array_append(user_configurations.features, 'pro_access') END;
