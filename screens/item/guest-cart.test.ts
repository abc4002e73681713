import { beforeEach, describe, expect, it } from 'vitest';
import { addToGuestCart, isInGuestCart, readGuestCart } from './guest-cart';
import { baseItem, itemWith } from './test-support';

describe('guest cart (local storage guestCartItems)', () => {
  beforeEach(() => localStorage.clear());

  it('adds an item once as {id, item}', () => {
    expect(addToGuestCart(baseItem)).toBe(true);
    addToGuestCart(baseItem);
    expect(readGuestCart()).toEqual([{ id: 5, item: baseItem }]);
    expect(isInGuestCart(5)).toBe(true);
  });

  it('refuses items with variations (spec §6)', () => {
    expect(addToGuestCart(itemWith({ variations: [{ id: 1, name: 'S', quantity: 1 }] }))).toBe(false);
    expect(readGuestCart()).toEqual([]);
  });

  it('reads a broken cart as empty (spec §8)', () => {
    localStorage.setItem('guestCartItems', '[{"id":');
    expect(readGuestCart()).toEqual([]);
    localStorage.setItem('guestCartItems', '{"id":1}');
    expect(readGuestCart()).toEqual([]);
  });
});
