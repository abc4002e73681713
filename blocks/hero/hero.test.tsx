import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER, renderWithEngine } from '../../engine/testing';
import { heroBlockSchema } from '../../schemas/blocks/hero';
import fixture from '../../stories/fixtures/blocks/hero.json';
import Hero from './Hero';

const block = (overrides: Record<string, unknown> = {}) => heroBlockSchema.parse({ ...fixture, ...overrides });

describe('hero block', () => {
  // Its level (h1 as the page's hero) is checked through <PageView> in blocks/headings.test.tsx.
  it('shows the title as the heading and the description as subtitle', () => {
    renderWithEngine(<Hero block={block()} data={undefined} />);
    expect(screen.getByRole('heading', { name: fixture.title })).toBeInTheDocument();
    expect(screen.getByText(fixture.description)).toBeInTheDocument();
  });

  it('offers guests JOIN WITH EMAIL and JOIN WITH Facebook, and no cta (spec §2.7)', () => {
    renderWithEngine(<Hero block={block()} data={undefined} />);
    expect(screen.getByRole('link', { name: 'JOIN WITH EMAIL' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'JOIN WITH Facebook' })).toHaveAttribute(
      'href',
      '/register?provider=facebook',
    );
    expect(screen.queryByRole('link', { name: fixture.cta })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('shows signed-in users only the cta button, linking to the destination', () => {
    renderWithEngine(<Hero block={block()} data={undefined} />, { signedInAs: MEMBER });
    expect(screen.getByRole('link', { name: fixture.cta })).toHaveAttribute('href', fixture.destination);
    expect(screen.queryByRole('link', { name: /JOIN WITH/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it.each([
    ['no cta', { cta: null }],
    ['no destination', { destination: null }],
  ])('shows signed-in users no button when the block has %s', (_, overrides) => {
    renderWithEngine(<Hero block={block(overrides)} data={undefined} />, { signedInAs: MEMBER });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('picks the background image per platform, loaded at once', () => {
    const { container } = renderWithEngine(<Hero block={block()} data={undefined} />);
    const picture = container.querySelector('picture');
    expect(picture?.querySelector('source')).toHaveAttribute('media', '(max-width: 767px)');
    expect(picture?.querySelector('source')).toHaveAttribute('srcset', '/media/tiles/join-kitswap-mobile.svg');
    const image = within(picture as HTMLElement).getByRole('presentation');
    expect(image).toHaveAttribute('src', '/media/tiles/join-kitswap.svg');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('hands the per-platform alignment and colours to the stylesheet', () => {
    const { container } = renderWithEngine(<Hero block={block()} data={undefined} />);
    const section = container.querySelector('section') as HTMLElement;
    expect(section.style.getPropertyValue('--ks-tile-align-web')).toBe('left');
    expect(section.style.getPropertyValue('--ks-tile-align-mobile')).toBe('center');
    expect(section.style.getPropertyValue('--ks-tile-text-web')).toBe('#ffffff');
    expect(section.style.getPropertyValue('--ks-tile-button-web')).toBe('#02c874');
  });

  it('renders without tiles: no image, same headline and buttons', () => {
    const { container } = renderWithEngine(<Hero block={block({ tiles: null })} data={undefined} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent(fixture.title);
    expect(screen.getByRole('link', { name: 'JOIN WITH EMAIL' })).toBeInTheDocument();
  });
});
