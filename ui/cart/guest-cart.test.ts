import { beforeEach, describe, expect, it } from 'vitest';
import type { Item } from '../../schemas/entities/item';
import { addToGuestCart, guestCartItem, isInGuestCart, readGuestCart, removeFromGuestCart } from './guest-cart';

const item: Item = { id: 5, name: 'Bauer Vapor stick', state: 'available', price: 120 };

describe('guest cart (local storage guestCartItems)', () => {
  beforeEach(() => localStorage.clear());

  it('adds an item once as {id, item} and removes it', () => {
    expect(addToGuestCart({ ...item, variations: [] })).toBe(true);
    addToGuestCart({ ...item, variations: [] });
    expect(readGuestCart()).toEqual([{ id: 5, item }]);
    expect(guestCartItem(readGuestCart()[0]!)).toEqual(item);
    expect(isInGuestCart(5)).toBe(true);
    removeFromGuestCart([5]);
    expect(readGuestCart()).toEqual([]);
    expect(localStorage.getItem('guestCartItems')).toBeNull();
  });

  it('refuses items with variations (spec §6)', () => {
    expect(addToGuestCart({ ...item, variations: [{ id: 1, name: 'S', quantity: 1 }] })).toBe(false);
    expect(readGuestCart()).toEqual([]);
  });

  it('reads a broken cart as empty (spec §8), and a broken entry as its id only', () => {
    localStorage.setItem('guestCartItems', '[{"id":');
    expect(readGuestCart()).toEqual([]);
    localStorage.setItem('guestCartItems', '{"id":1}');
    expect(readGuestCart()).toEqual([]);
    localStorage.setItem('guestCartItems', '[{"id":3,"item":{"name":7}},{"id":"x"}]');
    expect(readGuestCart()).toEqual([{ id: 3, item: { name: 7 } }]);
    expect(guestCartItem(readGuestCart()[0]!)).toBeNull();
  });
});
