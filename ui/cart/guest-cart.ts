import { itemSchema, type Item } from '../../schemas/entities/item';
import { GUEST_CART_KEY } from './guest-cart-key';

export { GUEST_CART_KEY };

/** A guest cart entry (spec §3 'Guest cart entry: {id, item}'): the item as it was when added. */
export interface GuestCartEntry {
  id: number;
  item: unknown;
}

/** What the guest cart needs to know of an item: itself, and whether it has variations. */
export type GuestCartItem = Item & { variations: readonly unknown[] };

const storageOf = (storage: Storage | undefined) =>
  storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Parses the stored text of a guest cart; anything unreadable is an empty cart (spec §8). */
export function parseGuestCart(text: string | null | undefined): GuestCartEntry[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is GuestCartEntry => Number.isInteger(entry?.id)) : [];
  } catch {
    return [];
  }
}

/** The guest cart's entries; a read error is an empty cart (spec §8). */
export function readGuestCart(storage?: Storage): GuestCartEntry[] {
  try {
    return parseGuestCart(storageOf(storage)?.getItem(GUEST_CART_KEY));
  } catch {
    return [];
  }
}

function writeGuestCart(entries: GuestCartEntry[], storage?: Storage): void {
  const target = storageOf(storage);
  if (entries.length === 0) target?.removeItem(GUEST_CART_KEY);
  else target?.setItem(GUEST_CART_KEY, JSON.stringify(entries));
  // Same-tab listeners (the cart screen, the item page) hear about it like other tabs do.
  if (typeof window !== 'undefined') window.dispatchEvent(new StorageEvent('storage', { key: GUEST_CART_KEY }));
}

/**
 * Puts an item in the guest cart, once. Guests cannot add items with variations (spec §6): the
 * panel never offers it, and this refuses it too (false).
 */
export function addToGuestCart(item: GuestCartItem, storage?: Storage): boolean {
  if (item.variations.length > 0) return false;
  const entries = readGuestCart(storage);
  const { variations: _variations, ...stored } = item;
  if (!entries.some((entry) => entry.id === item.id))
    writeGuestCart([...entries, { id: item.id, item: stored }], storage);
  return true;
}

/** Takes items out of the guest cart (removed by the guest, or merged into their account's cart). */
export function removeFromGuestCart(ids: readonly number[], storage?: Storage): void {
  const entries = readGuestCart(storage);
  const kept = entries.filter((entry) => !ids.includes(entry.id));
  if (kept.length !== entries.length) writeGuestCart(kept, storage);
}

/** Whether the guest cart holds the item. */
export function isInGuestCart(itemId: number, storage?: Storage): boolean {
  return readGuestCart(storage).some((entry) => entry.id === itemId);
}

/** The stored item of an entry when it still reads as an item (else the line shows its id only). */
export function guestCartItem(entry: GuestCartEntry): Item | null {
  const parsed = itemSchema.safeParse(entry.item);
  return parsed.success ? parsed.data : null;
}
