import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blocks } from '..';
import { ApiError, PageView } from '../../engine';
import { fakeApi, json, MEMBER, renderWithEngine } from '../../engine/testing';
import { blockSchemaFor } from '../../schemas/blocks';
import { itemSchema } from '../../schemas/entities/item';
import { accountFixture, fixtureItemSearch } from '../../stories/feed-api';
import fixture from '../../stories/fixtures/blocks/item-grid-shaped-v1.json';
import itemsFixture from '../../stories/fixtures/items.json';
import { FEED_SIZE, NO_EXTERNAL_ID_WARNING, shapedFeedQuery } from './feed-queries';
import { itemGridShapedV1Block } from './index';
import { RANK_PARSE_ERROR, rankItemIds } from './rank';
import ShapedFeed from './ShapedFeed';
import { fixtureItemIds, spyWarn } from './test-support';

const block = blockSchemaFor('item-grid-shaped-v1').parse(fixture);
const items = itemsFixture.map((item) => itemSchema.parse(item));
/** 25 ranked ids: the fixture items first, then ids the item search does not know. */
const rankedIds = [...fixtureItemIds, ...Array.from({ length: 11 }, (_, index) => 90_000 + index)].map(String);

function feedApi(externalId: string | null = 'ks-rec-demo_buyer') {
  return fakeApi({
    'GET /v1/account': accountFixture(externalId),
    'POST /v1/models/:model/rank': { ids: rankedIds },
    'GET /v1/items': fixtureItemSearch,
  });
}

describe('item-grid-shaped-v1, the personalised feed (spec §7.8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('for a guest: calls nothing and renders nothing', async () => {
    const { api, calls } = feedApi();
    renderWithEngine(<PageView blocks={[fixture, { id: 9, layout: 'text-title', title: 'After' }]} />, { blocks, api });
    expect(await screen.findByRole('heading', { name: 'After' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Picked for You' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('signed in: the account, the rank call of §7.8 with neither an API key nor a bearer token, then the first 18 ids by include_ids', async () => {
    const { api, calls } = feedApi();
    renderWithEngine(<PageView blocks={[fixture]} />, { blocks, api, signedInAs: { userId: '1001', uuid: 'uuid-b' } });
    expect(await screen.findByRole('heading', { name: 'Picked for You' })).toBeInTheDocument();
    expect(calls.map((call) => call.call)).toEqual([
      'GET /v1/account',
      'POST /v1/models/for_you_feed/rank',
      'GET /v1/items',
    ]);
    const rank = calls[1]!;
    expect(rank.headers.get('x-api-key')).toBeNull();
    expect(rank.headers.get('authorization')).toBeNull();
    expect(rank.body).toEqual({
      user_id: 'ks-rec-demo_buyer',
      flush_paginations: false,
      return_metadata: false,
      config: {
        limit: 250,
        diversity_factor: 0.5,
        diversity_window: 4,
        diversity_attributes: ['category_2'],
        retrieval_k: 1250,
        retriever_k_override: { knn: 1000, toplist: 0, trending: 0, random: 250, chronological: 0 },
      },
    });
    expect(calls[2]!.query.get('include_ids')).toBe(rankedIds.slice(0, FEED_SIZE).join(','));
    expect(calls[2]!.query.get('include_meta')).toBe('0');
    // The 14 fixture items exist; the 4 other ids of the first 18 are gone from the search.
    expect(screen.getAllByRole('article')).toHaveLength(fixtureItemIds.length);
  });

  it('lays the 18 out as 3 rows of 6, items 13 to 18 hidden on mobile (4×rows)', () => {
    const eighteen = Array.from({ length: FEED_SIZE }, (_, index) => ({
      ...items[index % items.length]!,
      id: 5000 + index,
    }));
    const { container } = render(<ShapedFeed block={block} data={eighteen} />);
    expect(screen.getAllByRole('article')).toHaveLength(18);
    const desktopOnly = Array.from(container.querySelectorAll('li')).map((item) =>
      item.classList.contains('ks-item-card-grid__item--desktop-only'),
    );
    expect(desktopOnly).toEqual([...Array(12).fill(false), ...Array(6).fill(true)]);
  });

  it('renders nothing for an empty feed', () => {
    const { container } = render(<ShapedFeed block={block} data={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('skips the feed with a warning when the account has no external_id (spec §8)', async () => {
    const warn = spyWarn();
    const { api, calls } = feedApi(null);
    renderWithEngine(<PageView blocks={[fixture, { id: 9, layout: 'text-title', title: 'After' }]} />, {
      blocks,
      api,
      signedInAs: MEMBER,
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(NO_EXTERNAL_ID_WARNING));
    expect(calls.map((call) => call.call)).toEqual(['GET /v1/account']);
    expect(screen.queryByRole('heading', { name: 'Picked for You' })).toBeNull();
  });

  it('prefetches for the server HTML, keyed by sign-in', async () => {
    const { api } = feedApi();
    const queryClient = new QueryClient();
    await itemGridShapedV1Block.prefetch(block, { api, signedIn: true }, queryClient);
    expect(queryClient.getQueryData(shapedFeedQuery(block, { api, signedIn: true }).queryKey)).toHaveLength(
      fixtureItemIds.length,
    );
    expect(shapedFeedQuery(block, { api, signedIn: false }).queryKey).not.toEqual(
      shapedFeedQuery(block, { api, signedIn: true }).queryKey,
    );
  });
});

describe('the rank call errors (spec §8)', () => {
  it("fails with 'Failed to parse rank response JSON' when the answer is not JSON", async () => {
    const { api } = fakeApi({ 'POST /v1/models/m/rank': () => new Response('<html>oops</html>', { status: 200 }) });
    await expect(rankItemIds(api, 'm', 'u')).rejects.toThrow(RANK_PARSE_ERROR);
  });

  it('fails the same way on an error page that is not JSON', async () => {
    const { api } = fakeApi({ 'POST /v1/models/m/rank': () => new Response('Bad Gateway', { status: 502 }) });
    await expect(rankItemIds(api, 'm', 'u')).rejects.toMatchObject({ message: RANK_PARSE_ERROR, status: 502 });
  });

  it("wraps a server 'message' as detail [{msg, type: 'error'}]", async () => {
    const { api } = fakeApi({ 'POST /v1/models/m/rank': () => json({ message: 'Model not ready' }, 503) });
    const error = await rankItemIds(api, 'm', 'u').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Model not ready',
      status: 503,
      json: { detail: [{ msg: 'Model not ready', type: 'error' }] },
    });
  });

  it('keeps our own error bodies as they are', async () => {
    const { api } = fakeApi({
      'POST /v1/models/m/rank': () => json({ errors: [{ message: 'User not found', code: 'not_found' }] }, 404),
    });
    await expect(rankItemIds(api, 'm', 'u')).rejects.toMatchObject({ message: 'User not found', status: 404 });
  });

  it('reads string ids as numbers and drops anything else', async () => {
    const { api } = fakeApi({ 'POST /v1/models/m/rank': { ids: ['12', 7, 'x', '-3'] } });
    expect(await rankItemIds(api, 'm', 'u')).toEqual([12, 7]);
  });
});
