import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';

/** A link of the category navigation (spec §2.3): a title and where it goes. */
export const navigationLinkSchema = z.object({ title: z.string().min(1), destination: z.string().regex(/^\//) });

/** A section of a top entry's mega-menu, with its child links. */
export const navigationSectionSchema = navigationLinkSchema.extend({ children: z.array(navigationLinkSchema) });

/** One top entry of the category navigation; `highlighted` marks 'Auctions'. */
export const navigationEntrySchema = navigationLinkSchema.extend({
  sections: z.array(navigationSectionSchema),
  highlighted: z.boolean().optional(),
});

export const navigationSchema = z.array(navigationEntrySchema);

export type NavigationLink = z.infer<typeof navigationLinkSchema>;
export type NavigationSection = z.infer<typeof navigationSectionSchema>;
export type NavigationEntry = z.infer<typeof navigationEntrySchema>;

/** The payment providers a checkout form can be drawn for; a real provider extends the list. */
export const paymentProviderSchema = z.enum(['sandbox']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/**
 * The site configuration (spec §6): whether the Pro tier is open to everyone. Ours: which payment
 * provider takes payments, null when none does (production without a provider), so the checkout
 * form is drawn for it before the buyer presses Pay.
 */
export const siteConfigurationSchema = z.object({
  pro_enabled: z.boolean(),
  payment_provider: paymentProviderSchema.nullable(),
});
export type SiteConfiguration = z.infer<typeof siteConfigurationSchema>;

/** The signed-in user's configuration: who they are and the account states the chrome shows (spec §2.5, §4.3, §6). */
export const userConfigurationSchema = z.object({
  id: idSchema,
  username: z.string(),
  /** The user's picture (spec §3 Account avatar_url); the header shows the initial without one. */
  avatar_url: z.string().nullish(),
  features: z.array(z.string()),
  settings: z.object({ trade_in_account: z.boolean() }),
  power_seller: z.boolean(),
  restricted: z.boolean(),
  /** Server actions on the account; 'unrestrict' offers the self-unrestrict modal. */
  actions: z.array(z.string()),
  canadian_tariff_effected: z.boolean(),
  /** When inventory was last imported by CSV; null = never. */
  inventory_imported_at: dateTimeSchema.nullable(),
  /** Whether 'Schedule a Call' shows in the avatar menu. */
  schedule_call: z.boolean(),
});
export type UserConfiguration = z.infer<typeof userConfigurationSchema>;

/** The spendable balance (spec §7.9 reads `amount`), in USD. */
export const balanceSchema = z.object({ amount: z.number() });

/** GET /v1/swaps/badge: the unread swaps count. */
export const swapsBadgeSchema = z.object({ badge: z.number().int().nonnegative() });

/** The active vacation of the signed-in user (spec §4.3); the cause picks the banner's text. */
export const vacationSchema = z.object({
  id: idSchema,
  generated_by: z.enum(['user', 'admin']),
  /** 'high_refund_rate', 'ebay_disconnect', 'slow_import_frequency', 'inform_act_compliance' or null. */
  details: z.string().nullable(),
  started_at: dateTimeSchema,
  /** Ours (issue 19): the last day away (YYYY-MM-DD, UTC), when the user set one; the next day it ends. */
  returns_on: z.iso.date().nullish(),
  /** Ours (issue 19): the user's message to buyers, shown on their item pages. */
  message: z.string().nullish(),
});
export type Vacation = z.infer<typeof vacationSchema>;

/** A time-limited sale (spec §4.3 'Sale phase'). */
export const saleSchema = z.object({
  id: idSchema,
  name: z.string(),
  label: z.string(),
  destination: z.string().regex(/^\//),
  started_at: dateTimeSchema,
  ended_at: dateTimeSchema,
  slug: z.string().nullish(),
  subtitle: z.string().nullish(),
  /** Ours: the discount an item takes while it is in the sale (price = list_price less it). */
  discount_percent: z.number().int().min(1).max(90).nullish(),
});
export type Sale = z.infer<typeof saleSchema>;

/** POST /v1/newsletter/subscriptions (spec §5, §7.9). */
export const newsletterSubscriptionSchema = z.object({
  email: z.email().max(254),
  source: z.enum(['FOOTER']).default('FOOTER'),
});

/** The newsletter confirmation link's token, sent by the page it lands on (POST /v1/newsletter/confirmations). */
export const newsletterConfirmationSchema = z.object({ token: z.string().min(1).max(128) });

export const newsletterConfirmedSchema = z.object({ email: z.string(), subscribed: z.literal(true) });

/**
 * One predictive search result (spec §2.8, §5): 'navigation' results go to /nav/{path}, the rest (categories, brands,
 * models, shop landers) to /shop/{path}.
 */
export const predictiveResultSchema = z.object({
  type: z.enum(['category', 'brand', 'model', 'lander', 'navigation']),
  name: z.string(),
  path: z.string(),
  available_count: z.number().int().nonnegative(),
  synonyms: z.array(z.string()),
});
export type PredictiveResult = z.infer<typeof predictiveResultSchema>;

/**
 * The kinds predictive search may be held to (spec §7.7 `filter_type`): one result type, or 'all' (the same as
 * leaving it out), which the header's search box sends: it suggests every kind.
 */
export const predictiveFilterTypeSchema = z.enum(['all', 'category', 'brand', 'model', 'lander', 'navigation']);
export type PredictiveFilterType = z.infer<typeof predictiveFilterTypeSchema>;

export const predictiveSearchParamsSchema = z.object({
  q: z.string().trim().min(1).max(100),
  filter_type: predictiveFilterTypeSchema.optional(),
});
