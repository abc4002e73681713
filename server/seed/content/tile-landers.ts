import type { AnyBlock } from '../../../schemas/blocks';
import type { Tile } from '../../../schemas/tile';
import type { Catalogue } from '../catalogue';
import { seedNowIso } from '../clock';
import { idsFor, type Ids } from './ids';
import { modelId } from './model-ref';
import type { LanderContent } from './types';

/** Lander and page view ids of the tile-group landers (20–29, apart from the other seeded content). */
const FIRST_ID = 20;
const BRAND_GREEN = '#02c874';

interface TileLanderSpec {
  slug: string;
  title: string;
  description: string;
  /** The category the lander (and its pre-filled item row) shows. */
  category: string;
  /** Extra item-search parameters of the lander's query and its item row (a model lander's model). */
  query?: (catalogue: Catalogue) => Record<string, number>;
  blocks: (ids: Ids, catalogue: Catalogue) => AnyBlock[];
}

/** A tile linking to a category, with the category's generated icon. */
const categoryTile = (ids: Ids, title: string, slug: string, extra: Partial<Tile> = {}): Tile => ({
  id: ids.tile(),
  title,
  destination: `/shop/${slug}`,
  background_image_url: `/media/categories/${slug}.svg`,
  ...extra,
});

/** A tile with a wide generated background (named after a sport, it carries the sport's drawing). */
const wideTile = (ids: Ids, title: string, slug: string, extra: Partial<Tile> = {}): Tile => ({
  id: ids.tile(),
  title,
  destination: `/shop/${slug}`,
  background_image_url: `/media/tiles/${slug.split('/')[0]}.svg`,
  ...extra,
});

const navLink = (ids: Ids, title: string, destination: string, subtitle?: string): Tile => ({
  id: ids.tile(),
  title,
  subtitle,
  destination,
  display_type: 'nav_link',
});
const navHeader = (ids: Ids, title: string): Tile => ({ id: ids.tile(), title, display_type: 'nav_group_header' });

