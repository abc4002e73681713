import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { blocks } from '..';
import { PageView, type ApiClient, type BlockRegistry } from '../../engine';
import { fakeApi, renderWithEngine, testRegistry } from '../../engine/testing';
import { blockSchemaFor } from '../../schemas/blocks';
import { itemSchema, type Item } from '../../schemas/entities/item';
import oneRowFixture from '../../stories/fixtures/blocks/item-grid-1-row.json';
import twoRowsFixture from '../../stories/fixtures/blocks/item-grid-2-rows.json';
import scrollFixture from '../../stories/fixtures/blocks/item-grid-horizontal-scroll.json';
import itemsFixture from '../../stories/fixtures/items.json';
import { itemGridParams, itemGridQuery } from './grid-queries';
import { itemGrid1RowBlock, itemGrid2RowsBlock, itemGridHorizontalScrollBlock } from './index';
import ItemGrid from './ItemGrid';

const items: Item[] = itemsFixture.map((item) => itemSchema.parse(item));
const oneRow = blockSchemaFor('item-grid-1-row').parse(oneRowFixture);
const twoRows = blockSchemaFor('item-grid-2-rows').parse(twoRowsFixture);
const scroll = blockSchemaFor('item-grid-horizontal-scroll').parse(scrollFixture);

const registry: BlockRegistry = {
  ...testRegistry,
  hero: blocks.hero,
  'text-title': blocks['text-title'],
  'item-grid-1-row': itemGrid1RowBlock,
  'item-grid-2-rows': itemGrid2RowsBlock,
  'item-grid-horizontal-scroll': itemGridHorizontalScrollBlock,
};

/** An API whose item search answers `answer` (all fixture items by default). */
const itemSearch = (answer: Item[] = items) => fakeApi({ 'GET /v1/items': { data: answer } });

function renderPage(
  blocks: unknown[],
  options: { api?: ApiClient; prefill?: { block_id: number; objects: unknown[] }[] } = {},
) {
  return renderWithEngine(<PageView blocks={blocks} prefill={options.prefill} />, {
    blocks: registry,
    api: options.api ?? itemSearch().api,
  });
}

describe('item grid data (spec §2.7, §7.9)', () => {
  it('asks for 6×rows items: 6 for one row, 12 for two, 6 for the scroll, with no metadata', () => {
    expect(itemGridParams(oneRow)).toEqual({ category_id: 41, sort: 'popular', page_size: 6, include_meta: 0 });
    expect(itemGridParams(twoRows)).toMatchObject({
      category_id: 52,
      state: 'available',
      page_size: 12,
      include_meta: 0,
    });
    expect(itemGridParams(scroll)).toMatchObject({ sort: 'newest', page_size: 6, include_meta: 0 });
  });

  it('fetches the block query from item search and shows the items', async () => {
    const { api, calls } = itemSearch();
    renderPage([twoRowsFixture], { api });
    expect(await screen.findByRole('heading', { name: 'Top senior sticks' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(calls.map((call) => call.call)).toEqual(['GET /v1/items']);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      category_id: '52',
      state: 'available',
      sort: 'popular',
      page_size: '12',
      include_meta: '0',
    });
  });

  it('uses a v2 lander prefill without fetching', async () => {
    const { api, calls } = itemSearch();
    const prefilled = items.slice(8, 11);
    renderPage([oneRowFixture], { api, prefill: [{ block_id: oneRow.id, objects: prefilled }] });
    expect(await screen.findByRole('heading', { name: oneRow.title! })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('link').textContent)).toEqual(
      prefilled.map((item) => item.name),
    );
    expect(calls).toHaveLength(0);
  });

  it('prefetches a prefilled grid for the server HTML without fetching', async () => {
    const { api, calls } = itemSearch();
    const queryClient = new QueryClient();
    const context = { api, signedIn: false, prefill: items.slice(0, 6) };
    await itemGrid1RowBlock.prefetch(oneRow, context, queryClient);
    expect(queryClient.getQueryData(itemGridQuery(oneRow, context).queryKey)).toEqual(items.slice(0, 6));
    expect(calls).toHaveLength(0);
  });

  it('fetches when the prefill does not hold items', async () => {
    const { api, calls } = itemSearch();
    renderPage([oneRowFixture], { api, prefill: [{ block_id: oneRow.id, objects: [{ block: 'not an item' }] }] });
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(calls).toHaveLength(1);
  });

  it('keeps two prefills of the same block apart in the cache', async () => {
    const { api, calls } = itemSearch();
    const first = itemGridQuery(oneRow, { api, signedIn: false, prefill: items.slice(0, 2) });
    const second = itemGridQuery(oneRow, { api, signedIn: false, prefill: items.slice(2, 4) });
    const queryClient = new QueryClient();
    expect(first.queryKey).toContain(oneRow.id);
    expect(first.queryKey).not.toEqual(second.queryKey);
    expect(await queryClient.fetchQuery(first)).toEqual(items.slice(0, 2));
    expect(await queryClient.fetchQuery(second)).toEqual(items.slice(2, 4));
    expect(calls).toHaveLength(0);
  });

  it('renders nothing when the search finds no items', async () => {
    const { api, calls } = itemSearch([]);
    const { container } = renderPage([oneRowFixture, { id: 9, layout: 'text-title', title: 'After the grid' }], {
      api,
    });
    expect(await screen.findByRole('heading', { name: 'After the grid' })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls).not.toHaveLength(0));
    expect(screen.queryByRole('heading', { name: oneRow.title! })).toBeNull();
    expect(container.querySelector('.ks-item-grid')).toBeNull();
  });
});

