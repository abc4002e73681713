import { describe, expect, it } from 'vitest';
import { readOfferAmount } from './offer-amount';

describe('readOfferAmount', () => {
  const limits = { price: 119.99, answered: 80 };
  it.each([
    ['45.50', { amount: 45.5 }],
    [' $1,00.5 ', { amount: 100.5 }],
    ['.5', { amount: 0.5 }],
    ['119.98', { amount: 119.98 }],
    ['', { error: 'Enter an amount' }],
    ['   ', { error: 'Enter an amount' }],
    ['abc', { error: 'Enter a number of dollars, like 95.50' }],
    ['-5', { error: 'Enter a number of dollars, like 95.50' }],
    ['1e2', { error: 'Enter a number of dollars, like 95.50' }],
    ['0', { error: 'Enter an amount above $0' }],
    ['10.005', { error: 'Enter dollars and cents, like 95.50' }],
    ['119.99', { error: 'Enter less than the price, $119.99' }],
    ['150', { error: 'Enter less than the price, $119.99' }],
    ['80', { error: 'Enter an amount other than $80' }],
    ['80.00', { error: 'Enter an amount other than $80' }],
  ])('%j → %j', (text, expected) => {
    expect(readOfferAmount(text, limits)).toEqual(expected);
  });

  it('takes any amount below the price when it answers no offer', () => {
    expect(readOfferAmount('80', { price: 119.99, answered: null })).toEqual({ amount: 80 });
  });
});
