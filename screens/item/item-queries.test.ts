import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../engine';
import { offlineApi } from '../../engine/testing';
import { itemQuery } from './item-queries';
import { baseItem, json } from './test-support';

const fetchItem = (rest: string | undefined, answer: (request: Request) => Response) =>
  new QueryClient().fetchQuery(itemQuery(offlineApi(answer), rest));

describe('itemQuery', () => {
  it('asks for a bare id by id, anything else by its url path', async () => {
    const asked: string[] = [];
    const answer = (request: Request) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      return json({ data: baseItem });
    };
    await fetchItem('5', answer);
    await fetchItem('used-under-armour-harper-8-baseball-cleats-size-10-5/', answer);
    expect(asked).toEqual([
      '/v1/items/5',
      '/v1/items/by_url?url=%2Fgear%2Fused-under-armour-harper-8-baseball-cleats-size-10-5',
    ]);
  });

  it('turns an unknown item, an id the API refuses and an empty path into NotFoundError (the 404 page)', async () => {
    await expect(fetchItem('7', () => json({ errors: [{ message: 'Item not found' }] }, 404))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(
      fetchItem('99999999999', () => json({ errors: [{ message: 'too big' }] }, 400)),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(fetchItem('', () => json({ data: baseItem }))).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lets other failures through (the error page)', async () => {
    await expect(fetchItem('7', () => json({ errors: [{ message: 'boom' }] }, 500))).rejects.toMatchObject({
      status: 500,
    });
  });
});
