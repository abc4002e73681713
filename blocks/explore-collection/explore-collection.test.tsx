import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { exploreCollectionBlockSchema } from '../../schemas/blocks/explore-collection';
import fixture from '../../stories/fixtures/blocks/explore-collection.json';
import ExploreCollection from './ExploreCollection';

const block = (overrides: Record<string, unknown> = {}) =>
  exploreCollectionBlockSchema.parse({ ...fixture, ...overrides });
const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
const visibleOn = (side: 'mobile' | 'desktop') =>
  items().filter((item) => !item.classList.contains(`ks-capped__past-${side}`));

describe('explore-collection block', () => {
  it('shows 12 tiles on desktop and 5 on mobile; the rest wait for Show More (spec §2.7, §9)', () => {
    expect(fixture.tiles.length).toBeGreaterThan(12);
    renderWithEngine(<ExploreCollection block={block()} data={undefined} />);
    expect(items()).toHaveLength(fixture.tiles.length);
    expect(visibleOn('desktop').map((item) => item.textContent)).toEqual(
      fixture.tiles.slice(0, 12).map((tile) => tile.title),
    );
    expect(visibleOn('mobile')).toHaveLength(5);
    const more = screen.getByRole('button', { name: 'Show More' });
    expect(more).not.toHaveClass('ks-capped__more--mobile-only');
  });

  it('Show More reveals every tile and goes away', () => {
    const { container } = renderWithEngine(<ExploreCollection block={block()} data={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(container.querySelector('.ks-capped')).toHaveClass('ks-capped--open');
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('with 6 to 12 tiles Show More is for mobile only; with 5 or fewer there is none', () => {
    renderWithEngine(<ExploreCollection block={block({ tiles: fixture.tiles.slice(0, 12) })} data={undefined} />);
    expect(screen.getByRole('button', { name: 'Show More' })).toHaveClass('ks-capped__more--mobile-only');
    renderWithEngine(<ExploreCollection block={block({ tiles: fixture.tiles.slice(0, 5) })} data={undefined} />);
    expect(screen.getAllByRole('button', { name: 'Show More' })).toHaveLength(1);
  });

  it('each tile links to its destination with a square, sized, lazy image', () => {
    const { container } = renderWithEngine(<ExploreCollection block={block()} data={undefined} />);
    expect(within(items()[2]!).getByRole('link', { name: 'Golf' })).toHaveAttribute('href', '/shop/golf');
    const image = container.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('loading')]).toEqual([
      '300',
      '300',
      'lazy',
    ]);
  });
});
