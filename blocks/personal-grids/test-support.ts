import { vi } from 'vitest';
import { json, type FakeAnswer } from '../../engine/testing';
import items from '../../stories/fixtures/items.json';

/** GET /v1/items with include_ids, for fakeApi: the fixture items of those ids, in the order asked. */
export const fixtureItemSearch: FakeAnswer = ({ query }) => {
  const ids = query.get('include_ids')?.split(',').map(Number) ?? [];
  return json({ data: ids.flatMap((id) => items.filter((item) => item.id === id)) });
};

export const fixtureItemIds: number[] = items.map((item) => item.id);

/** Silences and records console.warn for one test. */
export function spyWarn() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}
