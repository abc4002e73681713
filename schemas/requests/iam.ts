import { z } from 'zod';
import { isReservedUsername } from './reserved-usernames';

/**
 * Bodies of the identity service (spec §7.2, §5). The client's forms check the same rules inline
 * (with their own wording) so a rule lives here once.
 */

/** The request header carrying the anti-bot token of login, register and social_auth (spec §5). */
export const ANTI_BOT_HEADER = 'x-ks-anti-bot-token';

const clientId = z.string().trim().min(1, 'Required').max(100);
const optionalCode = z.string().trim().max(100).optional().nullable();

/** 3–30 letters, digits or underscores, and not a route of the site (a profile lives at /{username}). */
export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Use only letters, numbers and underscores')
  .refine((name) => !isReservedUsername(name), 'This username is taken by a page of the site');

export const emailSchema = z.string().trim().max(254, 'Enter a valid email').pipe(z.email('Enter a valid email'));

/** 8–128 characters. */
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const passwordGrantSchema = z.object({
  grant_type: z.literal('client_credentials'),
  username_or_email: z.string().trim().min(1, 'Required').max(254),
  password: z.string().min(1, 'Required').max(128),
  client_id: clientId,
  /** Sent by the web client (spec §7.2); the PIN challenge depends on the account, not on this flag. */
  test_2FA: z.boolean().optional(),
});

const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  token: z.string().min(1, 'Required').max(200),
  client_id: clientId,
});

/** The social grant types: provider F, A and G (spec §7.2). */
export const socialGrantTypes = ['facebook_token', 'APPLE_TOKEN', 'GOOGLE_TOKEN'] as const;
export type SocialGrantType = (typeof socialGrantTypes)[number];

export const socialGrantSchema = z.object({
  grant_type: z.enum(socialGrantTypes),
  token: z.string().min(1, 'Required').max(4096),
  client_id: clientId,
  referral_code: optionalCode,
  authorization_code: z.string().max(4096).optional().nullable(),
  redirect_url: z.string().max(2000).optional().nullable(),
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  refreshGrantSchema,
  socialGrantSchema,
]);

export const challengeRequestSchema = z.object({
  pin: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'Enter the PIN we sent you'),
  client_id: clientId,
});

/**
 * Registration. With `social` (a socialNewUser sign-up) the provider's token replaces the
 * password and the account is linked to it; otherwise a password is required.
 */
export const registerRequestSchema = z
  .object({
    email: emailSchema,
    username: usernameSchema,
    password: passwordSchema.optional(),
    client_id: clientId,
    referral_code: optionalCode,
    agree_with_policy: z.literal(true, 'You must agree to the Terms and Privacy Policy'),
    source: z.string().trim().max(50).optional(),
    social: socialGrantSchema
      .pick({ grant_type: true, token: true, authorization_code: true, redirect_url: true })
      .optional(),
  })
  .refine((body) => body.password !== undefined || body.social !== undefined, {
    message: 'Required',
    path: ['password'],
  });

/**
 * A password change: the current password proves the caller is the account's owner. Every session
 * ends, the caller's too: the answer's new pair (for `client_id`, 'web' when not sent) replaces it.
 */
export const newPasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'Required').max(128),
  new_password: passwordSchema,
  client_id: clientId.default('web'),
});

export const verifyEmailRequestSchema = z.object({ email: emailSchema, grant_type: z.literal('email_address') });

const socialAccountTypes = ['GOOGLE', 'FACEBOOK', 'APPLE'] as const;

export const linkRequestSchema = z.object({
  account_type: z.enum(socialAccountTypes),
  access_token: z.string().min(1, 'Required').max(4096),
  authorization_code: z.string().max(4096).optional().nullable(),
});

export const unlinkRequestSchema = z.object({
  account_id: z.union([z.string().min(1).max(200), z.number().int().positive()]),
  account_type: z.enum(socialAccountTypes),
});

/** Logout: the refresh token whose session ends. */
export const logoutRequestSchema = z.object({ refresh_token: z.string().min(1, 'Required').max(200) });

/** The anti-bot token request (GET /iam/v1/anti-bot/token?action=). */
export const antiBotQuerySchema = z.object({ action: z.enum(['login', 'register', 'social_auth']) });
export type AntiBotAction = z.infer<typeof antiBotQuerySchema>['action'];
