import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../engine';
import { fakeApi, type FakeAnswer } from '../../engine/testing';
import { itemQuery } from './item-queries';
import { baseItem } from './test-support';

/** Fetches the item page's item for the path after /gear/, the API answering every item route with `answer`. */
function fetchItem(rest: string | undefined, answer: FakeAnswer) {
  const { api, calls } = fakeApi({ 'GET /v1/items/by_url': answer, 'GET /v1/items/:id': answer });
  return { item: new QueryClient().fetchQuery(itemQuery(api, rest)), calls };
}

describe('itemQuery', () => {
  it('asks for a bare id by id, anything else by its url path', async () => {
    const byId = fetchItem('5', { data: baseItem });
    const byPath = fetchItem('used-under-armour-harper-8-baseball-cleats-size-10-5/', { data: baseItem });
    await Promise.all([byId.item, byPath.item]);
    expect([...byId.calls, ...byPath.calls].map((call) => call.url)).toEqual([
      '/v1/items/5',
      '/v1/items/by_url?url=%2Fgear%2Fused-under-armour-harper-8-baseball-cleats-size-10-5',
    ]);
  });

  it('turns an unknown item, an id the API refuses and an empty path into NotFoundError (the 404 page)', async () => {
    await expect(fetchItem('7', 404).item).rejects.toBeInstanceOf(NotFoundError);
    await expect(fetchItem('99999999999', 400).item).rejects.toBeInstanceOf(NotFoundError);
    await expect(fetchItem('', { data: baseItem }).item).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lets other failures through (the error page)', async () => {
    await expect(fetchItem('7', 500).item).rejects.toMatchObject({ status: 500 });
  });
});
