import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { landerCollectionsLightBlockSchema } from '../../schemas/blocks/lander-collections-light';
import fixture from '../../stories/fixtures/blocks/lander-collections-light.json';
import LanderCollectionsLight from './LanderCollectionsLight';

const block = (overrides: Record<string, unknown> = {}) =>
  landerCollectionsLightBlockSchema.parse({ ...fixture, ...overrides });

describe('lander-collections-light block', () => {
  it('shows each collection as a card (name, subtitle) linking to it, in a scrolling row named by the title', () => {
    renderWithEngine(<LanderCollectionsLight block={block()} data={undefined} />);
    expect(screen.getByRole('heading', { name: fixture.title })).toBeInTheDocument();
    const row = screen.getByRole('region', { name: fixture.title });
    const links = within(row).getAllByRole('link');
    expect(links).toHaveLength(fixture.tiles.length);
    expect(links[0]).toHaveAttribute('href', '/shop/hockey/sticks/senior');
    expect(links[0]).toHaveTextContent('Game-ready sticks');
    expect(links[0]).toHaveTextContent('Senior composites under $150');
    expect(within(row).getByRole('button', { name: 'Scroll right' })).toBeInTheDocument();
  });

  it('links the cta to the destination', () => {
    renderWithEngine(<LanderCollectionsLight block={block()} data={undefined} />);
    expect(screen.getByRole('link', { name: fixture.cta })).toHaveAttribute('href', fixture.destination);
  });

  it('reserves each image as 3:2 and loads it lazily', () => {
    const { container } = renderWithEngine(<LanderCollectionsLight block={block()} data={undefined} />);
    const image = container.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('loading')]).toEqual([
      '360',
      '240',
      'lazy',
    ]);
  });
});
