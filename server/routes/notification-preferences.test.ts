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
});
