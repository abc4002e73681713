import { describe, expect, it } from 'vitest';
import { ApiError } from './api/errors';
import { isNotFound, NotFoundError } from './not-found';

describe('isNotFound', () => {
  it('is missing content: a NotFoundError or an API 404, nothing else', () => {
    expect(isNotFound(new NotFoundError('Item'))).toBe(true);
    expect(isNotFound(new ApiError({ status: 404, endpoint: '/v1/items/1' }))).toBe(true);
    expect(isNotFound(new ApiError({ status: 400, endpoint: '/v1/items/x' }))).toBe(false);
    expect(isNotFound(new ApiError({ status: 0, endpoint: '/v1/items/1' }))).toBe(false);
    expect(isNotFound(Object.assign(new Error('Not found'), { status: 404 }))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
