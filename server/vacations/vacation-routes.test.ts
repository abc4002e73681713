import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { cartSchema } from '../../schemas/entities/cart';
import { vacationSchema } from '../../schemas/entities/chrome';
import { itemDetailSchema } from '../../schemas/entities/item-detail';
import { advanceClock, resetClock } from '../clock/clock';
import { SANDBOX_NONCES } from '../payments/sandbox';
import { demoAccount } from '../seed/demo-accounts';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { endLapsedVacations } from './vacations';

const buyer = demoAccount('buyer').id;
const onVacation = demoAccount('vacation').id;
const DAY_MS = 86_400_000;
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

describeEachDriver('vacation mode', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const data = (body: unknown) => (body as { data: unknown }).data;
  const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0]!;
  const active = async (userId: number) => data((await call('GET', '/v1/vacations/active', userId)).body);

  /** A seller (not a demo account) with available fixed-price items that take offers, and one such item. */
  const pickSeller = async (skip: number) => {
    const [row] = await context.db.query<{ seller_id: number; username: string; item_id: number; category_id: number }>(
      `SELECT i.seller_id, u.username, i.id AS item_id, i.category_id FROM items i JOIN users u ON u.id = i.seller_id
        WHERE i.state = 'available' AND NOT i.auction AND i.accepts_offers AND i.quantity > 0 AND i.seller_id < 1000
          AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id)
          AND NOT EXISTS (SELECT 1 FROM vacations v WHERE v.user_id = i.seller_id)
        ORDER BY i.seller_id, i.id OFFSET $1 LIMIT 1`,
      [skip],
    );
    return row!;
  };
  const searchTotal = async (query: string) => {
    const { status, body } = await call('GET', `/v1/items?${query}`, buyer);
    expect(status).toBe(200);
    return (body as { meta: { paging: { total_count: number } } }).meta.paging.total_count;
  };

  it('answers demo_vacation’s seeded vacation, made by the user, with its message', async () => {
    expect(vacationSchema.parse(await active(onVacation))).toMatchObject({
      generated_by: 'user',
      details: null,
      returns_on: null,
      message: 'Away at a tournament. Back soon: offers and orders wait until then.',
    });
  });

  it('turns vacation on and off: the seller’s items leave search, browse and the facet counts, then come back', async () => {
    const seller = await pickSeller(0);
    const [{ count }] = (await context.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM items WHERE seller_id = $1 AND state = 'available' AND category_id = $2",
      [seller.seller_id, seller.category_id],
    )) as [{ count: number }];
    const bySeller = `seller=${seller.username}`;
    const byCategory = `category[]=${seller.category_id}`;
    const facetTotal = async () => {
      const { body } = await call('GET', `/v2/facet_items?${byCategory}`, buyer);
      return (body as { paging: { total_count: number } }).paging.total_count;
    };
    const before = {
      seller: await searchTotal(bySeller),
      category: await searchTotal(byCategory),
      facets: await facetTotal(),
    };
    expect(before.seller).toBeGreaterThan(0);

    const started = await call('POST', '/v1/vacations', seller.seller_id, {
      vacation: { returns_on: utcDay(7), message: 'Skiing in Banff.' },
    });
    expect(started.status).toBe(201);
    expect(vacationSchema.parse(data(started.body))).toMatchObject({
      generated_by: 'user',
      details: null,
      returns_on: utcDay(7),
      message: 'Skiing in Banff.',
    });
    expect(vacationSchema.parse(await active(seller.seller_id))).toMatchObject({ returns_on: utcDay(7) });
    expect(await searchTotal(bySeller)).toBe(0);
    expect(await searchTotal(byCategory)).toBe(before.category - count);
    expect(await facetTotal()).toBe(before.facets - count);

    // The item page says so and offers no buying.
    const page = itemDetailSchema.parse(data((await call('GET', `/v1/items/${seller.item_id}`, buyer)).body));
    expect(page.seller_vacation).toEqual({ returns_on: utcDay(7), message: 'Skiing in Banff.' });
    expect(page.actions).not.toContain('buy');
    expect(page.actions).not.toContain('offer');

    const ended = await call('DELETE', '/v1/vacations/active', seller.seller_id);
    expect(ended.status).toBe(200);
    expect(await active(seller.seller_id)).toBeNull();
    expect({
      seller: await searchTotal(bySeller),
      category: await searchTotal(byCategory),
      facets: await facetTotal(),
    }).toEqual(before);
    const back = itemDetailSchema.parse(data((await call('GET', `/v1/items/${seller.item_id}`, buyer)).body));
    expect(back.seller_vacation ?? null).toBeNull();
    expect(back.actions).toContain('buy');
  });

  it('refuses cart adds, offers and a checkout of a seller’s item while they are away (409), nothing written', async () => {
    const seller = await pickSeller(40);
    const cartPath = `/v1/users/user-${buyer}/cart`;
    const add = () =>
      call('POST', `${cartPath}/cart_items`, buyer, { cart: { cart_item: { item_id: seller.item_id } } });
    expect((await add()).status).toBe(201);
    expect((await call('POST', '/v1/vacations', seller.seller_id, { vacation: {} })).status).toBe(201);

    const checkout = await call('POST', `${cartPath}/checkout`, buyer, {
      checkout: { nonce: SANDBOX_NONCES.approved },
    });
    expect(checkout.status).toBe(409);
    expect(errorOf(checkout.body)).toMatchObject({ message: 'This seller is on vacation', code: 'seller_on_vacation' });
    // The refused checkout kept the cart as it was.
    const cart = await call('GET', cartPath, buyer);
    expect(cartSchema.parse(data(cart.body)).cart_items.map((line) => line.item.id)).toEqual([seller.item_id]);

    const again = await add();
    expect(again.status).toBe(409);
    expect(errorOf(again.body).message).toBe('This seller is on vacation');
    const offer = await call('POST', '/v1/swaps', buyer, { swap: { item_id: seller.item_id, offer: { amount: 5 } } });
    expect(offer.status).toBe(409);
    expect(errorOf(offer.body)).toMatchObject({ message: 'This seller is on vacation', code: 'seller_on_vacation' });
    const [item] = await context.db.query<{ state: string }>('SELECT state FROM items WHERE id = $1', [seller.item_id]);
    expect(item?.state).toBe('available');
    expect(
      await context.db.query('SELECT 1 FROM swaps WHERE item_id = $1 AND buyer_id = $2', [seller.item_id, buyer]),
    ).toEqual([]);
    expect((await call('DELETE', '/v1/vacations/active', seller.seller_id)).status).toBe(200);
    await context.db.query('DELETE FROM cart_items WHERE item_id = $1', [seller.item_id]);
  });

  it('refuses bad input: a past return date, a long message, a second vacation, lifting none; guests get 401', async () => {
    const seller = await pickSeller(80);
    const past = await call('POST', '/v1/vacations', seller.seller_id, { vacation: { returns_on: utcDay(-2) } });
    expect(past.status).toBe(422);
    expect(errorOf(past.body)).toMatchObject({ field: 'vacation.returns_on', message: 'Choose today or a later day' });
    const long = await call('POST', '/v1/vacations', seller.seller_id, { vacation: { message: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(errorOf(long.body).field).toBe('vacation.message');
    const notADate = await call('POST', '/v1/vacations', seller.seller_id, { vacation: { returns_on: 'soon' } });
    expect(notADate.status).toBe(400);
    expect(await active(seller.seller_id)).toBeNull();
    expect((await call('DELETE', '/v1/vacations/active', seller.seller_id)).status).toBe(404);

    expect(
      (await call('POST', '/v1/vacations', seller.seller_id, { vacation: { returns_on: utcDay(0) } })).status,
    ).toBe(201);
    const second = await call('POST', '/v1/vacations', seller.seller_id, { vacation: {} });
    expect(second.status).toBe(409);
    expect(errorOf(second.body).code).toBe('vacation_active');
    expect((await call('DELETE', '/v1/vacations/active', seller.seller_id)).status).toBe(200);

    expect((await call('POST', '/v1/vacations', null, { vacation: {} })).status).toBe(401);
    expect((await call('DELETE', '/v1/vacations/active', null)).status).toBe(401);
  });

  it.each([
    ['admin', null, 'Please contact Support to re-activate your account.', 'contact_support'],
    ['user', 'high_refund_rate', 'Please contact Support to re-activate your account.', 'contact_support'],
    ['user', 'ebay_disconnect', 'Reconnect your account in Connected Accounts to end it.', 'vacation_cause'],
    ['user', 'slow_import_frequency', 'Update your inventory to end it.', 'vacation_cause'],
    ['user', 'inform_act_compliance', 'Submit the INFORM Act form to end it.', 'vacation_cause'],
  ])('does not let the user lift a vacation made by %s for %s (403)', async (generatedBy, details, message, code) => {
    await context.db.query(
      'UPDATE vacations SET generated_by = $2, details = $3 WHERE user_id = $1 AND ended_at IS NULL',
      [onVacation, generatedBy, details],
    );
    try {
      const refused = await call('DELETE', '/v1/vacations/active', onVacation);
      expect(refused.status).toBe(403);
      expect(errorOf(refused.body)).toEqual({ message, code });
      expect(vacationSchema.parse(await active(onVacation))).toMatchObject({ generated_by: generatedBy, details });
    } finally {
      await context.db.query(
        "UPDATE vacations SET generated_by = 'user', details = NULL WHERE user_id = $1 AND ended_at IS NULL",
        [onVacation],
      );
    }
  });

  it('ends a vacation once its last day away is over (the job, and lazily on the user’s own read)', async () => {
    const seller = await pickSeller(120);
    expect(
      (await call('POST', '/v1/vacations', seller.seller_id, { vacation: { returns_on: utcDay(1) } })).status,
    ).toBe(201);
    expect(await searchTotal(`seller=${seller.username}`)).toBe(0);
    try {
      await advanceClock(context.db, 3 * DAY_MS);
      expect(await endLapsedVacations(context.db)).toBeGreaterThanOrEqual(1);
      expect(await active(seller.seller_id)).toBeNull();
      expect(await searchTotal(`seller=${seller.username}`)).toBeGreaterThan(0);
      // demo_vacation's vacation has no return date: it stays.
      expect(await active(onVacation)).not.toBeNull();
    } finally {
      await resetClock(context.db);
    }
  });

  it('ends a lapsed vacation on the seller’s own read before the job has run', async () => {
    const seller = await pickSeller(121);
    expect(
      (await call('POST', '/v1/vacations', seller.seller_id, { vacation: { returns_on: utcDay(1) } })).status,
    ).toBe(201);
    try {
      await advanceClock(context.db, 3 * DAY_MS);
      expect(await active(seller.seller_id)).toBeNull();
      const rows = await context.db.query('SELECT ended_at IS NOT NULL AS ended FROM vacations WHERE user_id = $1', [
        seller.seller_id,
      ]);
      expect(rows).toEqual([{ ended: true }]);
      expect(await searchTotal(`seller=${seller.username}`)).toBeGreaterThan(0);
    } finally {
      await resetClock(context.db);
    }
  });
});
