import { z } from 'zod';
import { FEEDBACK_RATINGS } from '../entities/user-profile';

const positiveInt = z.coerce.number().int().positive();

/** A locker's people and feedback lists come 24 to a page unless asked otherwise. */
export const LOCKER_LIST_PAGE_SIZE = 24;

/** Query of GET /v1/users/{id}/followers and /following (spec §7.6). */
export const userListParamsSchema = z.object({
  page: positiveInt.max(1000).default(1),
  page_size: positiveInt.max(100).default(LOCKER_LIST_PAGE_SIZE),
});

/**
 * Query of GET /v1/users/{id}/feedback?page&rating[] (spec §7.6), as the server reads it
 * (server/http/query.ts keeps `rating[]` under its bracketed key): no rating means every rating.
 */
export const feedbackParamsSchema = userListParamsSchema.extend({
  'rating[]': z.array(z.enum(FEEDBACK_RATINGS)).optional(),
});

export type UserListParams = z.input<typeof userListParamsSchema>;
export type ParsedUserListParams = z.output<typeof userListParamsSchema>;
export type FeedbackParams = z.input<typeof feedbackParamsSchema>;
export type ParsedFeedbackParams = z.output<typeof feedbackParamsSchema>;