describe('<ItemGrid> sizes (spec §2.7: 4×rows on mobile, 6×rows on desktop)', () => {
  const desktopOnly = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('li.ks-item-card-grid__item')).map((item) =>
      item.classList.contains('ks-item-card-grid__item--desktop-only'),
    );

  it('one row: 6 items, items 5 and 6 hidden on mobile', () => {
    const { container } = render(<ItemGrid block={oneRow} data={items} />);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(desktopOnly(container)).toEqual([false, false, false, false, true, true]);
  });

  it('two rows: 12 items, items 9 to 12 hidden on mobile', () => {
    const { container } = render(<ItemGrid block={twoRows} data={items} />);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(desktopOnly(container)).toEqual([...Array(8).fill(false), ...Array(4).fill(true)]);
  });

  it('fewer items than a row: all shown, none hidden past 4×rows', () => {
    const { container } = render(<ItemGrid block={twoRows} data={items.slice(0, 5)} />);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(desktopOnly(container)).toEqual([false, false, false, false, false]);
  });

  it('horizontal scroll: 6 items in a scrolling region, items 5 and 6 hidden on mobile, stepping 600 px', async () => {
    const { container } = render(<ItemGrid block={scroll} data={items} />);
    const region = screen.getByRole('region', { name: scroll.title! });
    expect(within(region).getAllByRole('article')).toHaveLength(6);
    expect(
      Array.from(container.querySelectorAll('li.ks-scroller__item')).map((item) =>
        item.classList.contains('ks-scroller__item--desktop-only'),
      ),
    ).toEqual([false, false, false, false, true, true]);
    const track = within(region).getByRole('list');
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;
    // jsdom lays nothing out: give the row more content than fits, scrolled to its start.
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 1280 });
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 3000 });
    fireEvent.scroll(track);
    expect(within(region).getByRole('button', { name: 'Scroll left' })).toBeDisabled();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 600, behavior: 'smooth' });
  });

  it('renders nothing for no items', () => {
    const { container } = render(<ItemGrid block={oneRow} data={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('<ItemGrid> heading and links', () => {
  it("titles the grid with a section heading and a 'See All' link to the destination", () => {
    render(<ItemGrid block={oneRow} data={items} />);
    expect(screen.getByRole('heading', { level: 2, name: oneRow.title! })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All' })).toHaveAttribute('href', oneRow.destination);
  });

  it("uses the block's cta as the link text", () => {
    render(<ItemGrid block={twoRows} data={items} />);
    expect(screen.getByRole('link', { name: 'Shop all sticks' })).toHaveAttribute('href', '/shop/hockey/sticks/senior');
  });

  it('shows no link without a destination', () => {
    render(<ItemGrid block={{ ...oneRow, destination: null, cta: 'See All' }} data={items} />);
    expect(screen.queryByRole('link', { name: 'See All' })).toBeNull();
  });

  it('takes the section level under a hero and a title block (h3)', async () => {
    renderPage([
      { id: 1, layout: 'hero', title: 'Gear up' },
      { id: 2, layout: 'text-title', title: 'Golf' },
      oneRowFixture,
    ]);
    expect(await screen.findByRole('heading', { level: 3, name: oneRow.title! })).toBeInTheDocument();
  });

  it("links each card to its item page with the grid's src", () => {
    render(<ItemGrid block={oneRow} data={items} />);
    const first = items[0]!;
    expect(screen.getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `${first.url}?src=item-grid-1-row-${oneRow.id}`,
    );
  });
});
