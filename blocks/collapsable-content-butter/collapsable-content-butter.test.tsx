import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { collapsableContentButterBlock } from '.';
import { renderWithEngine } from '../../engine/testing';
import { collapsableContentButterBlockSchema } from '../../schemas/blocks/collapsable-content-butter';
import fixture from '../../stories/fixtures/blocks/collapsable-content-butter.json';

const block = (overrides: Record<string, unknown> = {}) =>
  collapsableContentButterBlockSchema.parse({ ...fixture, ...overrides });
const { Render } = collapsableContentButterBlock;

describe('collapsable-content-butter block', () => {
  it('lists every section in a table of contents and shows them collapsed', async () => {
    renderWithEngine(<Render block={block()} />);
    const toc = await screen.findByRole('navigation', { name: 'Golf club FAQ contents' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(fixture.sections.map((section) => section.title));
    for (const section of fixture.sections) {
      const details = screen.getByText(section.title, { selector: 'summary' }).closest('details')!;
      expect(details.open).toBe(false);
    }
    expect(screen.getByRole('heading', { name: fixture.title })).toBeInTheDocument();
  });

  it('opens a section from its contents link (summaries are native <details> toggles)', async () => {
    const user = userEvent.setup();
    renderWithEngine(<Render block={block()} />);
    const toc = await screen.findByRole('navigation');
    const third = screen.getByText(fixture.sections[2]!.title, { selector: 'summary' });
    await user.click(within(toc).getByRole('link', { name: fixture.sections[2]!.title }));
    expect(third.closest('details')!.open).toBe(true);
    expect(within(toc).getByRole('link', { name: fixture.sections[2]!.title })).toHaveAttribute(
      'href',
      `#${third.closest('details')!.id}`,
    );
  });

  it("renders the section's HTML and its action link", async () => {
    renderWithEngine(<Render block={block()} />);
    expect(await screen.findByText('14 clubs', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop iron sets' })).toHaveAttribute('href', '/shop/golf');
  });

  it('sanitises CMS HTML: no scripts, handlers or javascript: links reach the page', async () => {
    const unsafe =
      '<p onclick="alert(1)">Safe text<script>alert(1)</script> <a href="javascript:alert(1)">bad</a><img src=x onerror="alert(1)"></p>';
    const { container } = renderWithEngine(
      <Render block={block({ sections: [{ title: 'Hostile', content: unsafe }] })} />,
    );
    expect(await screen.findByText('Safe text', { exact: false })).toBeInTheDocument();
    expect(container.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
  });

  it('shows no table of contents for a single section', async () => {
    renderWithEngine(<Render block={block({ sections: fixture.sections.slice(0, 1) })} />);
    expect(await screen.findByText(fixture.sections[0]!.title)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('needs at least one section, each with a title', () => {
    expect(collapsableContentButterBlockSchema.safeParse({ ...fixture, sections: [] }).success).toBe(false);
    expect(
      collapsableContentButterBlockSchema.safeParse({ ...fixture, sections: [{ title: '', content: 'x' }] }).success,
    ).toBe(false);
  });
});
