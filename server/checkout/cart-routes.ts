import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { addCartItemBodySchema, batchAddBodySchema, checkoutBodySchema } from '../../schemas/requests/cart';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import type { PaymentGateway } from '../payments/gateway';
import { addCartItem, batchAddCartItems, readCart, removeCartItem } from './cart';
import { checkout } from './checkout';
import { listOrders, purchaseCount } from './orders';

const uuidParams = z.object({ uuid: z.string().min(1).max(100) });
const cartItemParams = uuidParams.extend({ id: dbIdParam });

/** The signed-in caller, who must be the user the path names: anyone else's cart is 403. */
function owner(c: Context): number {
  const viewer = requireViewer(c);
  const { uuid } = parseInput(uuidParams, c.req.param());
  if (uuid !== viewer.uuid) throw new ApiError(403, [{ message: 'Forbidden', code: 'forbidden' }]);
  return viewer.userId;
}

/**
 * The cart and orders (spec §7.4) under /v1/users/{uuid}: read the cart, add a line (with its
 * variation), remove one, merge a guest cart (batch_add), check out through the payment gateway,
 * and the buyer's purchases. Every write answers the cart (or the order) as it is afterwards.
 */
export function cartRoutes(db: Db, payments: PaymentGateway): Hono {
  return new Hono()
    .get('/v1/users/:uuid/cart', async (c) => c.json({ data: await readCart(db, owner(c)) }))
    .post('/v1/users/:uuid/cart/cart_items', async (c) => {
      const userId = owner(c);
      const { cart } = parseInput(addCartItemBodySchema, await readJsonBody(c));
      await addCartItem(db, userId, cart.cart_item.item_id, cart.cart_item.item_variation_id);
      return c.json({ data: await readCart(db, userId) }, 201);
    })
    .delete('/v1/users/:uuid/cart/cart_items/:id', async (c) => {
      const userId = owner(c);
      const { id } = parseInput(cartItemParams, c.req.param());
      if (!(await removeCartItem(db, userId, id))) throw ApiError.notFound('Cart item not found');
      return c.json({ data: await readCart(db, userId) });
    })
    .post('/v1/users/:uuid/cart/batch_add', async (c) => {
      const userId = owner(c);
      const { cart } = parseInput(batchAddBodySchema, await readJsonBody(c));
      const skipped = await batchAddCartItems(db, userId, cart.item_ids);
      return c.json({ data: await readCart(db, userId), meta: { skipped } });
    })
    .post('/v1/users/:uuid/cart/checkout', async (c) => {
      const userId = owner(c);
      const { checkout: body } = parseInput(checkoutBodySchema, await readJsonBody(c));
      const pay =
        body.payment_method_id === undefined ? { nonce: body.nonce! } : { paymentMethodId: body.payment_method_id };
      return c.json({ data: await checkout(db, payments, userId, pay, body.beta_checkout ?? false) }, 201);
    })
    .get('/v1/users/:uuid/purchases', async (c) => {
      const userId = owner(c);
      return c.json({ data: await listOrders(db, userId), meta: { purchase_count: await purchaseCount(db, userId) } });
    });
}
