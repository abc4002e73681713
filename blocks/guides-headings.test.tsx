import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '.';
import { PageView } from '../engine';
import { fakeApi, renderWithEngine } from '../engine/testing';
import blogGrid from '../stories/fixtures/blocks/blog-post-grid-3.json';
import guide from '../stories/fixtures/blocks/buying-guide.json';
import faq from '../stories/fixtures/blocks/collapsable-content-butter.json';
import preview from '../stories/fixtures/blocks/content-preview.json';
import hero from '../stories/fixtures/blocks/hero.json';
import title from '../stories/fixtures/blocks/text-title.json';
import posts from '../stories/fixtures/cms/blog-posts-golf.json';
import guidePage from '../stories/fixtures/cms/buying-guide-golf-drivers.json';

// Load the lazy block code up front, as the client does for server-rendered blocks.
beforeAll(
  () =>
    Promise.all(
      (
        [
          'hero',
          'text-title',
          'content-preview',
          'collapsable-content-butter',
          'blog-post-grid-3',
          'buying-guide',
        ] as const
      ).map((layout) => blocks[layout].preload()),
    ),
  30_000,
);

describe('guide blocks take their heading levels from the page (spec §2.7)', () => {
  it('under a hero and a title block: section titles h3, the buying guide’s own sections h4', async () => {
    const { api } = fakeApi({
      'GET /cms/v2/posts': { data: posts },
      'GET /cms/v2/pages/buying_guide/golf-drivers': { data: guidePage },
    });
    renderWithEngine(<PageView blocks={[hero, title, preview, faq, blogGrid, guide]} />, { blocks, api });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Popular models' })).toBeInTheDocument(), {
      timeout: 8000,
    });
    const headings = screen
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);
    expect(headings.slice(0, 6)).toEqual([
      `h1 ${hero.title}`,
      `h2 ${title.title}`,
      `h3 ${preview.title}`,
      `h3 ${faq.title}`,
      `h3 ${blogGrid.title}`,
      `h3 ${guidePage.fields.name}`,
    ]);
    expect(headings.slice(6).every((heading) => heading.startsWith('h4 '))).toBe(true);
    expect(posts).toHaveLength(3);
  }, 15_000);
});
