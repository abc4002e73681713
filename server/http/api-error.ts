import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorEntry } from '../../schemas/api-error';

/** An expected failure, answered as `{errors}` with its status by the app's error handler. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: ApiErrorEntry[],
    /** Sent beside the errors, e.g. the e-mail of a social login that needs linking. */
    readonly meta?: Record<string, unknown>,
  ) {
    super(errors[0]?.message ?? `HTTP ${status}`);
  }

  static notFound(message: string): ApiError {
    return new ApiError(404, [{ message, code: 'not_found' }]);
  }
}
