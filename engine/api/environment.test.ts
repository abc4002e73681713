import { describe, expect, it } from 'vitest';
import { parseEnvironment } from './environment';

describe('parseEnvironment', () => {
  it('reads the three environments and defaults to development', () => {
    expect(parseEnvironment('production')).toBe('production');
    expect(parseEnvironment(' Staging ')).toBe('staging');
    expect(parseEnvironment('development')).toBe('development');
    expect(parseEnvironment(undefined)).toBe('development');
    expect(parseEnvironment('prod')).toBe('development');
  });
});
