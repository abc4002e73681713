import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from './numbers';

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1_250_000)).toBe('1,250,000');
  });
});

describe('formatPercent', () => {
  it('writes a share as a whole percentage', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(5 / 8)).toBe('63%');
    expect(formatPercent(1)).toBe('100%');
  });
});
