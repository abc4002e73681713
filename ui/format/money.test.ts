import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney (USD, spec §9)', () => {
  it('shows whole dollars without cents', () => {
    expect(formatMoney(120)).toBe('$120');
    expect(formatMoney(0)).toBe('$0');
  });

  it('shows cents when there are any', () => {
    expect(formatMoney(119.99)).toBe('$119.99');
    expect(formatMoney(0.5)).toBe('$0.50');
  });

  it('groups thousands and rounds to the cent', () => {
    expect(formatMoney(1250)).toBe('$1,250');
    expect(formatMoney(1234.567)).toBe('$1,234.57');
    expect(formatMoney(119.999)).toBe('$120');
  });
});
