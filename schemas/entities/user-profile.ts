import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';
import { activeSellerSchema } from './active-seller';
import { pagingSchema } from './paging';
import { feedbackRatingSchema, type FeedbackRating } from './swap-lifecycle';

/**
 * A user's public profile, the head of their locker (GET /v1/users/{id}?src=locker, spec §2.1,
 * §7.6). `feedback` as an active seller's; `following` is whether the caller follows them (false
 * for a guest and for oneself).
 */
export const userProfileSchema = z.object({
  id: idSchema,
  uuid: z.string(),
  username: z.string(),
  avatar_url: z.string(),
  joined_at: dateTimeSchema,
  /** ISO 3166-1 alpha-2 code of where they ship from. */
  country: z.string().length(2),
  /** Business days from a sale to shipment (spec §3 seller setting). */
  ship_days: z.number().int().nonnegative(),
  feedback: activeSellerSchema.shape.feedback,
  followers_count: z.number().int().nonnegative(),
  following_count: z.number().int().nonnegative(),
  available_count: z.number().int().nonnegative(),
  sold_count: z.number().int().nonnegative(),
  following: z.boolean(),
  /** Whether a Kitswap Pro subscription runs for them (the 'Pro' badge beside the username). */
  pro: z.boolean(),
  /** Their Pro locker bio, plain text with \n line breaks; null when none or while Pro is not running. */
  bio: z.string().nullable(),
  /** Their Pro locker cover photo (a wide banner); null when none or while Pro is not running. */
  cover_url: z.string().nullable(),
});

export type UserProfile = z.infer<typeof userProfileSchema>;

/** A page of users (a locker's Followers and Following), each as an active seller: `{data, meta: {paging}}`. */
export const pagedUsersSchema = z.object({
  data: z.array(activeSellerSchema),
  meta: z.object({ paging: pagingSchema }),
});

export type PagedUsers = z.infer<typeof pagedUsersSchema>;

/** The ratings a buyer gives a seller, in the order the Feedback tab filters them. */
export const FEEDBACK_RATINGS = feedbackRatingSchema.options;
export type { FeedbackRating };

/**
 * One buyer's feedback on a seller (a locker's Feedback tab): the rating, the comment (null when
 * none was written, and for ratings from before comments), who left it, and the item of the swap it
 * rates (null for ratings from before feedback was left per swap).
 */
export const feedbackEntrySchema = z.object({
  id: idSchema,
  rating: feedbackRatingSchema,
  comment: z.string().nullable(),
  created_at: dateTimeSchema,
  author: z.object({ id: idSchema, username: z.string(), avatar_url: z.string() }),
  item: z.object({ id: idSchema, name: z.string() }).nullable(),
});

export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/** A page of feedback, newest first: `{data, meta: {paging}}`. */
export const pagedFeedbackSchema = z.object({
  data: z.array(feedbackEntrySchema),
  meta: z.object({ paging: pagingSchema }),
});

export type PagedFeedback = z.infer<typeof pagedFeedbackSchema>;
