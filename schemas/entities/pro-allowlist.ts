/**
 * Kitswap Pro before it opens to everyone (spec §6) is a grant on the account, never a name (issue 31): the
 * feature slug `pro_access` in `user_configurations.features`, set by an admin (or a subscription's grant), which
 * `GET /v1/user_configuration` answers in `features`. The six usernames of the former allowlist are reserved
 * (schemas/requests/reserved-usernames.ts); migration 140 turned the accounts that held them into grants.
 * In a module of its own without zod, since the header (in every page's entry) reads it.
 */
export const PRO_ACCESS_FEATURE = 'pro_access';
