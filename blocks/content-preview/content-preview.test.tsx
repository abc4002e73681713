import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { contentPreviewBlockSchema } from '../../schemas/blocks/content-preview';
import fixture from '../../stories/fixtures/blocks/content-preview.json';
import ContentPreview from './ContentPreview';

const block = (overrides: Record<string, unknown> = {}) =>
  contentPreviewBlockSchema.parse({ ...fixture, ...overrides });

describe('content-preview block', () => {
  it("shows the title, the opening text and 'Read Full Guide' to the guide", () => {
    renderWithEngine(<ContentPreview block={block()} data={undefined} />);
    expect(screen.getByRole('heading', { name: fixture.title })).toBeInTheDocument();
    expect(screen.getByText(fixture.description)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: `Read Full Guide: ${fixture.title}` });
    expect(link).toHaveTextContent(/^Read Full Guide$/);
    expect(link).toHaveAttribute('href', fixture.destination);
  });

  it('reserves a 2:1 frame for the first tile image, and shows none without one', () => {
    const { container, unmount } = renderWithEngine(<ContentPreview block={block()} data={undefined} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/tiles/golf.svg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '600');
    unmount();
    const bare = renderWithEngine(<ContentPreview block={block({ tiles: [] })} data={undefined} />);
    expect(bare.container.querySelector('img')).toBeNull();
  });

  it('is invalid without a destination (the block is dropped, not shown without its link)', () => {
    expect(contentPreviewBlockSchema.safeParse({ ...fixture, destination: null }).success).toBe(false);
    expect(contentPreviewBlockSchema.safeParse({ ...fixture, destination: 'javascript:alert(1)' }).success).toBe(false);
  });
});
