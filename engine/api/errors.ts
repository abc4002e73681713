import type { ApiErrorEntry } from '../../schemas/api-error';

/** What an {@link ApiError} is made of. `message` defaults to the displayed message of `errors`. */
export interface ApiErrorInit {
  status: number;
  endpoint: string;
  json?: unknown;
  errors?: ApiErrorEntry[];
  meta?: unknown;
  message?: string;
  cause?: unknown;
}

const FALLBACK_MESSAGE = 'Something went wrong...';

/**
 * A failed API call (spec §3 'API error', §8). `message` is what to show the user (spec §8
 * "Displayed message choice"); `status` is 0 when the server could not be reached.
 */
export class ApiError extends Error {
  /** The HTTP status; 0 for a network failure. */
  readonly status: number;
  /** The path that was called, without base URL or query. */
  readonly endpoint: string;
  /** The parsed body, or null when there was none or it was not JSON. */
  readonly json: unknown;
  /** The body's `errors` entries ([] when none). */
  readonly errors: ApiErrorEntry[];
  /** The body's `meta`, if any. */
  readonly meta: unknown;

  constructor(init: ApiErrorInit) {
    const errors = init.errors ?? [];
    super(init.message ?? messageOf(errors, init.status), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.endpoint = init.endpoint;
    this.json = init.json ?? null;
    this.errors = errors;
    this.meta = init.meta;
  }
}

/**
 * The message to show for an error (spec §8): the first `errors` entry with a message, detail or
 * error (in that order); otherwise 'Code: {code}' (the first entry code, else the HTTP status).
 * A null or undefined error gives 'Something went wrong...'; any other Error its message; a raw
 * error body (`{errors: [...]}`) is read like an ApiError's entries.
 */
export function displayedMessage(error: unknown): string {
  if (error === null || error === undefined) return FALLBACK_MESSAGE;
  if (error instanceof Error) return error.message || FALLBACK_MESSAGE;
  if (typeof error === 'string') return error || FALLBACK_MESSAGE;
  if (typeof error === 'object' && 'errors' in error) {
    const entries = errorEntries(error.errors);
    if (entries.length > 0) return messageOf(entries, undefined);
  }
  return FALLBACK_MESSAGE;
}

/** Normalises a body's `errors` value into entries; non-string fields are dropped, codes stringified. */
export function errorEntries(value: unknown): ApiErrorEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ApiErrorEntry[] => {
    if (typeof item === 'string') return [{ message: item }];
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const entry: ApiErrorEntry = {};
    for (const key of ['message', 'detail', 'error', 'field'] as const) {
      if (typeof record[key] === 'string') entry[key] = record[key];
    }
    if (typeof record.code === 'string' || typeof record.code === 'number') entry.code = String(record.code);
    return [entry];
  });
}

function messageOf(errors: ApiErrorEntry[], status: number | undefined): string {
  for (const entry of errors) {
    const text = entry.message || entry.detail || entry.error;
    if (text) return text;
  }
  const code = errors.find((entry) => entry.code)?.code ?? status;
  return code === undefined ? FALLBACK_MESSAGE : `Code: ${code}`;
}
