import { describe, expect, it } from 'vitest';
import { guessMapping, unmappedRequiredFields } from './column-mapping';

describe('guessing which column feeds each field of an import', () => {
  it('matches a header by its words to a field’s aliases, whatever the case and punctuation', () => {
    expect(
      guessMapping(['Item SKU', 'LISTING_TITLE', 'Category Path', 'Make', 'Cond.', 'List Price ($)', 'qty', 'Notes']),
    ).toEqual({
      sku: 'Item SKU',
      name: 'LISTING_TITLE',
      category: 'Category Path',
      brand: 'Make',
      model: null,
      condition: null,
      price: 'List Price ($)',
      quantity: 'qty',
      description: 'Notes',
      accepts_offers: null,
    });
  });

  it('keeps the seller’s remembered choice when the file has that header, and gives a header to one field only', () => {
    const headers = ['Ref', 'Title', 'Details', 'Price'];
    expect(guessMapping(headers, { sku: 'Ref', description: 'Title', price: 'Gone' })).toMatchObject({
      sku: 'Ref',
      // 'Title' was remembered for the description: the name does not take it too.
      description: 'Title',
      name: null,
      price: 'Price',
    });
    // Two fields remembered on one header: the first keeps it.
    expect(guessMapping(headers, { sku: 'Ref', name: 'Ref' })).toMatchObject({ sku: 'Ref', name: 'Title' });
    // Two headers with a field's words: the first feeds it.
    expect(guessMapping(['Name', 'Title'])).toMatchObject({ name: 'Name' });
  });

  it('lists the required fields no column of the file feeds', () => {
    const headers = ['SKU', 'Title', 'Category'];
    const keys = (mapping: Parameters<typeof unmappedRequiredFields>[1]) =>
      unmappedRequiredFields(headers, mapping).map((field) => field.key);
    expect(keys(guessMapping(headers))).toEqual(['condition', 'price']);
    // A mapping naming a header the file lacks feeds nothing.
    expect(keys({ sku: 'SKU', name: 'Title', category: 'Category', condition: 'Cond', price: 'SKU' })).toEqual([
      'condition',
    ]);
  });
});
