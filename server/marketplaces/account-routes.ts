import { Hono } from 'hono';
import { connectMarketplaceBodySchema } from '../../schemas/requests/connected-accounts';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { parseInput, readJsonBody } from '../http/validate';
import type { MarketplaceConnector } from './connector';
import { connectMarketplaceAccount, disconnectMarketplaceAccount, readMarketplaceAccount } from './seller-accounts';

/**
 * The signed-in seller's eBay account (/settings/integrations): GET its state, POST to connect with
 * the consent page's authorization code, DELETE to disconnect. Each answers the account as GET does;
 * writes answer 503 where no eBay provider is wired (production today).
 */
export function marketplaceAccountRoutes(db: Db, connector: MarketplaceConnector): Hono {
  return new Hono()
    .get('/v1/marketplace_accounts/ebay', async (c) =>
      c.json({ data: await readMarketplaceAccount(db, connector, requireViewer(c).userId) }),
    )
    .post('/v1/marketplace_accounts/ebay', async (c) => {
      const viewer = requireViewer(c);
      const { authorization_code } = parseInput(connectMarketplaceBodySchema, await readJsonBody(c));
      await connectMarketplaceAccount(db, connector, viewer.userId, authorization_code);
      return c.json({ data: await readMarketplaceAccount(db, connector, viewer.userId) }, 201);
    })
    .delete('/v1/marketplace_accounts/ebay', async (c) => {
      const viewer = requireViewer(c);
      await disconnectMarketplaceAccount(db, connector, viewer.userId);
      return c.json({ data: await readMarketplaceAccount(db, connector, viewer.userId) });
    });
}
