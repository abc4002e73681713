import { Hono } from 'hono';
import { newsletterSubscriptionSchema, predictiveSearchParamsSchema } from '../../schemas/entities/chrome';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { rateLimit, UNAUTHENTICATED_WRITE_LIMITS } from '../http/rate-limit';
import { parseInput, readJsonBody } from '../http/validate';
import type { PaymentGateway } from '../payments/gateway';
import {
  activeVacation,
  buildNavigation,
  currentSale,
  predictiveSearch,
  siteConfiguration,
  spendableBalance,
  subscribeToNewsletter,
  unreadSwaps,
  userConfiguration,
} from '../queries/chrome';

/**
 * The site chrome's calls (spec §2.3–2.5, §2.8, §5, §7.3, §7.7, §7.9): the category navigation,
 * site and user configuration, balance, inbox badge, active vacation, the sale, newsletter
 * subscribe and predictive search. The spec leaves most paths unshown; these are ours. `payments`
 * is the app's gateway, told to the client as the site configuration's `payment_provider`.
 */
export function chromeRoutes(db: Db, payments: PaymentGateway): Hono {
  return new Hono()
    .get('/v1/navigation', async (c) => c.json({ data: await buildNavigation(db) }))
    .get('/v1/site_configuration', async (c) => c.json({ data: await siteConfiguration(db, payments) }))
    .get('/v1/user_configuration', async (c) => {
      const configuration = await userConfiguration(db, requireViewer(c).userId);
      if (!configuration) throw ApiError.notFound('User not found');
      return c.json({ data: configuration });
    })
    .get('/v1/balance/spendable', async (c) =>
      c.json({ data: { amount: await spendableBalance(db, requireViewer(c).userId) } }),
    )
    .get('/v1/swaps/badge', async (c) => c.json({ data: { badge: await unreadSwaps(db, requireViewer(c).userId) } }))
    .get('/v1/vacations/active', async (c) => c.json({ data: await activeVacation(db, requireViewer(c).userId) }))
    .get('/v1/sales/current', async (c) => c.json({ data: await currentSale(db, new Date()) }))
    .post('/v1/newsletter/subscriptions', rateLimit(db, UNAUTHENTICATED_WRITE_LIMITS.newsletter), async (c) => {
      const { email, source } = parseInput(newsletterSubscriptionSchema, await readJsonBody(c));
      await subscribeToNewsletter(db, email, source);
      return c.json({ data: { email: email.toLowerCase() } }, 201);
    })
    .get('/v1/predictive_search', async (c) => {
      const { q, filter_type } = parseInput(predictiveSearchParamsSchema, c.req.query());
      return c.json({ data: await predictiveSearch(db, q, filter_type === 'all' ? undefined : filter_type) });
    });
}
