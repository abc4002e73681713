import { describe, expect, it } from 'vitest';
import { signedInViewer } from './session';

describe('signedInViewer', () => {
  it('names the signed-in user by id and uuid', () => {
    expect(signedInViewer({ status: 'signedIn', uuid: 'u-1', userId: '1001' })).toEqual({
      userId: '1001',
      uuid: 'u-1',
    });
  });

  it('is undefined for guests, expired sessions and tokens without a sub', () => {
    expect(signedInViewer({ status: 'anonymous' })).toBeUndefined();
    expect(signedInViewer({ status: 'expired' })).toBeUndefined();
    expect(signedInViewer({ status: 'signedIn', uuid: 'u-1' })).toBeUndefined();
  });
});