const SPECS: TileLanderSpec[] = [
  {
    slug: 'soccer/cleats',
    title: 'Soccer Cleats',
    description: 'Firm ground, artificial ground and indoor cleats, most worn for a season or less.',
    category: 'soccer/cleats',
    blocks: (ids) => [
      {
        id: ids.block(),
        layout: 'single',
        tiles: [
          {
            id: ids.tile(),
            title: 'Gear that gets played',
            subtitle: 'Cleats from players who moved up a size, a level or a position.',
            destination: '/sell-now',
            image_type: 'empower_athletes',
            text_color: '#ffffff',
            background_image_url: '/media/tiles/soccer.svg',
            versions: [
              {
                platform: 'web',
                image_type: 'empower_athletes',
                halignment: 'left',
                button_text: 'Sell your cleats',
                button_color: BRAND_GREEN,
              },
              {
                platform: 'mobile',
                image_type: 'empower_athletes',
                halignment: 'center',
                button_text: 'Sell',
                button_color: BRAND_GREEN,
              },
            ],
          },
        ],
      },
      {
        id: ids.block(),
        layout: 'horizontal-scroll-round-icons-with-button',
        title: 'Cleats by surface',
        cta: 'All soccer gear',
        destination: '/shop/soccer',
        tiles: [
          categoryTile(ids, 'Firm ground', 'soccer/cleats/firm-ground'),
          categoryTile(ids, 'Artificial ground', 'soccer/cleats/artificial-ground'),
          categoryTile(ids, 'Indoor', 'soccer/cleats/indoor'),
          categoryTile(ids, 'Balls', 'soccer/balls'),
          categoryTile(ids, 'Keeper gloves', 'soccer/goalkeeper-gloves'),
          categoryTile(ids, 'Shin guards', 'soccer/shin-guards'),
        ],
      },
      {
        id: ids.block(),
        layout: 'group-rectangle',
        title: 'Finish the kit',
        tiles: [
          wideTile(ids, 'Keeper gloves', 'soccer/goalkeeper-gloves', {
            subtitle: 'Fresh latex for a fraction of the price',
            versions: [{ platform: 'web', button_text: 'Shop gloves', button_color: BRAND_GREEN }],
          }),
          wideTile(ids, 'Match balls', 'soccer/balls', { subtitle: 'FIFA Quality Pro, barely kicked' }),
          wideTile(ids, 'Shin guards', 'soccer/shin-guards', { subtitle: 'Slip-ins and ankle guards' }),
        ],
      },
      {
        id: ids.block(),
        layout: 'group-square',
        title: 'Other sports on their feet',
        tiles: [
          wideTile(ids, 'Football cleats', 'football'),
          wideTile(ids, 'Baseball cleats', 'baseball/cleats'),
          wideTile(ids, 'Golf shoes', 'golf/shoes'),
        ],
      },
      {
        id: ids.block(),
        layout: 'group-8',
        title: 'Shop by sport',
        cta: 'All sports',
        destination: '/shop',
        tiles: [
          categoryTile(ids, 'Soccer', 'soccer'),
          categoryTile(ids, 'Baseball', 'baseball'),
          categoryTile(ids, 'Golf', 'golf'),
          categoryTile(ids, 'Hockey', 'hockey'),
          categoryTile(ids, 'Lacrosse', 'lacrosse'),
          categoryTile(ids, 'Football', 'football'),
          categoryTile(ids, 'Tennis', 'tennis'),
          categoryTile(ids, 'Footwear', 'footwear'),
        ],
      },
    ],
  },
  {
    slug: 'golf/clubs/drivers/titleist-tsr2',
    title: 'Titleist TSR2',
    description: 'Used and new Titleist TSR2 drivers, and the drivers golfers compare it with.',
    category: 'golf/clubs/drivers',
    query: (catalogue) => ({ model_id: modelId(catalogue, 'golf/clubs/drivers', 'Titleist', 'TSR2') }),
    blocks: (ids, catalogue) => [
      {
        id: ids.block(),
        layout: 'group-unlimited-2-column-title-image',
        title: 'About the TSR2',
        query: {
          category_id: catalogue.category('golf/clubs/drivers').id,
          model_id: modelId(catalogue, 'golf/clubs/drivers', 'Titleist', 'TSR2'),
        },
        tiles: [
          { id: ids.tile(), display_type: 'model_description' },
          {
            id: ids.tile(),
            title: 'Drivers athletes compare',
            display_type: 'popular_models',
            destination: '/shop/golf/clubs/drivers',
            versions: [{ platform: 'web', button_text: 'All drivers' }],
          },
          categoryTile(ids, 'Fairway woods', 'golf/clubs/fairway-woods', { subtitle: 'The club after the driver' }),
          categoryTile(ids, 'Hybrids', 'golf/clubs/hybrids', { subtitle: 'Easier than a long iron' }),
          categoryTile(ids, 'Golf balls', 'golf/balls', { subtitle: 'Tour balls by the dozen' }),
          categoryTile(ids, 'Rangefinders', 'golf/rangefinders', { subtitle: 'Know the number' }),
        ],
      },
      {
        id: ids.block(),
        layout: 'group-4',
        title: 'Why golfers trade on Kitswap',
        tiles: [
          {
            id: ids.tile(),
            title: 'Built by athletes',
            destination: '/about',
            image_type: 'empower_athletes',
            background_color: '#0b1f33',
            text_color: '#ffffff',
          },
          {
            id: ids.tile(),
            title: 'Get the app',
            subtitle: 'List a club in seconds from your phone.',
            destination: '/app',
            image_type: 'app_logo',
            background_color: '#e9f7ef',
            versions: [{ platform: 'web', button_text: 'Download', button_color: '#1c1f23' }],
          },
          {
            id: ids.tile(),
            title: 'Join the club',
            subtitle: 'Save searches, follow sellers and make offers.',
            image_type: 'join_prompt',
            background_color: '#fff4e5',
          },
          wideTile(ids, 'Sell your driver', 'golf', { destination: '/sell-now', subtitle: 'Listing is free' }),
        ],
      },
      {
        id: ids.block(),
        layout: 'group-unlimited-title',
        title: 'More from the bag',
        tiles: [
          categoryTile(ids, 'Irons', 'golf/clubs/irons'),
          categoryTile(ids, 'Wedges', 'golf/clubs/wedges'),
          categoryTile(ids, 'Putters', 'golf/clubs/putters'),
          categoryTile(ids, 'Stand bags', 'golf/bags/stand-bags'),
          categoryTile(ids, 'Golf shoes', 'golf/shoes'),
        ],
      },
    ],
  },
  {
    slug: 'lacrosse/heads',
    title: 'Lacrosse Heads',
    description: 'Attack, midfield and defense heads, strung and unstrung.',
    category: 'lacrosse/heads',
    blocks: (ids) => [
      {
        id: ids.block(),
        layout: 'group-unlimited',
        title: 'Shop the sport',
        tiles: [
          wideTile(ids, 'Lacrosse', 'lacrosse'),
          wideTile(ids, "Women's lacrosse", 'womens-lacrosse'),
          wideTile(ids, 'Hockey', 'hockey'),
          wideTile(ids, 'Football', 'football'),
        ],
      },
      {
        id: ids.block(),
        layout: 'group-unlimited-1-column-title-image',
        title: 'Build a complete stick',
        tiles: [
          categoryTile(ids, 'Shafts', 'lacrosse/shafts', { subtitle: 'Attack and defense lengths' }),
          categoryTile(ids, 'Complete sticks', 'lacrosse/complete-sticks', { subtitle: 'Strung and ready to play' }),
          categoryTile(ids, 'Gloves', 'lacrosse/gloves', { subtitle: 'Broken in, not broken' }),
        ],
      },
      {
        id: ids.block(),
        layout: 'group-unlimited-1-column-title',
        title: 'Selling your lacrosse gear',
        tiles: [
          navHeader(ids, 'Before you ship'),
          navLink(ids, 'Packing a stick', '/help/packing', 'Take the head off and pad the throat'),
          navLink(ids, 'Printing your label', '/help/labels', 'Prepaid labels arrive by email after the sale'),
          navHeader(ids, 'After you ship'),
          navLink(ids, 'Tracking a parcel', '/help/tracking'),
          navLink(ids, 'Getting paid', '/help/getting-paid', 'Funds release when the buyer confirms delivery'),
        ],
      },
      {
        id: ids.block(),
        layout: 'group-unlimited-2-column-title',
        title: 'Help topics',
        tiles: [
          navHeader(ids, 'Buying'),
          navLink(ids, 'Making an offer', '/help/offers'),
          navLink(ids, 'Returns', '/help/returns'),
          navHeader(ids, 'Selling'),
          navLink(ids, 'Listing an item', '/help/listing'),
          navLink(ids, 'Fees', '/help/fees'),
        ],
      },
    ],
  },
];

