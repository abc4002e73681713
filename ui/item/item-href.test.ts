import { describe, expect, it } from 'vitest';
import { itemHref } from './item-href';

describe('itemHref (spec §2.1)', () => {
  it('links an item without url to /gear/{id}', () => {
    expect(itemHref({ id: 42 })).toBe('/gear/42');
    expect(itemHref({ id: 42, url: null })).toBe('/gear/42');
  });

  it('appends src and published=1 to /gear/{id}', () => {
    expect(itemHref({ id: 42 }, { src: 'item-grid-1-row-7', published: true })).toBe(
      '/gear/42?src=item-grid-1-row-7&published=1',
    );
  });

  it("uses the item's own url path when it has one", () => {
    expect(itemHref({ id: 42, url: '/gear/used-bauer-vapor-stick-42' })).toBe('/gear/used-bauer-vapor-stick-42');
  });

  it('takes only the path of an absolute url', () => {
    expect(itemHref({ url: 'https://kitswap.com/gear/used-bauer-vapor-stick-42' }, { src: 'feed' })).toBe(
      '/gear/used-bauer-vapor-stick-42?src=feed',
    );
  });

  it('appends only the options given', () => {
    const item = { id: 42, url: '/gear/used-bauer-vapor-stick-42' };
    expect(itemHref(item, { src: 'home' })).toBe('/gear/used-bauer-vapor-stick-42?src=home');
    expect(itemHref(item, { published: true })).toBe('/gear/used-bauer-vapor-stick-42?published=1');
    expect(itemHref(item, { published: false, src: '' })).toBe('/gear/used-bauer-vapor-stick-42');
  });

  it("keeps the url's own query and encodes src", () => {
    expect(itemHref({ url: '/gear/stick-42?variant=left' }, { src: 'a b&c' })).toBe(
      '/gear/stick-42?variant=left&src=a+b%26c',
    );
  });

  it('throws for an item with neither id nor url (spec §8)', () => {
    expect(() => itemHref({})).toThrow(new Error('No URL-identifiable property defined'));
    expect(() => itemHref({ id: null, url: '' })).toThrow('No URL-identifiable property defined');
  });
});
