import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '../../schemas/requests/item-management';
import { ApiError } from './api-error';

/**
 * A caller's idempotency key (the x-idempotency-key header) names one request: the same key with the same
 * body is a retry and answers the first result; with another body (another pack, plan, quantity or card)
 * it is a mistake and is refused (422 `idempotency_key_reused`), never answered with the first result nor
 * charged again. The body is kept as its fingerprint: a SHA-256 of its JSON with sorted keys.
 */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** 422 `idempotency_key_reused` on the header: the key was used for another `what` ('order', 'subscription'). */
export function idempotencyKeyReusedError(what: string): ApiError {
  return new ApiError(422, [
    {
      message: `This idempotency key was used for another ${what}`,
      code: 'idempotency_key_reused',
      field: IDEMPOTENCY_HEADER,
    },
  ]);
}
