import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { trendingSearchesBlockSchema } from '../../schemas/blocks/trending-searches';
import fixture from '../../stories/fixtures/blocks/trending-searches.json';
import TrendingSearches from './TrendingSearches';

const block = (overrides: Record<string, unknown> = {}) =>
  trendingSearchesBlockSchema.parse({ ...fixture, ...overrides });

describe('trending-searches block', () => {
  it("links each search to its results, in the editor's order, as an ordered list", () => {
    renderWithEngine(<TrendingSearches block={block()} data={undefined} />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(fixture.tiles.map((tile) => tile.title));
    expect(links[0]).toHaveAttribute('href', '/search?q=Bauer+Vapor');
    expect(links[4]).toHaveAttribute('href', '/search?q=Catcher%27s+gear+set');
  });

  it("a tile's destination wins over the search link", () => {
    renderWithEngine(<TrendingSearches block={block()} data={undefined} />);
    expect(screen.getByRole('link', { name: 'Goalie pads' })).toHaveAttribute('href', '/shop/hockey/goalie');
  });

  it('is headed "Trending Searches" when the CMS gives no title', () => {
    renderWithEngine(<TrendingSearches block={block({ title: null })} data={undefined} />);
    expect(screen.getByRole('heading', { name: 'Trending Searches' })).toBeInTheDocument();
  });

  it('refuses blank searches', () => {
    expect(trendingSearchesBlockSchema.safeParse({ ...fixture, tiles: [{ id: 1, title: '  ' }] }).success).toBe(false);
  });
});
