import type { ItemDetail } from '../../schemas/entities/item-detail';

/** The guest cart's local storage key (spec §9). */
export const GUEST_CART_KEY = 'guestCartItems';

type GuestCartEntry = { id: number; item: unknown };

/** The guest cart's entries; a read error is an empty cart (spec §8). */
export function readGuestCart(storage: Storage | undefined = globalThis.localStorage): GuestCartEntry[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(GUEST_CART_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is GuestCartEntry => Number.isInteger(entry?.id)) : [];
  } catch {
    return [];
  }
}

/**
 * Puts an item in the guest cart (spec §3 'Guest cart entry: {id, item}'), once. Guests cannot add
 * items with variations (spec §6): the panel never offers it, and this refuses it too.
 */
export function addToGuestCart(item: ItemDetail, storage: Storage | undefined = globalThis.localStorage): boolean {
  if (item.variations.length > 0) return false;
  const entries = readGuestCart(storage);
  if (!entries.some((entry) => entry.id === item.id)) {
    storage?.setItem(GUEST_CART_KEY, JSON.stringify([...entries, { id: item.id, item }]));
  }
  return true;
}

/** Whether the guest cart holds the item. */
export function isInGuestCart(itemId: number, storage?: Storage): boolean {
  return readGuestCart(storage).some((entry) => entry.id === itemId);
}
