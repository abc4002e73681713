import { describe, expect, it } from 'vitest';
import { ApiError, displayedMessage } from './errors';

const apiError = (errors: ConstructorParameters<typeof ApiError>[0]['errors'], status = 400) =>
  new ApiError({ status, endpoint: '/v1/x', errors });

describe('displayedMessage (spec §8)', () => {
  it('shows the first entry that has a message, detail or error, in that field order', () => {
    expect(
      displayedMessage(
        apiError([{ code: 'a' }, { detail: 'Detail two', error: 'Error two' }, { message: 'Message three' }]),
      ),
    ).toBe('Detail two');
    expect(displayedMessage(apiError([{ error: 'Only error', code: 'x' }]))).toBe('Only error');
    expect(displayedMessage(apiError([{ message: 'Message', detail: 'Detail', error: 'Error' }]))).toBe('Message');
  });

  it('otherwise shows "Code: {code}", falling back to the HTTP status', () => {
    expect(displayedMessage(apiError([{ code: 'out_of_stock', field: 'qty' }]))).toBe('Code: out_of_stock');
    expect(displayedMessage(apiError([], 503))).toBe('Code: 503');
    expect(displayedMessage(apiError([{ field: 'qty' }], 409))).toBe('Code: 409');
  });

  it('shows "Something went wrong..." for a null error', () => {
    expect(displayedMessage(null)).toBe('Something went wrong...');
    expect(displayedMessage(undefined)).toBe('Something went wrong...');
  });

  it('shows a plain error its message, and reads a raw error body', () => {
    expect(displayedMessage(new Error('Boom'))).toBe('Boom');
    expect(displayedMessage({ errors: [{ code: 'E1' }] })).toBe('Code: E1');
    expect(displayedMessage({ errors: [] })).toBe('Something went wrong...');
  });

  it('is the ApiError message, and an explicit message wins', () => {
    expect(apiError([{ message: 'Shown' }]).message).toBe('Shown');
    expect(
      new ApiError({ status: 401, endpoint: '/v1/me', errors: [{ message: 'x' }], message: 'Unauthorized' }).message,
    ).toBe('Unauthorized');
  });
});
