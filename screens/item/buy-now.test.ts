import { describe, expect, it } from 'vitest';
import { buyNowPlan } from './buy-now';
import { baseItem, itemWith } from './test-support';

describe('Buy Now (spec §4.2)', () => {
  it('opens the cart, with the beta checkout flag only for Ctrl or Cmd together with Shift', () => {
    const plain = itemWith({ variations: [] });
    expect(buyNowPlan(plain)).toEqual({ kind: 'checkout', href: '/cart' });
    expect(buyNowPlan(plain, { ctrlKey: true, shiftKey: true })).toEqual({
      kind: 'checkout',
      href: '/cart?beta_checkout=1',
    });
    expect(buyNowPlan(plain, { metaKey: true, shiftKey: true })).toEqual({
      kind: 'checkout',
      href: '/cart?beta_checkout=1',
    });
    expect(buyNowPlan(plain, { ctrlKey: true })).toEqual({ kind: 'checkout', href: '/cart' });
    expect(buyNowPlan(plain, { shiftKey: true })).toEqual({ kind: 'checkout', href: '/cart' });
  });

  it('asks for a variation first when the item has them; the bundle rule list is empty, so no category only carts', () => {
    expect(buyNowPlan(itemWith({ variations: [{ id: 1, name: 'S', quantity: 1 }] }))).toEqual({
      kind: 'choose_variation',
    });
    expect(baseItem.categories?.length).toBeGreaterThan(0);
    expect(buyNowPlan(itemWith({ variations: [] })).kind).toBe('checkout');
  });
});
