import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { landerHeaderBlockSchema } from '../../schemas/blocks/lander-header';
import fixture from '../../stories/fixtures/blocks/lander-header.json';
import LanderHeader from './LanderHeader';

const block = (overrides: Record<string, unknown> = {}) => landerHeaderBlockSchema.parse({ ...fixture, ...overrides });

describe('lander-header block', () => {
  // Its level (h1 without a hero, h2 under one) is checked through <PageView> in blocks/headings.test.tsx.
  it('shows the title as a heading, the description and the cta link', () => {
    renderWithEngine(<LanderHeader block={block()} data={undefined} />);
    expect(screen.getByRole('heading', { name: fixture.title })).toBeInTheDocument();
    expect(screen.getByText(fixture.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: fixture.cta })).toHaveAttribute('href', fixture.destination);
  });

  it('loads the banner image at once, sized so its frame is reserved', () => {
    const { container } = renderWithEngine(<LanderHeader block={block()} data={undefined} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/tiles/hockey.svg');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
  });

  it('without tiles or cta: only the title and description', () => {
    const { container } = renderWithEngine(<LanderHeader block={block({ tiles: null, cta: null })} data={undefined} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('drops a block without a title (the schema refuses it)', () => {
    expect(landerHeaderBlockSchema.safeParse({ ...fixture, title: '' }).success).toBe(false);
  });
});
