import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { textParagraphBlockSchema } from '../../schemas/blocks/text-paragraph';
import fixture from '../../stories/fixtures/blocks/text-paragraph.json';
import { paragraphsOf } from './paragraphs';
import TextParagraph from './TextParagraph';

const block = (overrides: Record<string, unknown> = {}) => textParagraphBlockSchema.parse({ ...fixture, ...overrides });

describe('text-paragraph block', () => {
  it('shows the title as a section heading and the description as paragraphs', () => {
    const { container } = renderWithEngine(<TextParagraph block={block()} data={undefined} />);
    expect(screen.getByRole('heading', { level: 2, name: fixture.title })).toBeInTheDocument();
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveTextContent(/^Kids outgrow cleats every season/);
    expect(paragraphs[1]).toHaveTextContent(/^Every listing shows the condition/);
    // A single line break stays a line break inside its paragraph.
    expect(paragraphs[1]?.querySelectorAll('br')).toHaveLength(1);
  });

  it('has no heading without a title', () => {
    renderWithEngine(<TextParagraph block={block({ title: null })} data={undefined} />);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows markup in the text as plain text, never as HTML', () => {
    const description = '<b>Bold</b> claims <img src=x onerror="alert(1)">\n\n<script>alert(2)</script>';
    const { container } = renderWithEngine(<TextParagraph block={block({ description })} data={undefined} />);
    expect(container.querySelector('b, img, script')).toBeNull();
    expect(screen.getByText('<b>Bold</b> claims <img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(screen.getByText('<script>alert(2)</script>')).toBeInTheDocument();
  });

  it('splits paragraphs on blank lines, including lines of spaces and Windows line ends', () => {
    expect(paragraphsOf('One\r\n\r\nTwo\n  \nThree\nstill three\n\n\n')).toEqual([
      ['One'],
      ['Two'],
      ['Three', 'still three'],
    ]);
  });
});
