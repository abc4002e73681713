import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeApi, MEMBER, offlineApi, renderWithEngine } from '../../engine/testing';
import { blockSchemas } from '../../schemas/blocks';
import { guideModelSchema, type GuideModel } from '../../schemas/cms/buying-guide';
import { modelDescriptionPageSchema } from '../../schemas/cms/cms';
import group4 from '../../stories/fixtures/blocks/group-4.json';
import group8 from '../../stories/fixtures/blocks/group-8.json';
import rectangle from '../../stories/fixtures/blocks/group-rectangle.json';
import navColumn from '../../stories/fixtures/blocks/group-unlimited-1-column-title.json';
import unlimited from '../../stories/fixtures/blocks/group-unlimited.json';
import roundIcons from '../../stories/fixtures/blocks/horizontal-scroll-round-icons-with-button.json';
import single from '../../stories/fixtures/blocks/single.json';
import storyDescription from '../../stories/fixtures/cms/model-description-tsr2.json';
import storyModels from '../../stories/fixtures/models/golf-drivers-popular.json';
import { EMPOWER_PHRASES } from '../../ui/tile/empower';
import { stubMatchMedia } from '../test-support';
import { TILE_GROUP_SHAPES, type TileGroupBlock, type TileGroupLayout } from './shapes';
import { tileGroupQuery, type TileGroupData } from './tile-group-queries';
import TileGroup from './TileGroup';

const NO_DATA: TileGroupData = { models: null, description: null };
const parse = <L extends TileGroupLayout>(layout: L, value: unknown): TileGroupBlock =>
  blockSchemas[layout].parse(value);
