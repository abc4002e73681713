import { queryOptions } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../engine';
import { accountSchema, type Account } from '../../schemas/entities/account';

/**
 * GET /v1/account: the signed-in account, with phone_verified and email_verified (spec §3); keyed by user, so another
 * sign-in reads its own.
 */
export const accountQuery = (api: ApiClient, userId: string | undefined) =>
  queryOptions({ queryKey: ['account', userId], queryFn: () => api.get('/v1/account', { schema: accountSchema }) });

/** Messaging a seller needs a verified phone number or e-mail address (spec §5, §6). */
export const mayMessageSellers = (account: Pick<Account, 'phone_verified' | 'email_verified'>) =>
  account.phone_verified || account.email_verified;

/** The server's refusal to let an unverified account message a seller (403 `unverified`). */
export const isUnverifiedError = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.errors.some((entry) => entry.code === 'unverified');
