/**
 * The fixed allowlist of 6 usernames that have Kitswap Pro before it opens to everyone (spec §6).
 * Here, in the contract, because the client (ui/pro) and the server (the pro bump) both read it; in a
 * module of its own without zod, since the header (in every page's entry) reads it.
 */
export const PRO_ALLOWLIST: readonly string[] = [
  'demo_pro',
  'demo_admin',
  'kitswap_team',
  'gearhead_qa',
  'pro_beta_1',
  'pro_beta_2',
];
