import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { saleSchema } from '../../schemas/entities/chrome';
import { itemSchema } from '../../schemas/entities/item';
import { itemDetailSchema, SALE_ITEM_TYPE } from '../../schemas/entities/item-detail';
import { getData, requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { formatUsd } from '../text/money';

const DEMO_BUYER = 1001;
const DEMO_SELLER = 1002;
const DEMO_ADMIN = 1004;

const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors;
const detailOf = (body: unknown) => itemDetailSchema.parse((body as { data: unknown }).data);

describeEachDriver('the seller’s item management: price drop, sales, remove', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  let spare: { id: number; seller_id: number; list_price: number }[] = [];
  beforeAll(async () => {
    spare = await context.db.query(
      `SELECT id, seller_id, list_price FROM items WHERE state = 'available' AND seller_id < 1000 AND sale_id IS NULL
         AND original_list_price IS NULL AND list_price > 50 ORDER BY id LIMIT 40`,
    );
  });
  const nextItem = () => spare.shift()!;
  const row = async (id: number) =>
    (
      await context.db.query<{
        state: string;
        price: number;
        list_price: number;
        original_list_price: number | null;
        sale_id: number | null;
        version: number;
      }>('SELECT state, price, list_price, original_list_price, sale_id, version FROM items WHERE id = $1', [id])
    )[0]!;
  /** A sale of the test's own, `startsInHours` from now (negative: live), lasting `hours`. */
  const createSale = async (startsInHours: number, hours = 48, discount = 25) =>
    (
      await context.db.query<{ id: number }>(
        `INSERT INTO sales (name, label, destination, started_at, ended_at, slug, discount_percent)
         VALUES ('Test sale', 'Test', '/search?sale=1', now() + $1 * interval '1 hour', now() + ($1 + $2) * interval '1 hour',
                 'test-sale-' || gen_random_uuid(), $3) RETURNING id`,
        [startsInHours, hours, discount],
      )
    )[0]!.id;

  describe('price drop', () => {
    it('lowers the asking price, keeps the first one as original_list_price, and moves version and updated_at', async () => {
      const item = nextItem();
      const before = await row(item.id);
      const first = await call('POST', `/v1/items/${item.id}/price_drop`, item.seller_id, {
        item: { price: item.list_price - 10 },
      });
      expect(first.status).toBe(200);
      const dropped = detailOf(first.body);
      expect(dropped).toMatchObject({
        list_price: item.list_price - 10,
        price: item.list_price - 10,
        original_list_price: item.list_price,
      });
      expect(Date.now() - Date.parse(dropped.last_price_dropped_at!)).toBeLessThan(60_000);
      expect((await row(item.id)).version).toBe(before.version + 1);
      // A second drop keeps the first asking price.
      await call('POST', `/v1/items/${item.id}/price_drop`, item.seller_id, { item: { price: item.list_price - 20 } });
      expect(await row(item.id)).toMatchObject({
        list_price: item.list_price - 20,
        original_list_price: item.list_price,
      });
    });

    it('refuses the same or a higher price, and odd cents, with the modal’s words on item.price (422), writing nothing', async () => {
      const item = nextItem();
      const before = await row(item.id);
      const money = formatUsd(item.list_price);
      for (const price of [item.list_price, item.list_price + 1]) {
        const refused = await call('POST', `/v1/items/${item.id}/price_drop`, item.seller_id, { item: { price } });
        expect([refused.status, errorsOf(refused.body)]).toEqual([
          422,
          [{ message: `Enter a price lower than ${money}`, code: 'invalid_amount', field: 'item.price' }],
        ]);
      }
      const odd = await call('POST', `/v1/items/${item.id}/price_drop`, item.seller_id, { item: { price: 10.555 } });
      expect(errorsOf(odd.body)).toContainEqual({
        message: 'Enter dollars and cents, like 95.50',
        code: 'invalid_amount',
        field: 'item.price',
      });
      const zero = await call('POST', `/v1/items/${item.id}/price_drop`, item.seller_id, { item: { price: 0 } });
      expect(errorsOf(zero.body)[0]!.message).toBe('Enter a price above $0');
      expect(await row(item.id)).toEqual(before);
    });

    it('refuses anyone but the seller (403) and a guest (401)', async () => {
      const item = nextItem();
      for (const caller of [DEMO_SELLER, DEMO_ADMIN]) {
        const refused = await call('POST', `/v1/items/${item.id}/price_drop`, caller, { item: { price: 1 } });
        expect(refused.status).toBe(403);
      }
      expect((await call('POST', `/v1/items/${item.id}/price_drop`, null, { item: { price: 1 } })).status).toBe(401);
    });

    it('is found by price_drop=1, and favouriters’ feed shows the old price to strike through', async () => {
      const item = nextItem();
      await context.db.query(`INSERT INTO favorites (user_id, item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        DEMO_BUYER,
        item.id,
      ]);
      const [category] = await context.db.query<{ category_id: number }>(
        'SELECT category_id FROM items WHERE id = $1',
        [item.id],
      );
      const dropIds = async () =>
        z
          .array(itemSchema)
          .parse(
            await getData(context.app, `/v1/items?price_drop=1&category_id=${category!.category_id}&page_size=100`),
          )
          .map((found) => found.id);
      expect(await dropIds()).not.toContain(item.id);
      await call('POST', `/v1/items/${item.id}/price_drop`, item.seller_id, { item: { price: item.list_price - 5 } });
      expect(await dropIds()).toContain(item.id);
      const feed = await requestAs(
        context.app,
        'GET',
        `/v1/users/user-${DEMO_BUYER}/favorites?page_size=100`,
        DEMO_BUYER,
      );
      const favourite = z
        .array(itemSchema)
        .parse((feed.body as { data: unknown }).data)
        .find((found) => found.id === item.id);
      expect(favourite).toMatchObject({ list_price: item.list_price - 5, original_list_price: item.list_price });
    });

    it('in a live sale, the buyer’s price is the new asking price less the discount', async () => {
      const item = nextItem();
      const sale = await createSale(-1, 48, 25);
      expect(
        (await call('POST', '/v1/items/sale', item.seller_id, { sale: { item_id: item.id, sale_id: sale } })).status,
      ).toBe(200);
      const asking = Math.round(item.list_price - 10);
      await call('POST', `/v1/items/${item.id}/price_drop`, item.seller_id, { item: { price: asking } });
      expect(await row(item.id)).toMatchObject({ list_price: asking, price: asking * 0.75, sale_id: sale });
    });
  });

  describe('sales', () => {
    it('lists the sales not yet ended (live or starting soon), soonest first, to anyone', async () => {
      const ended = await createSale(-100, 10);
      const sales = z.array(saleSchema).parse(await getData(context.app, '/v1/sales?scope=joinable'));
      expect(sales.map((sale) => sale.id)).not.toContain(ended);
      for (const sale of sales) expect(Date.parse(sale.ended_at)).toBeGreaterThan(Date.now());
      expect(sales.map((sale) => sale.started_at)).toEqual(sales.map((sale) => sale.started_at).sort());
      expect(sales.find((sale) => sale.slug === 'spring-training-sale')).toMatchObject({ discount_percent: 15 });
      expect((await requestAs(context.app, 'GET', '/v1/sales?scope=all', null)).status).toBe(400);
    });

    it('joins a live sale at its discount (whole cents) and leaves it at the asking price; the page says so', async () => {
      const item = nextItem();
      const sale = await createSale(-1, 48, 15);
      const joined = await call('POST', '/v1/items/sale', item.seller_id, {
        sale: { item_id: item.id, sale_id: sale },
      });
      expect(joined.status).toBe(200);
      const detail = detailOf(joined.body);
      expect(detail.price).toBe(Math.round(item.list_price * 85) / 100);
      expect(detail.sale).toMatchObject({ id: sale, discount_percent: 15 });
      expect(detail.item_type).toContain(SALE_ITEM_TYPE);
      expect(detail.actions).toContain('leave_sale');
      expect(detail.actions).not.toContain('join_sale');
      // Twice is once.
      expect(
        (await call('POST', '/v1/items/sale', item.seller_id, { sale: { item_id: item.id, sale_id: sale } })).status,
      ).toBe(200);
      const left = await call('DELETE', '/v1/items/sale', item.seller_id, {
        sale: { item_id: item.id, sale_id: sale },
      });
      expect(left.status).toBe(200);
      expect(detailOf(left.body)).toMatchObject({ price: item.list_price, sale: null, item_type: [] });
      expect(detailOf(left.body).actions).toContain('join_sale');
      expect(
        (await call('DELETE', '/v1/items/sale', item.seller_id, { sale: { item_id: item.id, sale_id: sale } })).status,
      ).toBe(200);
    });

    it('a list-flow edit of the asking price keeps the live sale’s discount', async () => {
      const item = nextItem();
      const sale = await createSale(-1, 48, 25);
      await call('POST', '/v1/items/sale', item.seller_id, { sale: { item_id: item.id, sale_id: sale } });
      const saved = await call('PUT', `/v1/items/${item.id}`, item.seller_id, { item: { list_price: 80 } });
      expect(saved.status).toBe(200);
      expect(await row(item.id)).toMatchObject({ list_price: 80, price: 60, sale_id: sale });
    });

    it('joins a sale starting soon at the asking price; the sale=1 search finds items in live sales only', async () => {
      const item = nextItem();
      const soon = await createSale(2);
      const joined = await call('POST', '/v1/items/sale', item.seller_id, {
        sale: { item_id: item.id, sale_id: soon },
      });
      expect(detailOf(joined.body)).toMatchObject({ price: item.list_price, sale: { id: soon } });
      const [category] = await context.db.query<{ category_id: number }>(
        'SELECT category_id FROM items WHERE id = $1',
        [item.id],
      );
      const saleIds = async () =>
        z
          .array(itemSchema)
          .parse(await getData(context.app, `/v1/items?sale=1&category_id=${category!.category_id}&page_size=100`))
          .map((found) => found.id);
      expect(await saleIds()).not.toContain(item.id);
      await context.db.query(`UPDATE sales SET started_at = now() - interval '1 minute' WHERE id = $1`, [soon]);
      expect(await saleIds()).toContain(item.id);
    });

    it("refuses an ended sale ('This sale has ended', 422), a second sale (409), another's item (403), writing nothing", async () => {
      const item = nextItem();
      const ended = await createSale(-100, 10);
      const refused = await call('POST', '/v1/items/sale', item.seller_id, {
        sale: { item_id: item.id, sale_id: ended },
      });
      expect([refused.status, errorsOf(refused.body)]).toEqual([
        422,
        [{ message: 'This sale has ended', code: 'sale_ended', field: 'sale.sale_id' }],
      ]);
      expect((await row(item.id)).sale_id).toBeNull();
      const live = await createSale(-1);
      const other = await createSale(1);
      expect(
        (await call('POST', '/v1/items/sale', item.seller_id, { sale: { item_id: item.id, sale_id: live } })).status,
      ).toBe(200);
      const second = await call('POST', '/v1/items/sale', item.seller_id, {
        sale: { item_id: item.id, sale_id: other },
      });
      expect([second.status, errorsOf(second.body)[0]!.code]).toEqual([409, 'in_sale']);
      expect((await row(item.id)).sale_id).toBe(live);
      for (const caller of [DEMO_SELLER, DEMO_ADMIN]) {
        const foreign = await call('DELETE', '/v1/items/sale', caller, { sale: { item_id: item.id, sale_id: live } });
        expect(foreign.status).toBe(403);
      }
      expect((await row(item.id)).sale_id).toBe(live);
      expect(
        (await call('POST', '/v1/items/sale', item.seller_id, { sale: { item_id: item.id, sale_id: 99999 } })).status,
      ).toBe(404);
      expect((await call('POST', '/v1/items/sale', null, { sale: { item_id: item.id, sale_id: live } })).status).toBe(
        401,
      );
    });
  });

  it('answers malformed input with 400 on its field, writing nothing', async () => {
    const item = nextItem();
    const before = await row(item.id);
    const cases: [string, string, unknown, string][] = [
      ['POST', `/v1/items/${item.id}/price_drop`, { item: { price: 'ten' } }, 'item.price'],
      ['POST', `/v1/items/${item.id}/price_drop`, '{"item":', ''],
      ['POST', '/v1/items/sale', { sale: { item_id: 99_999_999_999, sale_id: 1 } }, 'sale.item_id'],
      ['DELETE', '/v1/items/sale', { sale: { item_id: item.id } }, 'sale.sale_id'],
      ['POST', `/v1/items/${item.id}/remove`, { removal: { reason: 'bored' } }, 'removal.reason'],
      ['POST', '/v1/items/abc/remove', { removal: { reason: 'sold_elsewhere' } }, 'id'],
    ];
    for (const [method, path, body, field] of cases) {
      const refused = await call(method, path, item.seller_id, body);
      expect([path, refused.status]).toEqual([path, 400]);
      if (field) expect(errorsOf(refused.body)[0]!.field).toBe(field);
    }
    expect(await row(item.id)).toEqual(before);
  });

  describe('remove', () => {
    it('removes the seller’s item with a reason (stored), out of its sale; twice is once; a sold item is 409', async () => {
      const item = nextItem();
      const sale = await createSale(-1);
      await call('POST', '/v1/items/sale', item.seller_id, { sale: { item_id: item.id, sale_id: sale } });
      const removed = await call('POST', `/v1/items/${item.id}/remove`, item.seller_id, {
        removal: { reason: 'sold_elsewhere' },
      });
      expect(removed.status).toBe(200);
      expect(detailOf(removed.body)).toMatchObject({ state: 'removed', price: item.list_price, sale: null });
      expect(
        await context.db.query(
          'SELECT kind, reason, comment, removed_by, previous_state FROM item_removals WHERE item_id = $1',
          [item.id],
        ),
      ).toEqual([
        {
          kind: 'seller_removal',
          reason: 'sold_elsewhere',
          comment: null,
          removed_by: item.seller_id,
          previous_state: 'available',
        },
      ]);
      expect(
        (
          await call('POST', `/v1/items/${item.id}/remove`, item.seller_id, {
            removal: { reason: 'other', comment: 'x' },
          })
        ).status,
      ).toBe(200);
      expect(
        (await context.db.query('SELECT count(*)::int AS count FROM item_removals WHERE item_id = $1', [item.id]))[0],
      ).toEqual({ count: 1 });
      const [sold] = await context.db.query<{ id: number; seller_id: number }>(
        `SELECT id, seller_id FROM items WHERE state = 'sold' AND seller_id < 1000 ORDER BY id LIMIT 1`,
      );
      expect(
        (await call('POST', `/v1/items/${sold!.id}/remove`, sold!.seller_id, { removal: { reason: 'sold_elsewhere' } }))
          .status,
      ).toBe(409);
    });

    it("needs a comment for 'other' (400 'Tell us why'), and refuses anyone but the seller (403)", async () => {
      const item = nextItem();
      const bare = await call('POST', `/v1/items/${item.id}/remove`, item.seller_id, { removal: { reason: 'other' } });
      expect([bare.status, errorsOf(bare.body)]).toEqual([
        400,
        [{ message: 'Tell us why', code: 'invalid', field: 'removal.comment' }],
      ]);
      for (const caller of [DEMO_SELLER, DEMO_ADMIN]) {
        const foreign = await call('POST', `/v1/items/${item.id}/remove`, caller, {
          removal: { reason: 'sold_elsewhere' },
        });
        expect(foreign.status).toBe(403);
      }
      expect((await row(item.id)).state).toBe('available');
    });
  });
});
