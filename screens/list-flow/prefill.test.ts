import { describe, expect, it } from 'vitest';
import { prefilledDraft, sourceOf } from './prefill';

describe('prefilledDraft (spec §2.1 prefill_data=1 plus prefill fields)', () => {
  it('reads the fields the value guide sends', () => {
    const params = new URLSearchParams(
      'prefill_data=1&name=+Bauer+Vapor+&category_ids[]=10&category_ids[]=11&model_id=4&list_price=120.5&details[brand][]=7&details[flex][]=3&details[flex][]=4',
    );
    expect(prefilledDraft(params)).toEqual({
      name: 'Bauer Vapor',
      category_ids: [10, 11],
      model_id: 4,
      list_price: 120.5,
      details: [
        { slug: 'brand', values: [{ id: 7 }] },
        { slug: 'flex', values: [{ id: 3 }, { id: 4 }] },
      ],
    });
  });

  it('leaves out what is malformed instead of failing', () => {
    const params = new URLSearchParams(
      `name=${'x'.repeat(200)}&category_ids[]=0&category_ids[]=abc&model_id=-1&list_price=0&details[Bad Slug][]=1&details[size][]=x`,
    );
    expect(prefilledDraft(params)).toEqual({ name: 'x'.repeat(80) });
    expect(prefilledDraft(new URLSearchParams('list_price=1000000000'))).toEqual({});
    expect(prefilledDraft(new URLSearchParams('list_price=12.345'))).toEqual({});
  });

  it('keeps src for analytics, capped at 100 characters', () => {
    expect(sourceOf(new URLSearchParams('src=header'))).toBe('header');
    expect(sourceOf(new URLSearchParams('src=+'))).toBeUndefined();
    expect(sourceOf(new URLSearchParams(`src=${'s'.repeat(150)}`))).toHaveLength(100);
  });
});
