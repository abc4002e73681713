import type { Catalogue, Leaf } from './catalogue';
import type { ItemRow } from './items';
import type { Random } from './random';

/** An item as seeded, with what its page shows beyond a grid card. */
export interface ItemPageRow extends ItemRow {
  description: string;
  condition: 'new' | 'used';
  accepts_offers: boolean;
}

export interface ItemVariationRow {
  id: number;
  item_id: number;
  name: string;
  quantity: number;
}

export interface DetailDefinitionRow {
  slug: string;
  name: string;
  guidance: string | null;
}

const usedOpenings = [
  'Used for one season and well looked after.',
  'Lightly used: a few marks from play, nothing that affects performance.',
  'Played with for a couple of seasons; shows normal wear, plenty of life left.',
  'Used a handful of times before I switched setups.',
  'Backup gear that spent most of its life in the bag.',
];
const newOpenings = [
  'Brand new, never used.',
  'New with tags, still in the original packaging.',
  'New: tried on once at home, never played.',
];
const closings = [
  'Ships within two days of purchase, packed carefully.',
  'Smoke-free home. Ships the next business day.',
  'Happy to answer questions or send more photos before you buy.',
  'Bundle with my other listings to save on shipping.',
];

/**
 * Item page content for the seeded items (a stream of its own, so the items themselves are drawn
 * exactly as before): a description, the condition, whether offers are taken, and size variations
 * on a few multi-unit new listings (whose names then drop the one size they used to carry).
 */
export function buildItemPageData(random: Random, catalogue: Catalogue, items: ItemRow[]) {
  const leafByCategory = new Map<number, Leaf>(catalogue.leaves.map((leaf) => [leaf.category.id, leaf]));
  const variations: ItemVariationRow[] = [];
  const pageItems = items.map((item): ItemPageRow => {
    const leaf = leafByCategory.get(item.category_id)!;
    const condition = item.name.startsWith('New ') ? 'new' : 'used';
    const sizes = leaf.seed.specs?.length === 1 ? leaf.seed.specs[0]! : [];
    const size = sizes.find((candidate) => item.name.endsWith(` ${candidate}`));
    const hasVariations = condition === 'new' && item.state === 'available' && item.quantity >= 2 && size !== undefined;
    const name = hasVariations ? item.name.slice(0, -(size.length + 1)) : item.name;
    if (hasVariations) {
      sizes.forEach((variation, index) => {
        variations.push({
          id: variations.length + 1,
          item_id: item.id,
          name: variation,
          quantity: index === 0 ? 1 : random.int(0, 3),
        });
      });
    }
    const specs = name.slice(name.indexOf(leaf.seed.noun) + leaf.seed.noun.length).trim();
    const what = `${name.replace(/^(New|Used) /, '').replace(` ${specs}`, '')}${specs ? ` (${specs})` : ''}`;
    const paragraphs = [
      `${random.pick(condition === 'new' ? newOpenings : usedOpenings)} ${what}.`,
      random.chance(0.35) ? leaf.sport.advice : null,
      random.pick(closings),
    ];
    return {
      ...item,
      name,
      description: paragraphs.filter(Boolean).join('\n\n'),
      condition,
      accepts_offers: item.auction || random.chance(0.8),
    };
  });
  return { items: pageItems, variations, detailDefinitions };
}

const detailDefinitions: DetailDefinitionRow[] = [
  { slug: 'brand', name: 'Brand', guidance: null },
  {
    slug: 'model',
    name: 'Model',
    guidance:
      'The **model** is the product line and version the maker sold the gear under.\n\n' +
      'Prices in the [Value Guide](/value-guide) are kept per model, so the model is the best way to compare an asking price with what the same gear recently sold for.',
  },
  {
    slug: 'condition',
    name: 'Condition',
    guidance:
      '- **New**: never used in play. Tags or the original packaging are a plus, not a requirement.\n' +
      '- **Used**: anything that has seen play. The photos and description show its wear.\n\n' +
      'Not sure? Message the seller and ask for more photos before you buy: keep the conversation on Kitswap so your purchase stays protected.',
  },
];
