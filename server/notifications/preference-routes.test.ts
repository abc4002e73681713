import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { notificationPreferencesSchema } from '../../schemas/requests/notification-preferences';
import { addSwapNotice } from '../swaps/notices';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const ALL_ON = { offers: true, messages: true, price_drops: true, sales: true, newsletter: true };

describeEachDriver('notification preferences (GET/PUT /v1/notification_preferences)', (driver) => {
  const context = useSeededApp(driver);
  const get = async (userId: number) => {
    const answer = await requestAs(context.app, 'GET', '/v1/notification_preferences', userId);
    expect(answer.status).toBe(200);
    return notificationPreferencesSchema.parse((answer.body as { data: unknown }).data);
  };
  const put = (userId: number | null, body: unknown) =>
    requestAs(context.app, 'PUT', '/v1/notification_preferences', userId, body);
  const loginEmail = async (userId: number) =>
    (
      await context.db.query<{ email: string }>('SELECT lower(email) AS email FROM user_logins WHERE user_id = $1', [
        userId,
      ])
    )[0]!.email;
  const subscribed = async (email: string) =>
    (await context.db.query('SELECT 1 FROM newsletter_subscriptions WHERE email = $1', [email])).length > 0;

  it('starts with every switch on, stores the ones changed, and keeps the others', async () => {
    const user = 1002;
    await context.db.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [await loginEmail(user)]);
    await put(user, { email: { newsletter: true } });
    expect(await get(user)).toEqual({ email: ALL_ON, push: ALL_ON });

    const saved = await put(user, { email: { offers: false }, push: { price_drops: false, sales: false } });
    expect(saved.status).toBe(200);
    const expected = { email: { ...ALL_ON, offers: false }, push: { ...ALL_ON, price_drops: false, sales: false } };
    expect(notificationPreferencesSchema.parse((saved.body as { data: unknown }).data)).toEqual(expected);
    expect(await get(user)).toEqual(expected);
  });

  it("the e-mail newsletter switch subscribes and removes the account's e-mail", async () => {
    const user = 1003;
    const email = await loginEmail(user);
    await put(user, { email: { newsletter: false } });
    expect(await subscribed(email)).toBe(false);
    expect((await get(user)).email.newsletter).toBe(false);
    await put(user, { email: { newsletter: true } });
    expect(await subscribed(email)).toBe(true);
    const [row] = await context.db.query<{ source: string }>(
      'SELECT source FROM newsletter_subscriptions WHERE email = $1',
      [email],
    );
    expect(row!.source).toBe('SETTINGS');
    expect((await get(user)).email.newsletter).toBe(true);
  });

  it('refuses guests, unknown switches and non-booleans, and writes nothing', async () => {
    expect((await put(null, { email: { offers: false } })).status).toBe(401);
    for (const body of [{ email: { offers: 'no' } }, { email: { jokes: false } }, { sms: { offers: false } }]) {
      const answer = await put(1004, body);
      expect(answer.status).toBe(400);
      expect(apiErrorBodySchema.parse(answer.body).errors[0]!.code).toBe('invalid');
    }
    expect((await get(1004)).push).toEqual(ALL_ON);
    const stored = await context.db.query('SELECT 1 FROM notification_preferences WHERE user_id = 1004');
    expect(stored).toHaveLength(0);
  });

  it("the outbox skips an offer e-mail for a user who turned offers' e-mail off; the thread and unread stay", async () => {
    const [swap] = await context.db.query<{ id: number; buyer_id: number; seller_id: number }>(
      'SELECT id, buyer_id, seller_id FROM swaps WHERE buyer_id <> seller_id ORDER BY id LIMIT 1',
    );
    const { id, buyer_id: buyer, seller_id: seller } = swap!;
    await put(buyer, { email: { offers: false } });
    await put(seller, { email: { offers: true } });
    const outbox = (event: string) =>
      context.db.query<{ user_id: number }>(
        'SELECT user_id FROM notice_outbox WHERE swap_id = $1 AND event = $2 ORDER BY user_id',
        [id, event],
      );
    await context.db.transaction((tx) =>
      addSwapNotice(tx, { swapId: id, event: 'outbid', body: 'Outbid', notify: ['buyer', 'seller'] }),
    );
    expect((await outbox('outbid')).map((row) => row.user_id)).toEqual([seller]);
    const [state] = await context.db.query<{ unread_by: number[] }>('SELECT unread_by FROM swaps WHERE id = $1', [id]);
    expect(state!.unread_by).toEqual(expect.arrayContaining([buyer, seller]));
    const lines = await context.db.query("SELECT 1 FROM swap_messages WHERE swap_id = $1 AND event = 'outbid'", [id]);
    expect(lines).toHaveLength(1);

    // An order's own progress is not a switchable topic: its e-mail always goes.
    await context.db.transaction((tx) =>
      addSwapNotice(tx, { swapId: id, event: 'delivered', body: 'Delivered', notify: ['buyer'] }),
    );
    expect((await outbox('delivered')).map((row) => row.user_id)).toEqual([buyer]);
  });

  it('e-mails the seller each new offer and bid, naming the buyer, amount and item, unless offers’ e-mail is off', async () => {
    const buyer = 1001;
    const pick = (auction: boolean) =>
      context.db.query<{ id: number; seller_id: number; name: string; bid: number }>(
        `SELECT i.id, i.seller_id, i.name, greatest(i.price, coalesce((SELECT max(o.amount) FROM offers o
                  WHERE o.item_id = i.id), 0)) + 5 AS bid
           FROM items i
          WHERE i.state = 'available' AND i.auction = $1 AND (i.auction OR i.accepts_offers) AND i.seller_id <> $2
            AND (NOT i.auction OR i.ends_at > ks_now() + interval '1 day') AND i.price > 20
            AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id)
            AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id AND s.buyer_id = $2)
          ORDER BY i.id LIMIT 2`,
        [auction, buyer],
      );
    const emails = (sellerId: number) =>
      context.db.query<{ subject: string; body: string }>(
        "SELECT subject, body FROM notice_outbox WHERE user_id = $1 AND event = 'offer_received' ORDER BY id",
        [sellerId],
      );
    const offer = (itemId: number, amount: number) =>
      requestAs(context.app, 'POST', '/v1/swaps', buyer, { swap: { item_id: itemId, offer: { amount } } });

    const [item, quiet] = await pick(false);
    await put(item!.seller_id, { email: { offers: true } });
    expect((await offer(item!.id, 20)).status).toBe(201);
    expect(await emails(item!.seller_id)).toEqual([
      {
        subject: `@demo_buyer made an offer of $20 on ${item!.name}`,
        body: `@demo_buyer made an offer of $20 on ${item!.name}. Accept, counter or decline it in your swaps inbox: it lapses unanswered after 48 hours.`,
      },
    ]);

    const [auction] = await pick(true);
    const bidsBefore = (await emails(auction!.seller_id)).length;
    await put(auction!.seller_id, { email: { offers: true } });
    expect((await offer(auction!.id, auction!.bid)).status).toBe(201);
    expect((await emails(auction!.seller_id)).slice(bidsBefore).map((email) => email.subject)).toEqual([
      `New high bid of $${auction!.bid} on ${auction!.name}`,
    ]);

    // The seller turned offers’ e-mail off: the offer still reaches the inbox, no e-mail.
    await put(quiet!.seller_id, { email: { offers: false } });
    const before = (await emails(quiet!.seller_id)).length;
    expect((await offer(quiet!.id, 20)).status).toBe(201);
    expect(await emails(quiet!.seller_id)).toHaveLength(before);
    await put(quiet!.seller_id, { email: { offers: true } });
  });
});
