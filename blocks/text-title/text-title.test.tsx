import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { textTitleBlockSchema } from '../../schemas/blocks/text-title';
import fixture from '../../stories/fixtures/blocks/text-title.json';
import TextTitle from './TextTitle';

const block = (overrides: Record<string, unknown> = {}) => textTitleBlockSchema.parse({ ...fixture, ...overrides });

describe('text-title block', () => {
  // Its level (h1 without a hero, h2 under one) is checked through <PageView> in blocks/headings.test.tsx.
  it('shows the title as a heading, with its description', () => {
    renderWithEngine(<TextTitle block={block()} data={undefined} />);
    expect(screen.getByRole('heading', { name: fixture.title })).toBeInTheDocument();
    expect(screen.getByText(fixture.description)).toBeInTheDocument();
  });

  it('links the cta to the destination', () => {
    renderWithEngine(<TextTitle block={block()} data={undefined} />);
    expect(screen.getByRole('link', { name: fixture.cta })).toHaveAttribute('href', fixture.destination);
  });

  it('links the title itself when there is a destination but no cta', () => {
    renderWithEngine(<TextTitle block={block({ cta: null })} data={undefined} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: fixture.title })).toHaveAttribute('href', fixture.destination);
  });

  it('shows only the title when the block has nothing else', () => {
    renderWithEngine(<TextTitle block={block({ description: null, cta: null, destination: null })} data={undefined} />);
    expect(screen.getByRole('heading')).toHaveTextContent(fixture.title);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(fixture.description)).toBeNull();
  });
});
