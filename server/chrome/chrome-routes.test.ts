import { expect, it } from 'vitest';
import { z } from 'zod';
import {
  balanceSchema,
  navigationSchema,
  newsletterConfirmedSchema,
  predictiveResultSchema,
  saleSchema,
  siteConfigurationSchema,
  swapsBadgeSchema,
  userConfigurationSchema,
  vacationSchema,
} from '../../schemas/entities/chrome';
import { createApp } from '../app';
import { DEVELOPMENT_TOKEN_SECRET } from '../auth/access-token';
import { hashSecretToken } from '../auth/secret-tokens';
import { MAIL_LIMITS } from '../notifications/mail-limits';
import { deliverOutbox } from '../notifications/outbox-delivery';
import { paymentGatewayFromEnvironment } from '../payments/from-environment';
import { bearer, getData, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

describeEachDriver('the chrome endpoints', (driver) => {
  const context = useSeededApp(driver);
  const getAs = async (path: string, userId: number) => {
    const { status, body } = await requestJson(context.app, path, { headers: bearer(userId) });
    expect(status).toBe(200);
    return (body as { data: unknown }).data;
  };

  it('builds the category navigation from the seeded tree, sports in order, then the highlighted Auctions', async () => {
    const navigation = navigationSchema.parse(await getData(context.app, '/v1/navigation'));
    expect(navigation).toHaveLength(15);
    const golf = navigation.find((entry) => entry.title === 'Golf')!;
    expect(golf.destination).toBe('/shop/golf');
    const clubs = golf.sections.find((section) => section.title === 'Clubs')!;
    expect(clubs.children).toContainEqual({ title: 'Drivers', destination: '/shop/golf/clubs/drivers' });
    expect(navigation.at(-1)).toMatchObject({ title: 'Auctions', highlighted: true });
  });

  it('answers the site configuration: the Pro tier is closed to all but the allowlist; payments go through the sandbox outside production', async () => {
    expect(siteConfigurationSchema.parse(await getData(context.app, '/v1/site_configuration'))).toEqual({
      pro_enabled: false,
      payment_provider: 'sandbox',
    });
  });

  it('answers payment_provider null in production (KS_ENV=production, or unset): the checkout form knows before Pay', async () => {
    for (const env of [{ KS_ENV: 'production' }, {}]) {
      const production = createApp({
        db: context.db,
        tokenSecret: DEVELOPMENT_TOKEN_SECRET,
        payments: paymentGatewayFromEnvironment(env),
      });
      expect(siteConfigurationSchema.parse(await getData(production, '/v1/site_configuration'))).toEqual({
        pro_enabled: false,
        payment_provider: null,
      });
    }
  });

  it('answers the signed-in user’s configuration, with defaults for a user without a row', async () => {
    const restricted = userConfigurationSchema.parse(await getAs('/v1/user_configuration', 1006));
    expect(restricted).toMatchObject({ username: 'demo_restricted', restricted: true, actions: ['unrestrict'] });
    const seller = userConfigurationSchema.parse(await getAs('/v1/user_configuration', 1002));
    expect(seller).toMatchObject({ features: ['import_items'], canadian_tariff_effected: true, schedule_call: true });
    const plain = userConfigurationSchema.parse(await getAs('/v1/user_configuration', 1));
    expect(plain).toMatchObject({ features: [], restricted: false, actions: [], inventory_imported_at: null });
  });

  it('refuses guests on the per-user calls with 401', async () => {
    for (const path of ['/v1/user_configuration', '/v1/balance/spendable', '/v1/swaps/badge', '/v1/vacations/active']) {
      expect((await requestJson(context.app, path)).status).toBe(401);
    }
  });

  it('answers balance, badge and the active vacation', async () => {
    // demo_seller's spendable balance: the seeded opening $412.50 and the proceeds of the seeded final sales.
    const [released] = await context.db.query<{ cents: number }>(
      `SELECT coalesce(sum(e.amount_cents), 0)::int AS cents FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.owner_id = 1002 AND a.kind = 'available' AND t.kind = 'release'`,
    );
    expect(released!.cents).toBeGreaterThan(0);
    expect(balanceSchema.parse(await getAs('/v1/balance/spendable', 1002))).toEqual({
      amount: (41_250 + released!.cents) / 100,
    });
    expect(balanceSchema.parse(await getAs('/v1/balance/spendable', 1))).toEqual({ amount: 0 });
    // demo_buyer's unread seeded swaps: a seller's counter-offer (server/seed/swaps.ts), and the accepted
    // offer, printed label, own tracking and delivery of seed/after-sale.ts.
    expect(swapsBadgeSchema.parse(await getAs('/v1/swaps/badge', 1001))).toEqual({ badge: 5 });
    expect(vacationSchema.parse(await getAs('/v1/vacations/active', 1007))).toMatchObject({
      generated_by: 'user',
      details: null,
    });
    expect(await getAs('/v1/vacations/active', 1001)).toBeNull();
  });

  it("counts a buyer's new swap, and a second offer on it once, in the seller's Inbox badge, not the buyer's", async () => {
    const [item] = await context.db.query<{ id: number; seller_id: number }>(
      "SELECT id, seller_id FROM items i WHERE state = 'available' AND accepts_offers AND NOT auction AND seller_id <> 1001 AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) ORDER BY id LIMIT 1",
    );
    const before = swapsBadgeSchema.parse(await getAs('/v1/swaps/badge', item!.seller_id)).badge;
    const buyerBefore = swapsBadgeSchema.parse(await getAs('/v1/swaps/badge', 1001)).badge;
    for (const amount of [40, 45]) {
      const offered = await requestJson(context.app, '/v1/swaps', {
        method: 'POST',
        headers: { ...bearer(1001), 'content-type': 'application/json' },
        body: JSON.stringify({ swap: { item_id: item!.id, offer: { amount } } }),
      });
      expect(offered.status).toBeLessThan(300);
    }
    expect(swapsBadgeSchema.parse(await getAs('/v1/swaps/badge', item!.seller_id))).toEqual({ badge: before + 1 });
    expect(swapsBadgeSchema.parse(await getAs('/v1/swaps/badge', 1001))).toEqual({ badge: buyerBefore });
  });

  it('answers the current sale', async () => {
    expect(saleSchema.nullable().parse(await getData(context.app, '/v1/sales/current'))).toMatchObject({
      name: 'Holiday Gear Sale',
    });
  });

  it('subscribes an address only once its mailed link is confirmed (double opt-in), and refuses bad e-mail', async () => {
    const post = (path: string, body: unknown) =>
      requestJson(context.app, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify(body),
      });
    const subscribed = async (email: string) =>
      (await context.db.query('SELECT source FROM newsletter_subscriptions WHERE email = $1', [email])) as {
        source: string;
      }[];
    const mails = (email: string) =>
      context.db.query<{ user_id: number | null; body: string }>(
        "SELECT user_id, body FROM notice_outbox WHERE to_address = $1 AND event = 'newsletter_confirmation' ORDER BY id",
        [email],
      );
    const tokenOf = (body: string) => new URL(/https?:\/\/\S+/.exec(body)![0]).searchParams.get('token')!;

    const signUp = await post('/v1/newsletter/subscriptions', { email: 'Fan@Example.com', source: 'FOOTER' });
    expect([signUp.status, signUp.body]).toEqual([201, { data: { email: 'fan@example.com' } }]);
    // Pending, not subscribed: one confirmation mail to the address, with a link to the page that confirms.
    expect(await subscribed('fan@example.com')).toEqual([]);
    const [first] = await mails('fan@example.com');
    expect(first!.user_id).toBeNull();
    expect(first!.body).toContain('/account/newsletter?token=');
    const [pending] = await context.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM newsletter_confirmations WHERE email = 'fan@example.com'",
    );
    expect(pending!.token_hash).toBe(hashSecretToken(tokenOf(first!.body)));

    // Signing up again mails a new link, which replaces the first.
    expect((await post('/v1/newsletter/subscriptions', { email: 'fan@example.com' })).status).toBe(201);
    const [, second] = await mails('fan@example.com');
    const stale = await post('/v1/newsletter/confirmations', { token: tokenOf(first!.body) });
    expect([stale.status, stale.body]).toMatchObject([422, { errors: [{ code: 'invalid_token', field: 'token' }] }]);
    const confirmed = await post('/v1/newsletter/confirmations', { token: tokenOf(second!.body) });
    expect([confirmed.status, newsletterConfirmedSchema.parse((confirmed.body as { data: unknown }).data)]).toEqual([
      200,
      { email: 'fan@example.com', subscribed: true },
    ]);
    expect(await subscribed('fan@example.com')).toEqual([{ source: 'FOOTER' }]);
    // Single use; and a subscribed address is mailed no more links.
    expect((await post('/v1/newsletter/confirmations', { token: tokenOf(second!.body) })).status).toBe(422);
    expect((await post('/v1/newsletter/subscriptions', { email: 'fan@example.com' })).status).toBe(201);
    expect(await mails('fan@example.com')).toHaveLength(2);

    // The outbox sends a confirmation though no account has the address.
    await context.db.query(
      "UPDATE notice_outbox SET sent_at = ks_now() WHERE to_address IS DISTINCT FROM 'fan@example.com' AND sent_at IS NULL",
    );
    const sent: string[] = [];
    await deliverOutbox(context.db, { available: true, send: async ({ to }) => void sent.push(to) });
    expect(sent).toContain('fan@example.com');

    const bad = await post('/v1/newsletter/subscriptions', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ code: 'invalid', field: 'email' }] });
  });

  it('mails one address 5 newsletter confirmations a day, answering the 6th alike', async () => {
    const answers = [];
    for (let n = 1; n <= MAIL_LIMITS.recipient.max + 1; n++)
      answers.push(
        await requestJson(context.app, '/v1/newsletter/subscriptions', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${100 + n}` },
          body: JSON.stringify({ email: n % 2 ? 'reader@example.com' : 'Reader+news@example.com' }),
        }),
      );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    const [mailed] = await context.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notice_outbox WHERE event = 'newsletter_confirmation' AND to_address LIKE 'reader%'",
    );
    expect(mailed!.n).toBe(MAIL_LIMITS.recipient.max);
  });

  it('predicts categories, brands and models, exact names first, at most 10, with synonyms', async () => {
    const results = z
      .array(predictiveResultSchema)
      .parse(await getData(context.app, '/v1/predictive_search?q=drivers'));
    expect(results[0]).toMatchObject({
      type: 'category',
      name: 'Drivers',
      path: 'golf/clubs/drivers',
      synonyms: ['driver'],
    });
    expect(results[0]!.available_count).toBeGreaterThan(0);
    const wide = z.array(predictiveResultSchema).parse(await getData(context.app, '/v1/predictive_search?q=a'));
    expect(wide).toHaveLength(10);
    const bySynonym = z.array(predictiveResultSchema).parse(await getData(context.app, '/v1/predictive_search?q=lax'));
    expect(bySynonym.map((result) => result.path)).toContain('lacrosse');
    const brands = z
      .array(predictiveResultSchema)
      .parse(await getData(context.app, '/v1/predictive_search?q=tay&filter_type=brand'));
    expect(brands.every((result) => result.type === 'brand')).toBe(true);
    expect(await getData(context.app, '/v1/predictive_search?q=drivers&filter_type=all')).toEqual(results);
    expect(await getData(context.app, '/v1/predictive_search?q=%25_%5C')).toEqual([]);
    expect((await requestJson(context.app, '/v1/predictive_search?q=')).status).toBe(400);
  });

  it('predicts landers: the How to Ship page as navigation (by name and synonym), a shop lander that is no category, never a sport lander twice', async () => {
    const predict = async (q: string) =>
      z
        .array(predictiveResultSchema)
        .parse(await getData(context.app, `/v1/predictive_search?q=${encodeURIComponent(q)}`));
    expect((await predict('how to ship'))[0]).toMatchObject({
      type: 'navigation',
      name: 'How to Ship',
      path: 'how-to-ship',
      synonyms: ['shipping', 'shipping label'],
    });
    expect((await predict('shipping')).map((result) => result.path)).toContain('how-to-ship');
    expect((await predict('Titleist TSR2')).map(({ type, path }) => ({ type, path }))).toContainEqual({
      type: 'lander',
      path: 'golf/clubs/drivers/titleist-tsr2',
    });
    expect((await predict('Golf')).filter((result) => result.path === 'golf')).toEqual([
      expect.objectContaining({ type: 'category' }),
    ]);
  });
});
