import { describe, expect, it } from 'vitest';
import { ApiError } from '../../engine';
import { detailsWith, fieldErrors, readNumber } from './listing-fields';
import { COMPLETE } from './test-support';

describe('the list flow’s payload helpers', () => {
  it('detailsWith changes the given details and keeps the rest', () => {
    expect(detailsWith(COMPLETE.details, { hand: [22], condition: [], loft: [31] })).toEqual([
      { slug: 'brand', values: [{ id: 5 }] },
      { slug: 'hand', values: [{ id: 22 }] },
      { slug: 'loft', values: [{ id: 31 }] },
    ]);
  });

  it('fieldErrors names fields as the form does: item. stripped, the first message of a field', () => {
    const error = new ApiError({
      status: 422,
      endpoint: '/v1/items/7',
      errors: [
        { field: 'item.list_price', message: 'Enter a price' },
        { field: 'item.list_price', message: 'second' },
        { field: 'item.details.flex', message: 'Choose flex' },
        { field: 'parcel.length', message: 'Enter a length' },
        { message: 'no field' },
      ],
    });
    expect(fieldErrors(error)).toEqual({
      list_price: 'Enter a price',
      'details.flex': 'Choose flex',
      'parcel.length': 'Enter a length',
    });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });

  it('readNumber reads what sellers type', () => {
    expect(readNumber('$1,200.50')).toBe(1200.5);
    expect(readNumber(' 12 ')).toBe(12);
    expect(readNumber('')).toBeNaN();
    expect(readNumber('12a')).toBeNaN();
    expect(readNumber('-5')).toBeNaN();
  });
});
