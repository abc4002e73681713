import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '../../schemas/blocks';
import { defineBlock } from '../registry/block-plugin';
import type { BlockRegistry } from '../registry/block-registry';
import { createTestRegistry, MEMBER, offlineApi, renderWithEngine, THROWING_TITLE } from '../testing';
import { Heading, type HeadingRole } from './headings';
import { PageView } from './PageView';

const title = (id: number, text: string) => ({ id, layout: 'text-title', title: text });
const paragraph = (id: number, text: string) => ({ id, layout: 'text-paragraph', description: text, title: text });
const hero = (id: number) => ({ id, layout: 'hero', title: 'Gear up for the season' });
/** Test blocks whose plugins declare the roles a marketplace's would: a hero banner, a title block. */
const { registry: pageRegistry } = createTestRegistry({ hero: 'hero', 'text-title': 'title' });

const grid = (id: number) => ({ id, layout: 'item-grid-1-row', title: 'Fresh drops', query: { category_id: 1 } });

function renderPage(
  blocks: unknown[],
  options: {
    signedIn?: boolean;
    environment?: 'production' | 'development';
    prefill?: { block_id: number; objects: unknown[] }[];
  } = {},
) {
  return renderWithEngine(<PageView blocks={blocks} prefill={options.prefill} />, {
    blocks: pageRegistry,
    signedInAs: options.signedIn ? MEMBER : undefined,
    environment: options.environment,
  });
}

