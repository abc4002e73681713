import { describe, expect, it } from 'vitest';
import {
  chooseInboxFilter,
  chooseInboxFolder,
  chooseInboxType,
  inboxHref,
  itemSwapsHref,
  parseInboxLocation,
  rememberedInboxPath,
  searchInbox,
} from './inbox-location';
import { inboxPageSize } from './inbox-preferences';

describe('inbox locations (spec §2.1, §2.11)', () => {
  it.each([
    ['/swaps/sell', '', { type: 'sell', scope: 'all', q: '', filter: null, page: 1 }],
    ['/swaps/buy/starred', '', { type: 'buy', scope: 'starred', q: '', filter: null, page: 1 }],
    ['/swaps/sell/search', 'q=1234', { type: 'sell', scope: 'all', q: '1234', filter: null, page: 1 }],
    [
      '/swaps/buy/negotiations',
      'q=%20stick%20&filter=unread&page=3',
      { type: 'buy', scope: 'negotiations', q: 'stick', filter: 'unread', page: 3 },
    ],
    ['/swaps/sell/disputed', 'filter=spam&page=-2', { type: 'sell', scope: 'disputed', q: '', filter: null, page: 1 }],
  ])('reads %s?%s', (path, search, expected) => {
    expect(parseInboxLocation(path, search)).toEqual(expected);
  });

  it.each(['/swaps', '/swaps/123', '/swaps/trade/all', '/swaps/sell/inbox', '/swaps/sell/all/more'])(
    '%s is no inbox location',
    (path) => {
      expect(parseInboxLocation(path, '')).toBeNull();
    },
  );

  it('writes locations with only the non-default query', () => {
    expect(inboxHref({ type: 'buy', scope: 'all' })).toBe('/swaps/buy/all');
    expect(inboxHref({ type: 'sell', scope: 'completed', q: 'bat & ball', filter: 'offers', page: 2 })).toBe(
      '/swaps/sell/completed?q=bat+%26+ball&filter=offers&page=2',
    );
  });

  it('goes back to the remembered location, else the remembered tab, else /swaps/sell/all', () => {
    expect(rememberedInboxPath('/swaps/buy/starred', 'sell')).toBe('/swaps/buy/starred');
    expect(rememberedInboxPath('https://evil.example/swaps/buy/all', 'buy')).toBe('/swaps/buy/all');
    expect(rememberedInboxPath('/swaps/buy/nope', undefined)).toBe('/swaps/sell/all');
    expect(rememberedInboxPath(undefined, 'nonsense')).toBe('/swaps/sell/all');
  });

  it('moves as spec §4.6 says: a type to its folder all, bare; a folder keeps the keyword only; a chip or a keyword back to page 1', () => {
    const here = { type: 'sell', scope: 'negotiations', q: 'stick', filter: 'unread', page: 3 } as const;
    expect(chooseInboxType('buy')).toEqual({ type: 'buy', scope: 'all', q: '', filter: null, page: 1 });
    expect(chooseInboxFolder(here, 'starred')).toEqual({
      type: 'sell',
      scope: 'starred',
      q: 'stick',
      filter: null,
      page: 1,
    });
    expect(chooseInboxFilter(here, 'offers')).toEqual({ ...here, filter: 'offers', page: 1 });
    expect(chooseInboxFilter(here, null)).toEqual({ ...here, filter: null, page: 1 });
    expect(searchInbox(here, 'bat')).toEqual({ ...here, q: 'bat', page: 1 });
  });

  it('takes the page size from ks_inbox_page_size when the API accepts it, else 20', () => {
    expect([
      inboxPageSize('50'),
      inboxPageSize(undefined),
      inboxPageSize('0'),
      inboxPageSize('500'),
      inboxPageSize('2.5'),
    ]).toEqual([50, 20, 20, 20, 20]);
  });
});

describe('itemSwapsHref (spec §2.1 /swaps/{tab}/search?q={itemId})', () => {
  it('searches the item in the remembered tab, sell when none or an unknown one is remembered', () => {
    expect(itemSwapsHref(5, 'buy')).toBe('/swaps/buy/search?q=5');
    expect(itemSwapsHref(5, 'sell')).toBe('/swaps/sell/search?q=5');
    expect(itemSwapsHref(5, undefined)).toBe('/swaps/sell/search?q=5');
    expect(itemSwapsHref(5, 'trade')).toBe('/swaps/sell/search?q=5');
  });
});
