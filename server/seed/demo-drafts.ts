import type { Catalogue } from './catalogue';
import { daysBeforeSeedNow } from './clock';
import { demoAccount } from './demo-accounts';
import type { CategoryDetailRow, CategoryDetailValueRow } from './list-flow-details';
import { encodePng } from './png';

const DEMO_SELLER = demoAccount('seller').id;

/** A seeded photo: the ink colour of its sport over a light ground, with a diagonal band (the gear). */
function photo(color: string, width: number, height: number): string {
  const ink = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16)) as [number, number, number];
  const png = encodePng(width, height, (x, y) => {
    const onBand = Math.abs(x / width - y / height) < 0.06;
    const shade = 235 - Math.round((y / height) * 25);
    return onBand ? ink : [shade, shade, shade + 5];
  });
  return `\\x${png.toString('hex')}`;
}

/**
 * demo_seller's two drafts (issue 16): a nearly complete senior hockey stick (everything but its
 * flex) and a golf driver with only a photo and a category, each with one uploaded photo, the first
 * with a parcel. Ids follow the generated rows; `template` gives the item rows every seeded column.
 */
export function buildDemoDrafts<Item extends object>(
  catalogue: Catalogue,
  details: { category_details: CategoryDetailRow[]; category_detail_values: CategoryDetailValueRow[] },
  template: Item,
  firstId: number,
) {
  const stick = catalogue.category('hockey/sticks/senior');
  const driver = catalogue.category('golf/clubs/drivers');
  const model = catalogue.models.find((row) => row.name === 'Vapor Hyperlite 2' && row.category_id === stick.id)!;
  const valueOf = (categorySlug: string, detailSlug: string, valueSlug: string) => {
    const category = catalogue.category(categorySlug);
    const detail = details.category_details.find((row) => row.category_id === category.id && row.slug === detailSlug)!;
    return details.category_detail_values.find((row) => row.detail_id === detail.id && row.slug === valueSlug)!.id;
  };
  const blank = Object.fromEntries(Object.keys(template).map((key) => [key, null]));
  const draft = (id: number, days: number, fields: Record<string, unknown>) => ({
    ...blank,
    id,
    state: 'draft',
    name: '',
    description: '',
    shipping_discount_amount: 0,
    quantity: 1,
    auction: false,
    favoriters_count: 0,
    image_count: 0,
    accepts_offers: true,
    seller_id: DEMO_SELLER,
    updated_at: daysBeforeSeedNow(days),
    ...fields,
  });
  const parcel = { id: 1, owner_id: DEMO_SELLER, length: 62, width: 6, height: 4, weight: 1.5 };
  const items = [
    draft(firstId, 1, {
      name: 'Used Bauer Vapor Hyperlite 2 Senior Hockey Stick',
      category_id: stick.id,
      brand_id: model.brand_id,
      model_id: model.id,
      condition: 'used',
      description: 'One season of rec league. Blade tape replaced, no cracks or chips.',
      list_price: 180,
      parcel_id: parcel.id,
    }),
    draft(firstId + 1, 3, { category_id: driver.id }),
  ] as unknown as Item[];
  const image = (id: number, itemId: number, color: string) => ({
    id,
    owner_id: DEMO_SELLER,
    item_id: itemId,
    position: 0,
    content_type: 'image/png',
    width: 800,
    height: 600,
    large: photo(color, 800, 600),
    small: photo(color, 400, 300),
    created_at: daysBeforeSeedNow(3),
  });
  return {
    parcels: [parcel],
    items,
    uploaded_images: [image(1, firstId, stick.color), image(2, firstId + 1, driver.color)],
    item_detail_values: [
      { item_id: firstId, value_id: valueOf('hockey/sticks', 'hand', 'left') },
      { item_id: firstId, value_id: valueOf('hockey/sticks', 'curve', 'p92') },
    ],
  };
}
