import { z } from 'zod';
import { emailSchema, usernameSchema } from './iam';

/**
 * My Settings (/settings/account, spec §2.1, §3 Account and Seller settings): what the page reads
 * (GET /v1/account/settings) and the bodies of its changes (/v1/account/…). The password change is the
 * identity service's own call (POST /iam/v1/auth/user/password), phone verification /v1/account/phone.
 */

/** Business days from a sale to shipment the seller promises (spec §3 ship_days; 1 or less ships fast). */
export const SHIP_DAYS_CHOICES = [1, 2, 3, 4, 5] as const;

export const accountSettingsSchema = z.object({
  username: z.string(),
  avatar_url: z.string(),
  /** Whether the avatar is an uploaded photo (false: the generated one). */
  avatar_uploaded: z.boolean(),
  /** The sign-in address; null for an account without a sign-in. */
  email: z.string().nullable(),
  email_verified: z.boolean(),
  /** A new address waiting for its verification link to be opened; the sign-in address until then is `email`. */
  pending_email: z.string().nullable(),
  phone_verified: z.boolean(),
  /** Whether the account has a password (a social sign-up has none: no current password to give). */
  has_password: z.boolean(),
  ship_days: z.number().int(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** PUT /v1/account/avatar: one of the caller's uploaded photos (POST /v1/images) as the avatar. */
export const avatarBodySchema = z.object({ image_id: z.number().int().positive().max(2_147_483_647) });

/** PUT /v1/account/username: the registration rules (spec §5: reserved names, 3–30 letters, digits, _). */
export const usernameBodySchema = z.object({ username: usernameSchema });

/** The current password proving the owner, required when the account has one. */
const currentPassword = z.string().min(1, 'Required').max(128).optional();

/** PUT /v1/account/email: a new address, verified before it becomes the sign-in address. */
export const emailChangeBodySchema = z.object({ email: emailSchema, current_password: currentPassword });

/** POST /v1/account/email/verify: the token of the link mailed to the new address. */
export const emailVerifyBodySchema = z.object({ token: z.string().trim().min(1, 'Required').max(200) });

/** PUT /v1/account/ship_days. */
export const shipDaysBodySchema = z.object({
  ship_days: z
    .number()
    .int()
    .refine((days) => (SHIP_DAYS_CHOICES as readonly number[]).includes(days), 'Choose 1 to 5 business days'),
});

/** DELETE /v1/account: the username typed again as confirmation, and the current password when there is one. */
export const deleteAccountBodySchema = z.object({
  confirm_username: z.string().trim().min(1, 'Type your username to confirm').max(30),
  current_password: currentPassword,
});

/** POST /v1/account/unrestrict: the owner agrees to the seller policies (spec §2.5, §6 self-unrestrict). */
export const unrestrictBodySchema = z.object({
  accept_policies: z.literal(true, 'Confirm you will follow the seller policies'),
});

export type AvatarBody = z.input<typeof avatarBodySchema>;
export type UsernameBody = z.input<typeof usernameBodySchema>;
export type EmailChangeBody = z.input<typeof emailChangeBodySchema>;
export type ShipDaysBody = z.input<typeof shipDaysBodySchema>;
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;
export type UnrestrictBody = z.input<typeof unrestrictBodySchema>;

/** Its answer: the restriction is lifted. */
export const unrestrictResponseSchema = z.object({ restricted: z.literal(false) });