/** Landers showing every tile-group layout of spec §2.7 (soccer cleats, a TSR2 model lander, lacrosse heads). */
export function buildTileLanders(catalogue: Catalogue): LanderContent[] {
  return SPECS.map((spec, index) => {
    const id = FIRST_ID + index;
    const ids = idsFor(id);
    const category = catalogue.category(spec.category);
    const query = { category_id: category.id, ...spec.query?.(catalogue) };
    const title: AnyBlock = { id: ids.block(), layout: 'text-title', title: spec.title, description: spec.description };
    // The row is pre-filled with the category's most favourited items (v2 meta), so it names the category.
    const items: AnyBlock = {
      id: ids.block(),
      layout: 'item-grid-1-row',
      title: `Popular ${category.name.toLowerCase()}`,
      query: { category_id: category.id, sort: 'popular' },
    };
    return {
      lander: {
        id,
        slug: spec.slug,
        path: `/shop/${spec.slug}`,
        title: spec.title,
        query,
        show_categories: false,
        category_id: category.id,
        page_view_id: id,
      },
      prefill: { blockId: items.id, categoryId: category.id },
      pageView: {
        id,
        slug: `lander-${spec.slug.replaceAll('/', '-')}`,
        title: spec.title,
        updated_at: seedNowIso(),
        blocks: [title, items, ...spec.blocks(ids, catalogue)],
      },
    };
  });
}
