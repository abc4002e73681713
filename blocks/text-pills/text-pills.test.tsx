import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { textPillsBlockSchema } from '../../schemas/blocks/text-pills';
import fixture from '../../stories/fixtures/blocks/text-pills.json';
import TextPills from './TextPills';

const block = (overrides: Record<string, unknown> = {}) => textPillsBlockSchema.parse({ ...fixture, ...overrides });

describe('text-pills block', () => {
  it('lists each tile as a link to its destination, in order, under a section heading', () => {
    renderWithEngine(<TextPills block={block()} data={undefined} />);
    expect(screen.getByRole('heading', { name: fixture.title })).toBeInTheDocument();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      fixture.tiles.map((tile) => [tile.title, tile.destination]),
    );
  });

  it('without a title the section is still named for screen readers', () => {
    renderWithEngine(<TextPills block={block({ title: null })} data={undefined} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('region', { name: 'Quick links' })).toBeInTheDocument();
  });

  it('a pill without a destination is invalid content (the block is dropped)', () => {
    expect(textPillsBlockSchema.safeParse({ ...fixture, tiles: [{ id: 1, title: 'Skates' }] }).success).toBe(false);
  });
});
