import { slugify } from '../text/slugify';
import type { CategoryRow } from './catalogue';

interface DetailSeed {
  slug: string;
  name: string;
  values: string[];
  /** Publishing needs it. */
  required?: boolean;
  /** The value guide prices by it. */
  valueGuide?: boolean;
}

const HAND = { slug: 'hand', name: 'Hand', values: ['Right', 'Left'], required: true };
const SHAFT_FLEX = { slug: 'shaft-flex', name: 'Shaft Flex', values: ['Regular', 'Stiff', 'X-Stiff'], required: true };
const THROWING_HAND = { slug: 'throwing-hand', name: 'Throwing Hand', values: ['RHT', 'LHT'], required: true };
const SHOE_SIZE = {
  slug: 'size',
  name: 'Size',
  values: ['Size 7', 'Size 8', 'Size 9', 'Size 10', 'Size 11', 'Size 12', 'Size 13'],
  required: true,
};
const PAD_SIZE = { slug: 'size', name: 'Size', values: ['Small', 'Medium', 'Large'], required: true };
const stickFlex = (values: string[]) => ({ slug: 'flex', name: 'Flex', values, required: true, valueGuide: true });

/**
 * What the list flow asks per category (spec §3 'List-flow detail definition'), beyond brand and
 * condition, keyed by category slug; a category's details apply to its descendants. Values follow
 * the specs of the seeded listings' names (seed/sports), so a seller picks what buyers search for.
 */
const DETAILS: Record<string, DetailSeed[]> = {
  'golf/clubs': [HAND],
  'golf/clubs/drivers': [{ slug: 'loft', name: 'Loft', values: ['9°', '10.5°', '12°'] }, SHAFT_FLEX],
  'golf/clubs/fairway-woods': [{ slug: 'club', name: 'Club', values: ['3 Wood 15°', '5 Wood 18°'] }, SHAFT_FLEX],
  'golf/clubs/hybrids': [{ slug: 'club', name: 'Club', values: ['3H 19°', '4H 22°', '5H 25°'] }, SHAFT_FLEX],
  'golf/clubs/irons': [
    { slug: 'set-makeup', name: 'Set Makeup', values: ['4-PW', '5-PW', '5-GW'], required: true, valueGuide: true },
    {
      slug: 'shaft',
      name: 'Shaft',
      values: ['Steel Regular', 'Steel Stiff', 'Graphite Regular'],
      required: true,
    },
  ],
  'golf/clubs/wedges': [{ slug: 'loft', name: 'Loft', values: ['52°', '56°', '60°'], required: true }],
  'golf/clubs/putters': [{ slug: 'length', name: 'Length', values: ['33"', '34"', '35"'] }],
  'golf/shoes': [SHOE_SIZE],
  // A stick's blade curves for one hand: the other hand's players cannot use it, so it prices.
  'hockey/sticks': [
    { ...HAND, valueGuide: true },
    { slug: 'curve', name: 'Curve', values: ['P92', 'P28', 'P88'], required: true },
  ],
  'hockey/sticks/senior': [stickFlex(['77 Flex', '87 Flex', '95 Flex'])],
  'hockey/sticks/intermediate': [stickFlex(['55 Flex', '65 Flex'])],
  'hockey/sticks/junior': [stickFlex(['30 Flex', '40 Flex', '50 Flex'])],
  'hockey/skates/player': [
    {
      slug: 'size',
      name: 'Size',
      values: ['Size 7 D', 'Size 8 EE', 'Size 9 Fit 2', 'Size 10 D'],
      required: true,
      valueGuide: true,
    },
  ],
  'hockey/skates/goalie': [
    { slug: 'size', name: 'Size', values: ['Size 8 D', 'Size 9 EE', 'Size 10 D'], required: true, valueGuide: true },
  ],
  'hockey/helmets': [PAD_SIZE],
  'hockey/gloves': [{ slug: 'size', name: 'Size', values: ['12"', '13"', '14"'], required: true }],
  'baseball/bats/bbcor-bats': [
    {
      slug: 'length-weight',
      name: 'Length / Weight',
      values: ['31"/28 oz', '32"/29 oz', '33"/30 oz', '34"/31 oz'],
      required: true,
      valueGuide: true,
    },
  ],
  'baseball/gloves': [THROWING_HAND],
  'baseball/cleats': [SHOE_SIZE],
  'softball/gloves': [THROWING_HAND],
  'skiing/skis': [{ slug: 'length', name: 'Length', values: ['164 cm', '172 cm', '176 cm', '180 cm', '184 cm'] }],
  'skiing/boots': [
    { slug: 'mondo-size', name: 'Mondo Size', values: ['Mondo 26.5', 'Mondo 27.5', 'Mondo 28.5'], required: true },
    { slug: 'flex', name: 'Flex', values: ['100 Flex', '120 Flex', '130 Flex'] },
  ],
  'snowboarding/boots': [SHOE_SIZE],
  'football/cleats': [SHOE_SIZE],
  'soccer/cleats': [SHOE_SIZE],
};

