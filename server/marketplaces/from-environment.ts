import { allowsSandboxMoney } from '../config/environment';
import type { Db } from '../db/db';
import type { MarketplaceConnector } from './connector';
import { sandboxConnector } from './sandbox';
import { unavailableConnector } from './unavailable';

/**
 * The eBay connector for this KS_ENV: the sandbox (its own listings table) wherever the payment
 * sandbox runs — everywhere but production; production has no provider wired in yet, so every
 * marketplace call answers 503 there. A real provider becomes a third connector chosen here.
 */
export function marketplaceConnectorFromEnvironment(
  db: Db,
  env: Record<string, string | undefined> = process.env,
): MarketplaceConnector {
  return allowsSandboxMoney(env) ? sandboxConnector(db) : unavailableConnector();
}
