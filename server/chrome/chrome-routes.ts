import { Hono } from 'hono';
import {
  newsletterConfirmationSchema,
  newsletterSubscriptionSchema,
  predictiveSearchParamsSchema,
} from '../../schemas/entities/chrome';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/caller-address';
import { parseInput, readJsonBody } from '../http/validate';
import { rateLimit, UNAUTHENTICATED_WRITE_LIMITS } from '../limits/rate-limit';
import { confirmNewsletterSubscription, requestNewsletterSubscription } from '../notifications/newsletter';
import type { PaymentGateway } from '../payments/gateway';
import {
  activeVacation,
  buildNavigation,
  currentSale,
  predictiveSearch,
  siteConfiguration,
  spendableBalance,
  unreadSwaps,
  userConfiguration,
} from './chrome';

/**
 * The site chrome's calls (spec §2.3–2.5, §2.8, §5, §7.3, §7.7, §7.9): the category navigation,
 * site and user configuration, balance, inbox badge, active vacation, the sale, newsletter
 * subscribe (and its confirmation) and predictive search. The spec leaves most paths unshown; these are ours.
 * `payments` is the app's gateway, told to the client as the site configuration's `payment_provider`; `webOrigin`
 * prefixes the newsletter's confirmation link.
 */
export function chromeRoutes(db: Db, payments: PaymentGateway, webOrigin: string): Hono {
  return (
    new Hono()
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
      // Double opt-in: a pending subscription and one mailed link; the answer is the same whatever happened.
      .post('/v1/newsletter/subscriptions', rateLimit(db, UNAUTHENTICATED_WRITE_LIMITS.newsletter), async (c) => {
        const { email, source } = parseInput(newsletterSubscriptionSchema, await readJsonBody(c));
        await requestNewsletterSubscription(db, email, source, {
          siteOrigin: webOrigin,
          callerAddress: clientAddress(c),
        });
        return c.json({ data: { email: email.toLowerCase() } }, 201);
      })
      // The mailed link's page sends its token here: the address is subscribed.
      .post('/v1/newsletter/confirmations', async (c) => {
        const { token } = parseInput(newsletterConfirmationSchema, await readJsonBody(c));
        const email = await confirmNewsletterSubscription(db, token);
        return c.json({ data: { email, subscribed: true } });
      })
      .get('/v1/predictive_search', async (c) => {
        const { q, filter_type } = parseInput(predictiveSearchParamsSchema, c.req.query());
        return c.json({ data: await predictiveSearch(db, q, filter_type === 'all' ? undefined : filter_type) });
      })
  );
}
