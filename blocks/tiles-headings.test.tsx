import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '.';
import { PageView } from '../engine';
import { renderWithEngine } from '../engine/testing';
import group8 from '../stories/fixtures/blocks/group-8.json';
import navColumn from '../stories/fixtures/blocks/group-unlimited-1-column-title.json';
import hero from '../stories/fixtures/blocks/hero.json';
import single from '../stories/fixtures/blocks/single.json';
import title from '../stories/fixtures/blocks/text-title.json';
import { tileGroupBlocks } from './tile-group';

// Load the lazy block code up front, as the client does for server-rendered blocks.
beforeAll(
  () =>
    Promise.all([
      blocks.hero.preload(),
      blocks['text-title'].preload(),
      ...tileGroupBlocks.map((plugin) => plugin.preload()),
    ]),
  30_000,
);

const headings = () =>
  screen.getAllByRole('heading').map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);

describe('tile groups take their heading levels from the page (spec §2.7)', () => {
  it('under a hero and a title block: block titles are h3; tile titles are not headings', async () => {
    renderWithEngine(<PageView blocks={[hero, title, group8, navColumn, single]} />, { blocks });
    await waitFor(() => expect(screen.getByText('Gear that gets played')).toBeInTheDocument());
    expect(headings()).toEqual([
      `h1 ${hero.title}`,
      `h2 ${title.title}`,
      `h3 ${group8.title}`,
      `h3 ${navColumn.title}`,
    ]);
  });

  it('without a hero or title block: block titles are h2', async () => {
    renderWithEngine(<PageView blocks={[group8, navColumn]} />, { blocks });
    await waitFor(() => expect(headings()).toEqual([`h2 ${group8.title}`, `h2 ${navColumn.title}`]));
  });
});

describe('every tile-group story fixture renders through its plugin, as the page and the stories do', () => {
  it('twelve layouts, twelve tile groups, no block dropped', async () => {
    const fixtures = Object.values(
      import.meta.glob<{ default: { layout: string } }>('../stories/fixtures/blocks/*.json', { eager: true }),
    )
      .map((module) => module.default)
      .filter((fixture) => tileGroupBlocks.some((plugin) => plugin.layout === fixture.layout));
    expect(fixtures).toHaveLength(12);
    const { container } = renderWithEngine(<PageView blocks={fixtures} />, { blocks });
    await waitFor(() => expect(container.querySelectorAll('.ks-tiles')).toHaveLength(12));
    expect(container.querySelectorAll('.ks-block-notice')).toHaveLength(0);
  });
});
