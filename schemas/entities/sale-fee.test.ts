import { describe, expect, it } from 'vitest';
import { SALE_FEE, saleFeeCents } from './swap-lifecycle';

/** The fee at its edges (issue 31: every money rule at its edges): 9 %, half up, at least $1.00, at most the price. */
describe('saleFeeCents: 9 % of the price, rounded half up, at least $1.00, never above the price', () => {
  it('takes the minimum up to the price where 9 % reaches $1.00, and 9 % just above', () => {
    // 9 % of $11.11 is 99.99 ¢ (→ 100 ¢); the minimum and the rate meet there.
    expect(saleFeeCents(1_111)).toBe(SALE_FEE.minimumCents);
    // 9 % of $11.16 is 100.44 ¢ → 100; of $11.17, 100.53 ¢ → 101: the rate takes over.
    expect(saleFeeCents(1_116)).toBe(100);
    expect(saleFeeCents(1_117)).toBe(101);
    expect(saleFeeCents(500)).toBe(100);
  });

  it('rounds half a cent up and below half down', () => {
    // 9 % of $50.50 is 454.5 ¢ → 455; of $50.49, 454.41 ¢ → 454; of $50.61, 455.49 ¢ → 455.
    expect(saleFeeCents(5_050)).toBe(455);
    expect(saleFeeCents(5_049)).toBe(454);
    expect(saleFeeCents(5_061)).toBe(455);
    expect(saleFeeCents(10_000)).toBe(900);
  });

  it('never takes more than the price: an item under $1.00 leaves the seller nothing, never less', () => {
    expect(saleFeeCents(99)).toBe(99);
    expect(saleFeeCents(100)).toBe(100);
    expect(saleFeeCents(101)).toBe(100);
    expect(saleFeeCents(1)).toBe(1);
    expect(saleFeeCents(0)).toBe(0);
  });
});