export interface CategoryDetailRow {
  id: number;
  category_id: number;
  slug: string;
  name: string;
  required: boolean;
  value_guides_required: boolean;
  position: number;
}

export interface CategoryDetailValueRow {
  id: number;
  detail_id: number;
  slug: string;
  name: string;
  position: number;
}

/** The rows of category_details and category_detail_values (migration 109). */
export function buildListFlowDetails(category: (slug: string) => CategoryRow): {
  category_details: CategoryDetailRow[];
  category_detail_values: CategoryDetailValueRow[];
} {
  const details: CategoryDetailRow[] = [];
  const values: CategoryDetailValueRow[] = [];
  for (const [slug, seeds] of Object.entries(DETAILS)) {
    for (const [position, seed] of seeds.entries()) {
      const detail = {
        id: details.length + 1,
        category_id: category(slug).id,
        slug: seed.slug,
        name: seed.name,
        required: seed.required ?? false,
        value_guides_required: seed.valueGuide ?? false,
        position,
      };
      details.push(detail);
      for (const [valuePosition, name] of seed.values.entries())
        values.push({
          id: values.length + 1,
          detail_id: detail.id,
          slug: slugify(name),
          name,
          position: valuePosition,
        });
    }
  }
  return { category_details: details, category_detail_values: values };
}

/**
 * The category detail values the seeded listings' names state ('… Senior Hockey Stick P92 Left 87
 * Flex' → curve P92, hand Left, flex 87 Flex), so the value guide can price by them: for each
 * detail of the item's category or an ancestor, the longest value named as whole words.
 */
export function itemDetailValuesFromNames(
  items: readonly { id: number; name: string; category_id: number }[],
  categories: readonly CategoryRow[],
  details: { category_details: CategoryDetailRow[]; category_detail_values: CategoryDetailValueRow[] },
): { item_id: number; value_id: number }[] {
  const lineage = new Map(categories.map((category) => [category.id, category.lineage]));
  const valuesOf = new Map<number, CategoryDetailValueRow[]>();
  for (const value of details.category_detail_values)
    valuesOf.set(value.detail_id, [...(valuesOf.get(value.detail_id) ?? []), value]);
  const rows: { item_id: number; value_id: number }[] = [];
  for (const item of items) {
    const path = lineage.get(item.category_id) ?? [];
    const words = ` ${item.name} `;
    for (const detail of details.category_details) {
      if (!path.includes(detail.category_id)) continue;
      const named = (valuesOf.get(detail.id) ?? [])
        .filter((value) => words.includes(` ${value.name} `))
        .sort((a, b) => b.name.length - a.name.length)[0];
      if (named) rows.push({ item_id: item.id, value_id: named.id });
    }
  }
  return rows;
}