describe('<PageView> block rules (spec §2.7)', () => {
  it('renders each valid block through its layout plugin', async () => {
    renderPage([title(1, 'Shop by sport'), paragraph(2, 'Used gear, checked by athletes')]);
    expect(await screen.findByRole('heading', { name: 'Shop by sport' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Used gear, checked by athletes' })).toBeInTheDocument();
  });

  it('renders nothing for an unknown layout in production', async () => {
    renderPage([{ id: 7, layout: 'hologram-wall' }, title(1, 'Still here')], { environment: 'production' });
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows a notice for an unknown layout outside production', async () => {
    renderPage([{ id: 7, layout: 'hologram-wall' }, title(1, 'Still here')]);
    expect(screen.getByRole('note')).toHaveTextContent('Block 7 ("hologram-wall"): unknown layout');
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });

  it('drops only the invalid block, naming the problem outside production', async () => {
    renderPage([{ id: 3, layout: 'carousel', tiles: 'not slides' }, { layout: 42 }, title(1, 'Still here')]);
    const notes = screen.getAllByRole('note');
    expect(notes[0]).toHaveTextContent('Block 3 ("carousel") is invalid: tiles:');
    expect(notes[1]).toHaveTextContent('Block #2 has no layout');
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });

  it('drops only a block whose id is not a number, even one that cannot become text', async () => {
    renderPage([
      { id: { toString: 1 }, layout: 'text-title', title: 'Broken' },
      { id: 'x', layout: 'hologram-wall' },
      title(1, 'Still here'),
    ]);
    const notes = screen.getAllByRole('note');
    expect(notes[0]).toHaveTextContent('Block #1 ("text-title") is invalid: id:');
    expect(notes[1]).toHaveTextContent('Block "x" ("hologram-wall"): unknown layout');
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Broken' })).toBeNull();
  });

  it('drops an item grid whose query the item search would refuse, with the API’s reason', async () => {
    renderPage([
      { ...grid(4), query: { category_id: 1, sort: 'popularity' } },
      { ...grid(5), query: { min_price: -1 } },
      { ...grid(6), query: { category: [1, 'x'] } },
      title(1, 'Still here'),
    ]);
    const notes = screen.getAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([
      expect.stringMatching(/^Block 4 \("item-grid-1-row"\) is invalid: query\.sort: /),
      expect.stringMatching(/^Block 5 \("item-grid-1-row"\) is invalid: query\.min_price: /),
      expect.stringMatching(/^Block 6 \("item-grid-1-row"\) is invalid: query\.category\.1: /),
    ]);
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });

  it('drops an invalid block silently in production', async () => {
    renderPage([{ id: 3, layout: 'text-title' }, title(1, 'Still here')], { environment: 'production' });
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByTestId('block-3')).toBeNull();
  });

  it('hides login_required blocks from guests, with a notice outside production', async () => {
    renderPage([{ ...title(5, 'Your picks'), login_required: true }, title(1, 'Everyone')]);
    expect(await screen.findByRole('heading', { name: 'Everyone' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your picks' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('shown to signed-in users only');
  });

  it('hides login_required blocks from guests without a notice in production', async () => {
    renderPage([{ ...title(5, 'Your picks'), login_required: true }, title(1, 'Everyone')], {
      environment: 'production',
    });
    expect(await screen.findByRole('heading', { name: 'Everyone' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows login_required blocks to signed-in users', async () => {
    renderPage([{ ...title(5, 'Your picks'), login_required: true }], { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your picks' })).toBeInTheDocument();
  });

  it('contains a block that throws in its own boundary; the rest of the page renders', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage([title(9, THROWING_TITLE), paragraph(2, 'After the broken block')]);
    expect(await screen.findByRole('heading', { name: 'After the broken block' })).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Block 9 ("text-title") failed to render: This block is broken',
    );
    consoleError.mockRestore();
  });

  it("reports a throwing block's error to the engine's error reporter, with the block's name", async () => {
    const errorReporter = { report: vi.fn() };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.pushState({}, '', '/shop/golf?sort=newest');
    renderWithEngine(<PageView blocks={[title(9, THROWING_TITLE), paragraph(2, 'After')]} />, {
      blocks: pageRegistry,
      errorReporter,
    });
    expect(await screen.findByRole('heading', { name: 'After' })).toBeInTheDocument();
    await waitFor(() =>
      expect(errorReporter.report).toHaveBeenCalledExactlyOnceWith({
        error: new Error('This block is broken'),
        path: '/shop/golf?sort=newest',
        source: 'block',
        block: 'Block 9 ("text-title")',
      }),
    );
    vi.restoreAllMocks();
  });

  it('a throwing block leaves nothing visible in production', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage([title(9, THROWING_TITLE), paragraph(2, 'After the broken block')], { environment: 'production' });
    expect(await screen.findByRole('heading', { name: 'After the broken block' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('block-9')).toBeNull());
    expect(screen.queryByRole('note')).toBeNull();
    consoleError.mockRestore();
  });
});

describe('<PageView> heading levels (has a hero / has a title block)', () => {
  it('with a hero: the hero is h1, title blocks h2, sections h3', async () => {
    renderPage([hero(1), title(2, 'Shop by sport'), paragraph(3, 'Why Kitswap')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gear up for the season' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Shop by sport' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Why Kitswap' })).toBeInTheDocument();
  });

  it('without a hero: the title block is h1 and sections h2', async () => {
    renderPage([title(2, 'Golf'), paragraph(3, 'Drivers')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Golf' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Drivers' })).toBeInTheDocument();
  });

  it('with a hero but no title block: sections are h2', async () => {
    renderPage([hero(1), paragraph(3, 'Why Kitswap')]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Why Kitswap' })).toBeInTheDocument();
  });

  it('keeps one h1: a second hero and a second title block are h2', async () => {
    renderPage([hero(1), { ...hero(4), title: 'Sell your gear' }, title(2, 'Shop by sport')]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Gear up for the season');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sell your gear' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('without a hero the first title block owns the h1, later ones are h2', async () => {
    renderPage([title(2, 'Golf'), title(3, 'Drivers')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Golf' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Drivers' })).toBeInTheDocument();
  });

  it('a hidden hero does not count: the title block takes the h1', async () => {
    renderPage([{ ...hero(1), login_required: true }, title(2, 'Golf')], { environment: 'production' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Golf' })).toBeInTheDocument();
  });
});

describe('<PageView> heading roles come from the plugins', () => {
  function Headline({ block, role }: { block: BlockOf<'text-paragraph'>; role: HeadingRole }) {
    return <Heading role={role}>{block.title}</Heading>;
  }
  const renderWith = (registry: BlockRegistry, blocks: unknown[]) =>
    renderWithEngine(<PageView blocks={blocks} />, { blocks: registry, api: offlineApi() });

  it('a plugin declaring heading: hero makes its layout the page’s hero: it owns the one h1', async () => {
    const heroParagraph = defineBlock({
      layout: 'text-paragraph',
      heading: 'hero',
      load: async () => ({ default: ({ block }) => <Headline block={block} role="hero" /> }),
    });
    renderWith({ ...pageRegistry, 'text-paragraph': heroParagraph }, [
      title(2, 'Shop by sport'),
      paragraph(3, 'Used gear, checked by athletes'),
      paragraph(4, 'Sell your gear'),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Used gear, checked by athletes' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Shop by sport' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sell your gear' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('a layout whose plugin declares no role is a section, whatever its name', async () => {
    const plainHero = defineBlock({
      layout: 'hero',
      load: async () => ({ default: ({ block }) => <Heading role="section">{block.title}</Heading> }),
    });
    renderWith({ ...pageRegistry, hero: plainHero }, [hero(1), title(2, 'Golf'), paragraph(3, 'Drivers')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Golf' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Gear up for the season' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Drivers' })).toBeInTheDocument();
  });
});

describe('<PageView> data and code', () => {
  it('hands a v2 lander prefill to the block whose id matches, without fetching', async () => {
    renderPage([grid(11), { ...grid(12), title: 'Other grid' }], { prefill: [{ block_id: 11, objects: [{ id: 1 }] }] });
    const blocks = await screen.findAllByText(/^data: /);
    expect(blocks.map((node) => node.textContent)).toEqual(['data: prefilled', 'data: fetched']);
  });

  it('loads the component code of the layouts on the page only', async () => {
    const { registry, loads } = createTestRegistry();
    renderWithEngine(<PageView blocks={[title(1, 'Only a title')]} />, { blocks: registry });
    await screen.findByRole('heading', { name: 'Only a title' });
    expect([...loads.keys()]).toEqual(['text-title']);
  });
});
