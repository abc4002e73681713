import { describe, expect, it } from 'vitest';
import { makeToken } from '../api/test-support';
import { decodeAccessToken } from './token';

describe('decodeAccessToken', () => {
  it('reads uuid, sub, exp and org_id', () => {
    expect(decodeAccessToken(makeToken({ uuid: 'u-1', sub: '42', exp: 1_900_000_000, org_id: 9, scope: 'x' }))).toEqual(
      {
        uuid: 'u-1',
        sub: '42',
        exp: 1_900_000_000,
        org_id: 9,
      },
    );
  });

  it('decodes base64url payloads with UTF-8 text and without padding', () => {
    // 'ÿ?>~~~' puts '_' and '-' in the encoding; 'ë' is a multi-byte character.
    expect(decodeAccessToken(makeToken({ uuid: 'ÿ?>~~~', sub: 'Zoë' }))).toEqual({ uuid: 'ÿ?>~~~', sub: 'Zoë' });
  });

  it('gives an empty claim set for a token without claims, and leaves out claims of the wrong type', () => {
    expect(decodeAccessToken(makeToken({}))).toEqual({});
    expect(decodeAccessToken(makeToken({ uuid: 5, exp: 'soon', org_id: { a: 1 } }))).toEqual({});
  });

  it('returns null for anything that is not a JWT with a JSON object payload', () => {
    for (const garbage of [
      '',
      'abc',
      'a.b',
      'a.b.c.d',
      'x.!!!.y',
      `x.${btoa('not json')}.y`,
      `x.${btoa('[1,2]')}.y`,
      `x.${btoa('null')}.y`,
      'x.%%%.y',
    ]) {
      expect(decodeAccessToken(garbage)).toBeNull();
    }
  });
});
