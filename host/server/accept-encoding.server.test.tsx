import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding';

describe('Accept-Encoding with weights (RFC 9110 §12.5.3)', () => {
  it.each([
    // [header, what we have, what we send]
    ['gzip, deflate, br', ['br', 'gzip'], 'br'],
    ['gzip, deflate', ['br', 'gzip'], 'gzip'],
    ['gzip;q=0', ['br', 'gzip'], null],
    ['gzip;q=0', ['gzip'], null],
    ['GZIP; Q=0', ['gzip'], null],
    ['gzip; q=0.000', ['gzip'], null],
    ['*;q=0', ['br', 'gzip'], null],
    ['*;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['*', ['br', 'gzip'], 'br'],
    ['br;q=1, gzip;q=0.5', ['br', 'gzip'], 'br'],
    ['br;q=1, gzip;q=0.5', ['gzip'], 'gzip'],
    ['br;q=0.5, gzip;q=1', ['br', 'gzip'], 'gzip'],
    ['br;q=0.001, gzip;q=0', ['br', 'gzip'], 'br'],
    ['br;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['x-gzip', ['gzip'], 'gzip'],
    ['identity', ['br', 'gzip'], null],
    ['gzip;q=0.5, identity', ['gzip'], null],
    ['gzip, identity;q=0.5', ['gzip'], 'gzip'],
    ['gzip;q=0, identity;q=0', ['gzip'], null],
    ['gzip;q=abc', ['gzip'], null],
    ['gzip;q=2', ['gzip'], null],
    ['gzip;q=-1', ['gzip'], null],
    ['', ['br', 'gzip'], null],
    [null, ['br', 'gzip'], null],
  ] as const)('%j with %j → %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});
