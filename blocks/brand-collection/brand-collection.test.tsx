import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { brandCollectionBlockSchema } from '../../schemas/blocks/brand-collection';
import fixture from '../../stories/fixtures/blocks/brand-collection.json';
import BrandCollection from './BrandCollection';

const block = (overrides: Record<string, unknown> = {}) =>
  brandCollectionBlockSchema.parse({ ...fixture, ...overrides });

describe('brand-collection block', () => {
  it('links each brand by name to its destination', () => {
    renderWithEngine(<BrandCollection block={block()} data={undefined} />);
    expect(screen.getByRole('heading', { name: fixture.title })).toBeInTheDocument();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(fixture.tiles.map((tile) => tile.title));
    expect(links[0]).toHaveAttribute('href', '/search?brand=bauer');
  });

  it("then 'See More Brands' links to the block destination", () => {
    renderWithEngine(<BrandCollection block={block()} data={undefined} />);
    expect(screen.getByRole('link', { name: 'See More Brands' })).toHaveAttribute('href', fixture.destination);
  });

  it("without a destination there is no 'See More Brands'", () => {
    renderWithEngine(<BrandCollection block={block({ destination: null })} data={undefined} />);
    expect(screen.queryByRole('link', { name: 'See More Brands' })).toBeNull();
  });

  it('a brand with a logo shows it in a sized frame and keeps its name as the link text', () => {
    const tiles = [{ ...fixture.tiles[0], background_image_url: '/media/tiles/hockey.svg' }];
    const { container } = renderWithEngine(<BrandCollection block={block({ tiles })} data={undefined} />);
    const image = container.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('alt')]).toEqual([
      '240',
      '160',
      '',
    ]);
    expect(screen.getByRole('link', { name: 'Bauer' })).toBeInTheDocument();
  });
});
