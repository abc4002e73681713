import { describe, expect, it } from 'vitest';
import type { ValueGuideDetail } from '../../schemas/entities/value-guide';
import { itemCreatePayloadSchema } from '../../schemas/requests/item-create';
import { listingPayload, listYoursHref } from './list-yours';
import { guideQuery, isComplete, parseSelection, selectionSearch } from './selection';
import { CONDITION } from './test-support';

const details: ValueGuideDetail[] = [
  {
    slug: 'brand',
    name: 'Brand',
    value_guides_required: false,
    values: [{ id: 5, slug: 'titleist', name: 'Titleist' }],
  },
  CONDITION,
];

describe('value guide selection', () => {
  it('reads category and model ids and detail slugs from the URL, dropping what is malformed', () => {
    expect(parseSelection('?category=3&brand=titleist&model=12&condition=used&src=header')).toEqual({
      category: 3,
      model: 12,
      details: { brand: 'titleist', src: 'header', condition: 'used' },
    });
    expect(parseSelection('category=golf&model=0&brand=Not%20a%20slug&condition=used')).toEqual({
      category: null,
      model: null,
      details: { condition: 'used' },
    });
    expect(parseSelection('category=99999999999')).toMatchObject({ category: null });
  });

  it('writes the URL back in a stable order, the model after the brand', () => {
    expect(selectionSearch({ category: 3, model: 12, details: { brand: 'titleist', condition: 'used' } })).toBe(
      'category=3&brand=titleist&model=12&condition=used',
    );
    expect(selectionSearch({ category: 3, model: null, details: { condition: 'new' } })).toBe(
      'category=3&condition=new',
    );
  });

  it('prices only once the required details are chosen, sending only the details the category has', () => {
    const selection = parseSelection('category=3&brand=titleist&condition=used&flex=stiff');
    expect(isComplete(selection, details)).toBe(true);
    expect(isComplete(parseSelection('category=3&brand=titleist'), details)).toBe(false);
    expect(isComplete(parseSelection('category=3&condition=mint'), details)).toBe(false);
    expect(guideQuery(selection, details)).toEqual({
      category: [3],
      brand: ['titleist'],
      condition: ['used'],
      platform: 'kitswap',
      context: 'trade_in',
    });
  });

  it('builds the spec §2.12 item payload for List yours and carries it to the list flow, prefilled', () => {
    const selection = parseSelection('category=3&brand=titleist&model=12&condition=used');
    const response = {
      data: details,
      meta: {
        category: { id: 3, name: 'Drivers', slug: 'golf/clubs/drivers', title_name: 'Driver', category_ids: [1, 2, 3] },
      },
    };
    const payload = listingPayload(selection, response, { id: 12, name: 'TSR2' }, 245.5);
    expect(payload).toEqual({
      item: {
        name: 'Titleist TSR2 Driver',
        category_ids: [1, 2, 3],
        details: [
          { slug: 'brand', values: [{ id: 5, slug: 'titleist', name: 'Titleist' }] },
          { slug: 'condition', values: [{ id: 2, slug: 'used', name: 'Used' }] },
        ],
        model_id: 12,
        list_price: 245.5,
      },
    });
    const href = new URL(listYoursHref(payload), 'http://kitswap.test');
    expect(href.pathname).toBe('/items/new');
    expect([...href.searchParams]).toEqual([
      ['prefill_data', '1'],
      ['name', 'Titleist TSR2 Driver'],
      ['category_ids[]', '1'],
      ['category_ids[]', '2'],
      ['category_ids[]', '3'],
      ['model_id', '12'],
      ['list_price', '245.5'],
      ['details[brand][]', '5'],
      ['details[condition][]', '2'],
      ['src', 'value_guide'],
    ]);
    expect(itemCreatePayloadSchema.parse(payload)).toEqual(payload);
  });
});
