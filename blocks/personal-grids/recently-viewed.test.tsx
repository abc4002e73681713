import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blocks } from '..';
import { PageView } from '../../engine';
import { fakeApi, renderWithEngine } from '../../engine/testing';
import { fixtureItemSearch } from '../../stories/feed-api';
import fixture from '../../stories/fixtures/blocks/item-grid-recently-viewed.json';
import { recordView } from '../../ui/recently-viewed/recently-viewed';
import { fixtureItemIds } from './test-support';

function renderRecentlyViewed() {
  const { api, calls } = fakeApi({ 'GET /v1/items': fixtureItemSearch });
  renderWithEngine(<PageView blocks={[fixture]} />, { blocks, api });
  return calls;
}

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('link').textContent);

describe('item-grid-recently-viewed (local storage recently_viewed, spec §9)', () => {
  afterEach(() => localStorage.clear());

  it('shows the viewed items most recent first, a re-view moving to the front, fetched by include_ids', async () => {
    const [a, b, c] = fixtureItemIds;
    [a!, b!, c!, a!].forEach((id) => recordView(id));
    const calls = renderRecentlyViewed();
    expect(await screen.findByRole('heading', { name: 'Recently Viewed' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/v1/items');
    expect(calls[0]!.query.get('include_ids')).toBe(`${a},${c},${b}`);
    expect(calls[0]!.query.get('include_meta')).toBe('0');
    expect(cardNames()).toHaveLength(3);
    const ids = screen.getAllByRole('article').map((card) =>
      Number(
        within(card)
          .getByRole('link')
          .getAttribute('href')!
          .match(/-(\d+)\?/)![1],
      ),
    );
    expect(ids).toEqual([a, c, b]);
  });

  it('asks for the 20 most recent of the 24 kept', async () => {
    for (let id = 1; id <= 30; id++) recordView(id);
    const calls = renderRecentlyViewed();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const asked = calls[0]!.query.get('include_ids')!.split(',').map(Number);
    expect(asked).toEqual(Array.from({ length: 20 }, (_, index) => 30 - index));
  });

  it('shows nothing and calls nothing without history', async () => {
    const calls = renderRecentlyViewed();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('links cards with the block as src', async () => {
    recordView(fixtureItemIds[0]!);
    renderRecentlyViewed();
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByRole('link').getAttribute('href')).toMatch(/\?src=item-grid-recently-viewed-3102$/);
  });
});
