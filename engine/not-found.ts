import { ApiError } from './api/errors';

/** Thrown by a screen whose content does not exist; the host answers with the 404 page and status. */
export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'NotFoundError';
  }
}

/** Missing content: a {@link NotFoundError} or an API 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof NotFoundError || (error instanceof ApiError && error.status === 404);
}
