import { z } from 'zod';

/** The Pro feature (a plan's features slug) that puts a cover photo and a bio on the seller's locker. */
export const LOCKER_COVER_FEATURE = 'locker_cover';

/** The longest bio a Pro seller's locker shows, in characters. */
export const LOCKER_BIO_MAX = 500;

/** A bio as stored: Windows and old Mac line breaks become \n, the ends are trimmed. */
export const normalizeBio = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

/** A bio: plain text up to {@link LOCKER_BIO_MAX} characters once normalised; blank or null clears it. */
export const lockerBioSchema = z
  .string({ error: 'Write your bio as text' })
  .transform(normalizeBio)
  .pipe(z.string().max(LOCKER_BIO_MAX, `Keep your bio to ${LOCKER_BIO_MAX} characters`))
  .transform((text) => (text === '' ? null : text))
  .nullable();

/**
 * PUT /v1/account/locker_profile (Kitswap Pro, issue 19 item 7): the caller's locker bio and cover photo,
 * both replaced; `cover_photo_id` one of the caller's own loose uploads (POST /v1/images), null removes it.
 */
export const lockerProfileBodySchema = z.object({
  bio: lockerBioSchema,
  cover_photo_id: z.number({ error: 'Choose a photo' }).int().positive().max(2_147_483_647).nullable(),
});
export type LockerProfileBody = z.input<typeof lockerProfileBodySchema>;

/** GET and PUT /v1/account/locker_profile: the caller's stored bio and cover photo (kept while Pro lapses). */
export const lockerProfileSchema = z.object({
  bio: z.string().nullable(),
  cover_photo_id: z.number().nullable(),
  /** The cover photo's large rendition. */
  cover_url: z.string().nullable(),
});
export type LockerProfile = z.infer<typeof lockerProfileSchema>;
