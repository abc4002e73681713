import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '.';
import { PageView } from '../engine';
import { renderWithEngine } from '../engine/testing';
import brands from '../stories/fixtures/blocks/brand-collection.json';
import carousel from '../stories/fixtures/blocks/carousel.json';
import explore from '../stories/fixtures/blocks/explore-collection.json';
import hero from '../stories/fixtures/blocks/hero.json';
import categories from '../stories/fixtures/blocks/home-featured-categories.json';
import landerHeader from '../stories/fixtures/blocks/lander-header.json';
import paragraph from '../stories/fixtures/blocks/text-paragraph.json';
import pills from '../stories/fixtures/blocks/text-pills.json';
import title from '../stories/fixtures/blocks/text-title.json';
import trending from '../stories/fixtures/blocks/trending-searches.json';

/** The page's headings as "h<level> <text>", once every lazily loaded block has rendered. */
async function expectHeadings(page: unknown[], expected: string[]) {
  renderWithEngine(<PageView blocks={page} />, { blocks });
  await waitFor(() => {
    expect(
      screen.getAllByRole('heading').map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`),
    ).toEqual(expected);
  });
}

// Load the lazy block code up front (as the client does for server-rendered blocks), so a slow
// first compile of a block module cannot outlast waitFor.
beforeAll(() =>
  Promise.all(
    [
      blocks.hero,
      blocks.carousel,
      blocks['text-title'],
      blocks['text-paragraph'],
      blocks['home-featured-categories'],
    ].map((plugin) => plugin.preload()),
  ),
);

describe('heading levels through <PageView> (spec §2.7)', () => {
  it('with a hero: hero h1, title block h2, section titles h3', async () => {
    await expectHeadings(
      [hero, title, paragraph, categories],
      [`h1 ${hero.title}`, `h2 ${title.title}`, `h3 ${paragraph.title}`, `h3 ${categories.title}`],
    );
  });

  it('with a carousel as the hero: its first slide is the h1', async () => {
    await expectHeadings(
      [carousel, title, paragraph],
      [`h1 ${carousel.tiles[0]!.title}`, `h2 ${title.title}`, `h3 ${paragraph.title}`],
    );
  });

  it('with a carousel and a hero: the first owns the h1, the other is h2', async () => {
    await expectHeadings(
      [carousel, hero, paragraph],
      [`h1 ${carousel.tiles[0]!.title}`, `h2 ${hero.title}`, `h2 ${paragraph.title}`],
    );
  });

  it('with a hero and no title block: section titles h2', async () => {
    await expectHeadings(
      [hero, paragraph, categories],
      [`h1 ${hero.title}`, `h2 ${paragraph.title}`, `h2 ${categories.title}`],
    );
  });

  it('without a hero: the title block is the h1, section titles h2', async () => {
    await expectHeadings(
      [title, paragraph, categories],
      [`h1 ${title.title}`, `h2 ${paragraph.title}`, `h2 ${categories.title}`],
    );
  });

  it('without a hero or title block: section titles h2', async () => {
    await expectHeadings([paragraph, categories], [`h2 ${paragraph.title}`, `h2 ${categories.title}`]);
  });
});

describe('heading levels of the lander blocks (lander-header is a title block)', () => {
  beforeAll(() =>
    Promise.all(
      [
        blocks.hero,
        blocks['lander-header'],
        blocks['text-pills'],
        blocks['trending-searches'],
        blocks['explore-collection'],
        blocks['brand-collection'],
      ].map((plugin) => plugin.preload()),
    ),
  );

  it('without a hero: the lander-header is the h1, section titles h2', async () => {
    await expectHeadings(
      [landerHeader, pills, trending, explore, brands],
      [
        `h1 ${landerHeader.title}`,
        `h2 ${pills.title}`,
        `h2 ${trending.title}`,
        `h2 ${explore.title}`,
        `h2 ${brands.title}`,
      ],
    );
  });

  it('with a hero: the lander-header is h2 and section titles h3', async () => {
    await expectHeadings(
      [hero, landerHeader, pills, brands],
      [`h1 ${hero.title}`, `h2 ${landerHeader.title}`, `h3 ${pills.title}`, `h3 ${brands.title}`],
    );
  });
});
