import { describe, expect, it } from 'vitest';
import { reachableSteps, resumeStep, stepOfField } from './steps';
import { COMPLETE, DETAILS, PHOTOS_ONLY } from './test-support';

describe('the list flow’s steps', () => {
  it('resume at the first step not done', () => {
    expect(resumeStep(null, [])).toBe('photos');
    expect(resumeStep({ ...PHOTOS_ONLY, images: [] }, [])).toBe('photos');
    expect(resumeStep(PHOTOS_ONLY, [])).toBe('category');
    const noHand = { ...COMPLETE, details: COMPLETE.details.filter((detail) => detail.slug !== 'hand') };
    expect(resumeStep(noHand, DETAILS)).toBe('details');
    expect(resumeStep({ ...COMPLETE, name: 'TS' }, DETAILS)).toBe('title');
    expect(resumeStep({ ...COMPLETE, parcel: null }, DETAILS)).toBe('shipping');
    expect(resumeStep(COMPLETE, DETAILS)).toBe('review');
  });

  it('open up to the first step not done, every step of a published item', () => {
    expect([...reachableSteps(PHOTOS_ONLY, [])]).toEqual(['photos', 'category']);
    expect(reachableSteps({ ...PHOTOS_ONLY, state: 'available' }, []).size).toBe(9);
  });

  it('show each payload field’s error on its step', () => {
    expect(
      [
        'images',
        'category_ids',
        'model_id',
        'details.brand',
        'details.hand',
        'details.condition',
        'description',
        'name',
        'list_price',
        'parcel.length',
        'parcel_id',
        'quantity',
      ].map(stepOfField),
    ).toEqual([
      'photos',
      'category',
      'brand',
      'brand',
      'details',
      'condition',
      'condition',
      'title',
      'price',
      'shipping',
      'shipping',
      'review',
    ]);
  });
});
