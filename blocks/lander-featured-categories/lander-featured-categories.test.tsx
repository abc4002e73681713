import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { landerFeaturedCategoriesBlockSchema } from '../../schemas/blocks/lander-featured-categories';
import fixture from '../../stories/fixtures/blocks/lander-featured-categories.json';
import LanderFeaturedCategories from './LanderFeaturedCategories';

const block = (overrides: Record<string, unknown> = {}) =>
  landerFeaturedCategoriesBlockSchema.parse({ ...fixture, ...overrides });

describe('lander-featured-categories block', () => {
  it('shows at most 6 categories (spec §2.7, §9), in order', () => {
    expect(fixture.tiles.length).toBeGreaterThan(6);
    renderWithEngine(<LanderFeaturedCategories block={block()} data={undefined} />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(fixture.tiles.slice(0, 6).map((tile) => tile.title));
    expect(links[0]).toHaveAttribute('href', '/shop/hockey/sticks');
  });

  it('then links "Show all categories" to the block destination', () => {
    renderWithEngine(<LanderFeaturedCategories block={block()} data={undefined} />);
    expect(screen.getByRole('link', { name: 'Show all categories' })).toHaveAttribute('href', fixture.destination);
  });

  it('shows fewer when it has fewer, and no "Show all categories" without a destination', () => {
    renderWithEngine(
      <LanderFeaturedCategories
        block={block({ tiles: fixture.tiles.slice(0, 2), destination: null })}
        data={undefined}
      />,
    );
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Show all categories' })).toBeNull();
  });

  it('lazy-loads images sized 4:3, so their space is reserved', () => {
    const { container } = renderWithEngine(<LanderFeaturedCategories block={block()} data={undefined} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['400', '300']);
  });
});
