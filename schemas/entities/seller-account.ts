import { z } from 'zod';
import { dateTimeSchema } from '../primitives';

/**
 * The bank account payouts go to, as it is ever shown again: the holder's name and the account number's last 4
 * digits. The routing and account numbers themselves are sealed at rest and never answered.
 */
export const sellerBankSummarySchema = z.object({
  holder_name: z.string(),
  account_last4: z.string().regex(/^[0-9]{4}$/),
  /** When these bank details were saved. */
  updated_at: dateTimeSchema,
});

/**
 * The signed-in seller's own seller account (GET /v1/users/{uuid}/seller_account and every write's answer): the
 * identity and address of /selling/create, the contact of /selling/edit/contact, the bank (last 4 only) of
 * /selling/create/bank, and whether payouts are set up (`completed_at`: identity and bank on file).
 */
export const sellerAccountSchema = z.object({
  account_type: z.enum(['individual', 'business']),
  legal_name: z.string(),
  /** A business's registered name; null for an individual. */
  business_name: z.string().nullable(),
  /** YYYY-MM-DD. */
  date_of_birth: z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/),
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  country: z.enum(['US', 'CA']),
  /** Where Kitswap writes about payouts; the sign-in e-mail until the seller changes it. */
  contact_email: z.string().nullable(),
  /** E.164 ('+16175550100'); null until the seller adds one. */
  contact_phone: z.string().nullable(),
  bank: sellerBankSummarySchema.nullable(),
  /** When payouts were first set up (identity and bank on file); null until then. */
  completed_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});

/** GET /v1/users/{uuid}/seller_account: the caller's seller account, or null before /selling/create. */
export const sellerAccountAnswerSchema = sellerAccountSchema.nullable();

/** What a trade-in (organisation) account unlocks, by the spec's rules (§6): each tool's slug. */
export const TRADE_IN_TOOLS = ['export_items', 'legacy_insights', 'scan_sheets', 'warehouse_labels'] as const;

/**
 * GET /v1/users/{uuid}/seller_account/trade_in_account (spec §7.3): whether the seller is a trade-in account
 * (`settings.trade_in_account`), the organisation its sign-in belongs to (the access token's `org_id`), and the
 * trade-in tools that gives it.
 */
export const tradeInAccountSchema = z.object({
  trade_in_account: z.boolean(),
  org_id: z.number().int().nullable(),
  tools: z.array(z.enum(TRADE_IN_TOOLS)),
});

export type SellerBankSummary = z.infer<typeof sellerBankSummarySchema>;
export type SellerAccount = z.infer<typeof sellerAccountSchema>;
export type TradeInAccount = z.infer<typeof tradeInAccountSchema>;
