import { z } from 'zod';

/** The social providers by their account_type codes (spec §7.2). */
export const socialAccountTypeSchema = z.enum(['GOOGLE', 'FACEBOOK', 'APPLE']);
export type SocialAccountType = z.infer<typeof socialAccountTypeSchema>;

/** One social account linked to the user. */
export const linkedSocialAccountSchema = z.object({
  account_type: socialAccountTypeSchema,
  /** The provider's id of the account: what DELETE …/link takes as account_id. */
  account_id: z.string(),
  email: z.string().nullable(),
  linked_at: z.string(),
});
export type LinkedSocialAccount = z.infer<typeof linkedSocialAccountSchema>;

/**
 * GET /iam/v1/auth/user/{uuid}/link: the user's linked social accounts, and whether the account has
 * a password (without one, the last linked account is the only way in and cannot be unlinked).
 */
export const socialLinksSchema = z.object({
  has_password: z.boolean(),
  accounts: z.array(linkedSocialAccountSchema),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** The seller's account on the external marketplace (eBay) as /settings/integrations shows it. */
export const marketplaceAccountSchema = z.object({
  marketplace: z.literal('ebay'),
  /** False where no provider is wired (production today): connecting answers 503. */
  available: z.boolean(),
  /**
   * 'connected'; 'disconnected' when a connection ended (the seller disconnected, or the marketplace
   * revoked it: the vacation cause ebay_disconnect); 'not_connected' when there never was one.
   */
  state: z.enum(['connected', 'disconnected', 'not_connected']),
  username: z.string().nullable(),
  connected_at: z.string().nullable(),
  disconnected_at: z.string().nullable(),
});
export type MarketplaceAccount = z.infer<typeof marketplaceAccountSchema>;

/**
 * POST /v1/marketplace_accounts/ebay: the authorization code of the marketplace's consent page (the
 * sandbox's stand-in makes 'sandbox.{username}').
 */
export const connectMarketplaceBodySchema = z.object({
  authorization_code: z.string().trim().min(1, 'Required').max(2048),
});
