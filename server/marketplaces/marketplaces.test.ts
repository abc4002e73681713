import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { marketplaceConnectorFromEnvironment } from './from-environment';
import { requireMarketplace, unavailableConnector } from './unavailable';

const unavailable = {
  status: 503,
  errors: [{ message: 'eBay is unavailable right now. Nothing was changed.', code: 'marketplace_unavailable' }],
};
/** The connectors under test never reach the database here. */
const noDb: Db = {
  query: () => Promise.reject(new Error('no database')),
  exec: () => Promise.reject(new Error('no database')),
  transaction: () => Promise.reject(new Error('no database')),
  close: () => Promise.resolve(),
};

describe('the MarketplaceConnector seam', () => {
  it('is the sandbox outside production only; a missing KS_ENV is production', () => {
    const connector = (KS_ENV?: string) =>
      marketplaceConnectorFromEnvironment(noDb, KS_ENV === undefined ? {} : { KS_ENV });
    expect([undefined, 'production', 'anything-else'].map((mode) => connector(mode).name)).toEqual([
      'unavailable',
      'unavailable',
      'unavailable',
    ]);
    expect(['staging', 'development', 'test'].map((mode) => [connector(mode).name, connector(mode).available])).toEqual(
      [
        ['sandbox', true],
        ['sandbox', true],
        ['sandbox', true],
      ],
    );
  });

  it('requireMarketplace answers 503 before a write; the unavailable connector refuses every call all the same', async () => {
    expect(() => requireMarketplace(unavailableConnector())).toThrow(expect.objectContaining(unavailable));
    expect(() => requireMarketplace(marketplaceConnectorFromEnvironment(noDb, { KS_ENV: 'test' }))).not.toThrow();
    const production = marketplaceConnectorFromEnvironment(noDb, { KS_ENV: 'production' });
    await expect(production.findListing('186000002392')).rejects.toMatchObject(unavailable);
    await expect(
      production.updateListing('186000002392', { price: 1, quantity: 1 }, 'sandbox-x'),
    ).rejects.toMatchObject(unavailable);
    expect(() => production.listingUrl('186000002392')).toThrow(expect.objectContaining(unavailable));
  });
});
