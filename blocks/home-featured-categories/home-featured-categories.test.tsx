import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { homeFeaturedCategoriesBlockSchema } from '../../schemas/blocks/home-featured-categories';
import fixture from '../../stories/fixtures/blocks/home-featured-categories.json';
import HomeFeaturedCategories from './HomeFeaturedCategories';

const block = (overrides: Record<string, unknown> = {}) =>
  homeFeaturedCategoriesBlockSchema.parse({ ...fixture, ...overrides });
const MOBILE_ONLY = 'ks-featured-categories__item--mobile-only';

describe('home-featured-categories block', () => {
  it('shows each category as a card linking to its destination, under a section heading', () => {
    renderWithEngine(<HomeFeaturedCategories block={block()} data={undefined} />);
    expect(screen.getByRole('heading', { level: 2, name: fixture.title })).toBeInTheDocument();
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(fixture.tiles.map((tile) => tile.title));
    expect(links[1]).toHaveAttribute('href', '/shop/golf');
  });

  it('shows at most 8 on desktop; the mobile row scrolls through all of them (spec §2.7)', () => {
    expect(fixture.tiles.length).toBeGreaterThan(8);
    renderWithEngine(<HomeFeaturedCategories block={block()} data={undefined} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(fixture.tiles.length);
    expect(items.filter((item) => !item.classList.contains(MOBILE_ONLY))).toHaveLength(8);
    expect(items.slice(8).every((item) => item.classList.contains(MOBILE_ONLY))).toBe(true);
    // The stylesheet hides those items from 768 px up, the desktop side of the spec §9 breakpoint.
    const css = readFileSync(
      resolve(process.cwd(), 'blocks/home-featured-categories/HomeFeaturedCategories.css'),
      'utf8',
    );
    expect(css).toMatch(new RegExp(`@media \\(min-width: 768px\\) \\{\\s*\\.${MOBILE_ONLY} \\{\\s*display: none;`));
  });

  it('hides none when there are 8 or fewer', () => {
    renderWithEngine(<HomeFeaturedCategories block={block({ tiles: fixture.tiles.slice(0, 5) })} data={undefined} />);
    expect(screen.getAllByRole('listitem').some((item) => item.classList.contains(MOBILE_ONLY))).toBe(false);
  });

  it('lazy-loads the card images, sized to avoid layout shift', () => {
    const { container } = renderWithEngine(<HomeFeaturedCategories block={block()} data={undefined} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/categories/baseball.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '320');
  });

  it('links the cta to the destination', () => {
    renderWithEngine(<HomeFeaturedCategories block={block()} data={undefined} />);
    expect(screen.getByRole('link', { name: fixture.cta })).toHaveAttribute('href', fixture.destination);
  });
});