const show = (block: TileGroupBlock, options: { signedIn?: boolean; data?: TileGroupData } = {}) =>
  renderWithEngine(<TileGroup block={block} data={options.data ?? NO_DATA} />, {
    signedInAs: options.signedIn ? MEMBER : undefined,
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tile-group layouts (spec §2.7)', () => {
  it('give each of the twelve layouts its grid shape and reserved image frames', () => {
    expect(Object.keys(TILE_GROUP_SHAPES)).toHaveLength(12);
    const { container } = show(parse('group-8', group8));
    const section = container.querySelector('section');
    expect(section).toHaveClass('ks-tiles--grid');
    expect(section).toHaveStyle({
      '--ks-tiles-columns-web': '4',
      '--ks-tiles-columns-mobile': '2',
      '--ks-tile-aspect-web': '1 / 1',
    });
    // Intrinsic sizes follow the declared aspect, so the browser reserves the frame.
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('single is a 3:1 banner on desktop and 4:3 on mobile, its image loaded at once', () => {
    const { container } = show(parse('single', single));
    expect(container.querySelector('section')).toHaveStyle({
      '--ks-tile-aspect-web': '3 / 1',
      '--ks-tile-aspect-mobile': '4 / 3',
    });
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('refuses more tiles than a fixed layout holds, and an empty group', () => {
    const tiles = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Tile ${index + 1}` }));
    expect(blockSchemas['group-8'].safeParse({ ...group8, tiles: tiles(8) }).success).toBe(true);
    expect(blockSchemas['group-8'].safeParse({ ...group8, tiles: tiles(9) }).success).toBe(false);
    expect(blockSchemas['group-4'].safeParse({ ...group4, tiles: tiles(5) }).success).toBe(false);
    expect(blockSchemas.single.safeParse({ ...single, tiles: tiles(2) }).success).toBe(false);
    expect(blockSchemas['group-unlimited'].safeParse({ ...unlimited, tiles: tiles(40) }).success).toBe(true);
    expect(blockSchemas['group-unlimited'].safeParse({ ...unlimited, tiles: [] }).success).toBe(false);
  });

  it('links each card once: the button when the tile has button text, else the title', () => {
    show(parse('group-rectangle', rectangle));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/shop/hockey/sticks',
      '/shop/skiing',
      '/shop/golf',
    ]);
    expect(links[0]).toHaveClass('ks-tile__button');
    expect(screen.getByRole('link', { name: 'Indoor golf season' })).toHaveAttribute('href', '/shop/golf');
    expect(screen.getByRole('heading', { level: 2, name: rectangle.title })).toBeInTheDocument();
  });

  it('group-unlimited shows images only: the title names the link but is not displayed', () => {
    show(parse('group-unlimited', unlimited));
    const link = screen.getByRole('link', { name: 'Golf' });
    expect(link).toHaveAttribute('href', '/shop/golf');
    expect(within(link).getByText('Golf')).toHaveClass('ks-visually-hidden');
  });

  it('round icons scroll in a labelled row; the block cta is a button under it', () => {
    show(parse('horizontal-scroll-round-icons-with-button', roundIcons));
    const row = screen.getByRole('region', { name: roundIcons.title });
    expect(within(row).getAllByRole('listitem')).toHaveLength(roundIcons.tiles.length);
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all sports' })).toHaveAttribute('href', '/shop');
  });
});

describe('tile versions per platform (spec §3 Tile version)', () => {
  const tile = {
    id: 1,
    title: 'Sticks',
    destination: '/shop/hockey/sticks',
    background_image_url: '/media/tiles/hockey.svg',
    versions: [
      {
        platform: 'web',
        halignment: 'right',
        button_text: 'Shop sticks',
        button_color: '#0b1f33',
        text_color: '#ffffff',
      },
      {
        platform: 'mobile',
        background_image_url: '/media/tiles/hockey-mobile.svg',
        halignment: 'center',
        button_text: 'Shop',
      },
    ],
  };

  it('gives mobile its own image source, alignment, text colour and button, and colours the button for contrast', () => {
    const { container } = show(parse('group-square', { id: 5, layout: 'group-square', tiles: [tile] }));
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/media/tiles/hockey-mobile.svg');
    expect(container.querySelector('source')).toHaveAttribute('media', '(max-width: 767px)');
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/tiles/hockey.svg');
    const card = container.querySelector('.ks-tile');
    expect(card).toHaveStyle({
      '--ks-tile-align-web': 'right',
      '--ks-tile-align-mobile': 'center',
      '--ks-tile-text-web': '#ffffff',
      '--ks-tile-button-web': '#0b1f33',
      '--ks-tile-button-ink-web': '#ffffff',
    });
    const button = screen.getByRole('link');
    expect(within(button).getByText('Shop sticks')).toHaveClass('ks-platform-web');
    expect(within(button).getByText('Shop')).toHaveClass('ks-platform-mobile');
  });

  it('shows a platform-only image type on that platform only', () => {
    const { container } = show(
      parse('group-4', {
        id: 6,
        layout: 'group-4',
        tiles: [
          {
            id: 1,
            title: 'Athletes',
            versions: [
              { platform: 'web', image_type: 'empower_athletes' },
              { platform: 'mobile', image_type: 'blank' },
            ],
          },
        ],
      }),
    );
    const tagline = screen.getByText('WE EMPOWER ATHLETES');
    expect(tagline.closest('.ks-platform-contents')).toHaveClass('ks-platform-web');
    expect(container.querySelector('.ks-platform-mobile')).toBeNull();
  });
});

describe('image types (spec §3 Tile)', () => {
  it('app_logo draws the Kitswap app icon in the frame', () => {
    show(parse('group-4', group4));
    expect(screen.getByRole('img', { name: 'Kitswap app' })).toBeInTheDocument();
  });

  it('join_prompt shows JOIN WITH EMAIL and JOIN WITH Facebook to guests only', () => {
    const { unmount } = show(parse('group-4', group4));
    expect(screen.getByRole('link', { name: 'JOIN WITH EMAIL' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'JOIN WITH Facebook' })).toHaveAttribute(
      'href',
      '/register?provider=facebook',
    );
    unmount();
    show(parse('group-4', group4), { signedIn: true });
    expect(screen.queryByRole('link', { name: /^JOIN WITH/ })).toBeNull();
    expect(screen.getByText('Join the team')).toBeInTheDocument();
  });

  it('blank shows no image even when the tile has one', () => {
    const { container } = show(parse('group-8', { ...group8, tiles: [{ ...group8.tiles[0], image_type: 'blank' }] }));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.ks-tile')).toHaveClass('ks-tile--plain');
  });

  it('empower_athletes rotates WE EMPOWER ATHLETES through the seven phrases every 2.5 s (spec §1, §9)', () => {
    vi.useFakeTimers();
    show(parse('single', single));
    const live = screen.getByText('TO PLAY').closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    const seen = [live?.textContent];
    for (let step = 1; step < 8; step += 1) {
      act(() => vi.advanceTimersByTime(2499));
      expect(live?.textContent).toBe(seen.at(-1));
      act(() => vi.advanceTimersByTime(1));
      seen.push(live?.textContent);
    }
    expect(seen).toEqual([...EMPOWER_PHRASES, 'TO PLAY']);
  });

  it('holds the tagline while a mouse is over the tile, while focus is inside it, and under reduced motion', () => {
    vi.useFakeTimers();
    const { container, unmount } = show(parse('single', single));
    fireEvent.pointerEnter(container.querySelector('.ks-tile')!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('TO PLAY')).toBeInTheDocument();
    fireEvent.pointerLeave(container.querySelector('.ks-tile')!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('TO SAVE')).toBeInTheDocument();
    act(() => screen.getByRole('link').focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('TO SAVE')).toBeInTheDocument();
    act(() => screen.getByRole('link').blur());
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('TO EARN')).toBeInTheDocument();
    unmount();
    stubMatchMedia('prefers-reduced-motion');
    show(parse('single', single));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('TO PLAY')).toBeInTheDocument();
  });
});

describe('display types (spec §3 Tile)', () => {
  it('nav_group_header names a group as text; nav_link tiles are plain links with their hint', () => {
    const { container } = show(parse('group-unlimited-1-column-title', navColumn));
    expect(container.querySelectorAll('.ks-tiles__nav-header')).toHaveLength(2);
    expect(screen.getByText('Before you ship').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Packing your gear' })).toHaveAttribute('href', '/help/packing');
    expect(screen.getByText('Prepaid labels arrive by email after the sale')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  const model = (id: number, extra: Partial<GuideModel> = {}): GuideModel => ({
    id,
    url: `/shop/golf/clubs/drivers?model=${id}`,
    name: `M${id}`,
    display_name: `Titleist M${id}`,
    brand_name: 'Titleist',
    category_name: 'Drivers',
    available_count: 3,
    price_min: 149.5,
    price_max: 300,
    primary_image: { edge_url: `/media/items/${id}/1.svg` },
    ...extra,
  });
  const modelsBlock = parse('group-unlimited-title', {
    id: 7,
    layout: 'group-unlimited-title',
    query: { category_id: 12, brand_id: 3, model_id: 44 },
    tiles: [
      {
        id: 1,
        title: 'Popular drivers',
        display_type: 'popular_models',
        destination: '/shop/golf/clubs/drivers',
        versions: [{ platform: 'web', button_text: 'All drivers' }],
      },
      { id: 2, title: 'About the TSR2', display_type: 'model_description' },
      {
        id: 3,
        title: 'Drivers',
        destination: '/shop/golf/clubs/drivers',
        background_image_url: '/media/categories/golf.svg',
      },
    ],
  });

  it('popular_models and model_description need the block to name a category and a model', () => {
    const result = blockSchemas['group-8'].safeParse({
      id: 1,
      layout: 'group-8',
      tiles: [
        { id: 1, display_type: 'popular_models' },
        { id: 2, display_type: 'model_description' },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['query.category_id', 'query.model_id']);
    expect(
      blockSchemas['group-8'].safeParse({
        id: 1,
        layout: 'group-8',
        category: { id: 4 },
        tiles: [{ id: 1, display_type: 'popular_models' }],
      }).success,
    ).toBe(true);
  });

  it('fetch the category’s 6 most popular models and the model’s CMS description, sanitised', async () => {
    const { api, calls } = fakeApi({
      'GET /v1/models': { data: [model(1), model(2, { available_count: 0, price_min: null })] },
      'GET /cms/v2/pages/model_description/:slug': {
        data: {
          slug: 'model-44',
          page_type: 'model_description',
          updated_at: '2026-11-01T00:00:00Z',
          fields: {
            headline: 'Fast and forgiving',
            description: '<p>Big <strong>head</strong><script>alert(1)</script><img src=x onerror="alert(1)"></p>',
          },
        },
      },
    });
    const data = await new QueryClient().fetchQuery(tileGroupQuery(api, modelsBlock));
    const asked = calls.map((call) => (call.query.size ? `${call.path}?${call.query}` : call.path));
    expect(asked.toSorted()).toEqual([
      '/cms/v2/pages/model_description/model-44',
      '/v1/models?category_id=12&brand_id=3&context=shop&sort=popular_desc&page_size=6',
    ]);
    expect(data.description?.html).toBe('<p>Big <strong>head</strong></p>');

    const { container } = show(modelsBlock, { data });
    const list = screen.getByRole('list', { name: 'Popular drivers' });
    expect(within(list).getByRole('link', { name: /Titleist M1/ })).toHaveAttribute(
      'href',
      '/shop/golf/clubs/drivers?model=1',
    );
    expect(within(list).getByText('3 available from $149.50')).toBeInTheDocument();
    expect(within(list).getByText('None available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All drivers' })).toHaveAttribute('href', '/shop/golf/clubs/drivers');
    expect(screen.getByText('Fast and forgiving')).toBeInTheDocument();
    expect(container.querySelector('.ks-tiles__cms strong')).toHaveTextContent('head');
    expect(container.querySelectorAll('.ks-tiles__item--wide')).toHaveLength(2);
  });

  it('story fixtures of models and the model description pass their schemas', () => {
    expect(z.array(guideModelSchema).length(6).safeParse(storyModels).error?.issues).toBeUndefined();
    expect(modelDescriptionPageSchema.safeParse(storyDescription).error?.issues).toBeUndefined();
  });

  it('leave a model tile out when its data is missing, and ask nothing for groups without them', async () => {
    show(modelsBlock, { data: { models: [], description: null } });
    expect(screen.queryByText('Popular drivers')).toBeNull();
    expect(screen.queryByText('About the TSR2')).toBeNull();
    expect(screen.getByRole('link', { name: 'Drivers' })).toBeInTheDocument();
    // An API that fails every call: a plain group never calls it.
    await expect(new QueryClient().fetchQuery(tileGroupQuery(offlineApi(), parse('group-8', group8)))).resolves.toEqual(
      NO_DATA,
    );
  });
});
