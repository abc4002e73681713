import { vi } from 'vitest';
import items from '../../stories/fixtures/items.json';

export const fixtureItemIds: number[] = items.map((item) => item.id);

/** Silences and records console.warn for one test. */
export function spyWarn() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}
