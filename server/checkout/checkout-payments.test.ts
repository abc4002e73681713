import { afterEach, expect, it, vi } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { checkoutResultSchema } from '../../schemas/entities/order';
import { createApp } from '../app';
import { SANDBOX_NONCES } from '../payments/sandbox';
import { giveShipTo } from '../testing/addresses';
import { buyableItems } from '../testing/money';
import { PRODUCTION_SECRETS } from '../testing/production-secrets';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

/** The app as `npm start`, a staging box or a production box would build it: only KS_ENV differs. */
function appIn(mode: string, db: Parameters<typeof createApp>[0]['db']) {
  vi.stubEnv('KS_ENV', mode);
  try {
    return createApp({ db, ...PRODUCTION_SECRETS });
  } finally {
    vi.unstubAllEnvs();
  }
}

describeEachDriver('checkout through the PaymentGateway seam, by KS_ENV', (driver) => {
  const context = useSeededApp(driver);
  afterEach(() => vi.unstubAllEnvs());
  const cartPath = (userId: number) => `/v1/users/user-${userId}/cart`;
  const freeItems = (count: number) =>
    buyableItems(context.db, count, { where: 'NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.item_id = i.id)' });
  /** Everything a checkout writes, for the buyer and the item. */
  const moneyState = async (buyer: number, itemId: number) =>
    (
      await context.db.query(
        `SELECT (SELECT count(*) FROM carts) AS carts, (SELECT count(*) FROM cart_items) AS cart_items,
           (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_items) AS order_items,
           (SELECT count(*) FROM swaps) AS swaps, (SELECT purchase_count FROM users WHERE id = $1) AS purchase_count,
           (SELECT row(state, quantity, sold_at)::text FROM items WHERE id = $2) AS item`,
        [buyer, itemId],
      )
    )[0];

  it('production (KS_ENV=production, or unset) refuses the sandbox nonce with 503 and writes nothing', async () => {
    const [item] = await freeItems(1);
    for (const mode of ['production', '']) {
      const production = appIn(mode, context.db);
      const [withCart, withoutCart] = [1004, 1006];
      expect(
        (
          await requestAs(production, 'POST', `${cartPath(withCart)}/cart_items`, withCart, {
            cart: { cart_item: { item_id: item!.id } },
          })
        ).status,
      ).toBe(201);
      for (const buyer of [withCart, withoutCart]) {
        const before = await moneyState(buyer, item!.id);
        const refused = await requestAs(production, 'POST', `${cartPath(buyer)}/checkout`, buyer, {
          checkout: { nonce: SANDBOX_NONCES.approved },
        });
        expect([refused.status, apiErrorBodySchema.parse(refused.body).errors]).toEqual([
          503,
          [{ message: 'Payments are unavailable right now. Nothing was charged.', code: 'payments_unavailable' }],
        ]);
        expect(await moneyState(buyer, item!.id)).toEqual(before);
      }
      await context.db.query('DELETE FROM cart_items WHERE item_id = $1', [item!.id]);
    }
  });

  it('test, development and staging charge through the sandbox, which moves no money', async () => {
    const modes = ['test', 'development', 'staging'];
    const items = await freeItems(modes.length + 1);
    for (const [index, mode] of modes.entries()) {
      const app = appIn(mode, context.db);
      const buyer = 1007 + index;
      const item = items[index + 1]!;
      expect(
        (
          await requestAs(app, 'POST', `${cartPath(buyer)}/cart_items`, buyer, {
            cart: { cart_item: { item_id: item.id } },
          })
        ).status,
      ).toBe(201);
      await giveShipTo(context.db, buyer);
      const paid = await requestAs(app, 'POST', `${cartPath(buyer)}/checkout`, buyer, {
        checkout: { nonce: SANDBOX_NONCES.approved },
      });
      expect(paid.status).toBe(201);
      expect(checkoutResultSchema.parse((paid.body as { data: unknown }).data).order.payment.gateway).toBe('sandbox');
    }
  });
});
