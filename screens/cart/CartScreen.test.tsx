import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json, MEMBER, renderWithEngine, type FakeRoutes } from '../../engine/testing';
import type { Cart } from '../../schemas/entities/cart';
import { siteConfigurationSchema, type PaymentProvider } from '../../schemas/entities/chrome';
import type { Item } from '../../schemas/entities/item';
import { addToGuestCart } from '../../ui/cart/guest-cart';
import CartScreen from './CartScreen';

const item = (id: number, price: number): Item => ({
  id,
  name: `Stick ${id}`,
  state: 'available',
  price,
  url: `/gear/stick-${id}`,
});
const CART: Cart = {
  id: 1,
  cart_items: [
    { id: 11, item: item(7, 100), item_variation: null, available: true, shipping: 12, offer_price: null },
    {
      id: 12,
      item: item(8, 50),
      item_variation: { id: 3, name: 'Left' },
      available: false,
      shipping: 12,
      offer_price: null,
    },
  ],
  totals: { subtotal: 100, shipping: 12, total: 112, currency: 'USD' },
};

const ORDER = {
  id: 55,
  created_at: '2026-11-22T21:00:00.000Z',
  state: 'paid',
  totals: { subtotal: 100, shipping: 12, total: 112, currency: 'USD' },
  payment: { gateway: 'sandbox', transaction_id: 'sandbox_1' },
  beta_checkout: false,
  order_items: [{ item: item(7, 100), item_variation: null, price: 100, shipping: 12, swap_id: 9 }],
};

const SHIP_TO = {
  id: 4,
  name: 'Ada Lovelace',
  street1: '10 Main St',
  street2: null,
  city: 'Boston',
  region: 'MA',
  postal_code: '02116',
  country: 'US',
  ship_to: true,
  created_at: '2026-11-20T10:00:00.000Z',
};
const savedCard = (id: number, last4: string, is_default: boolean) => ({
  id,
  gateway: 'sandbox',
  brand: 'Visa',
  last4,
  exp_month: 12,
  exp_year: 2029,
  is_default,
  created_at: '2026-11-20T10:00:00.000Z',
});

/** The site configuration as the server answers it: the payment provider, or null in production without one. */
const siteConfiguration = (paymentProvider: PaymentProvider | null) => ({
  data: siteConfigurationSchema.parse({ pro_enabled: false, payment_provider: paymentProvider }),
});
const PAID = () => json({ data: { order: ORDER, purchase_count: 1 } }, 201);

/** /cart for the signed-in member (or a guest); the site configuration names the sandbox unless `routes` say else. */
function renderCart(routes: FakeRoutes, { guest = false, path = '/cart' } = {}) {
  const { api, calls } = fakeApi({
    'GET /v1/site_configuration': siteConfiguration('sandbox'),
    'GET /v1/addresses': { data: [SHIP_TO] },
    'GET /v1/payment_methods': { data: [] },
    ...routes,
  });
  return { ...renderWithEngine(<CartScreen />, { path, api, signedInAs: guest ? undefined : MEMBER }), calls };
}

describe('/cart', () => {
  beforeEach(() => localStorage.clear());

  it('lists the cart with totals in USD, marks a sold line, and pays with the approved sandbox card', async () => {
    const { location, calls } = renderCart({
      'GET /v1/users/:uuid/cart': { data: CART },
      'POST /v1/users/:uuid/cart/checkout': PAID,
    });
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(
      within(lines)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Stick 7', 'Stick 8']);
    expect(within(lines).getByText('No longer available')).toBeInTheDocument();
    expect(within(lines).getByText('Option: Left')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$112');
    expect(await screen.findByRole('radio', { name: 'Sandbox test card — approved' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $112' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/purchases?order=55'));
    const checkout = calls.find((call) => call.method === 'POST');
    expect(checkout?.call).toBe('POST /v1/users/user-1001/cart/checkout');
    expect(checkout?.body).toEqual({ checkout: { nonce: 'fake-valid-nonce', beta_checkout: false } });
    expect(document.cookie).toContain('ks_user_haspc=1');
  });

  it('shows a declined payment inline (spec §8 message) and stays; the beta flag rides along from Buy Now', async () => {
    const { calls, location } = renderCart(
      {
        'GET /v1/users/:uuid/cart': { data: CART },
        'POST /v1/users/:uuid/cart/checkout': () =>
          json({ errors: [{ message: 'Your payment was declined', code: 'payment_declined' }] }, 402),
      },
      { path: '/cart?beta_checkout=1' },
    );
    expect(await screen.findByText('Beta checkout')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: 'Sandbox test card — declined' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $112' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment was declined');
    expect(calls.at(-1)?.body).toEqual({ checkout: { nonce: 'fake-processor-declined-nonce', beta_checkout: true } });
    expect(location.history).toEqual(['/cart?beta_checkout=1']);
  });

  it('shows a 503 payments_unavailable plainly (a production server without a payment provider) and keeps the cart', async () => {
    const message = 'Payments are unavailable right now. Nothing was charged.';
    const { location } = renderCart({
      'GET /v1/users/:uuid/cart': { data: CART },
      'POST /v1/users/:uuid/cart/checkout': () => json({ errors: [{ message, code: 'payments_unavailable' }] }, 503),
    });
    await screen.findByRole('radio', { name: 'Sandbox test card — approved' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $112' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('list', { name: 'Items in your cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $112' })).toBeEnabled();
    expect(location.history).toEqual(['/cart']);
  });

  it('with no payment provider (production) offers no card, says so before Pay, and cannot pay', async () => {
    const { calls } = renderCart({
      'GET /v1/users/:uuid/cart': { data: CART },
      'GET /v1/site_configuration': siteConfiguration(null),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Payments are unavailable right now. Nothing can be charged; your cart is kept.',
    );
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pay $112' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Items in your cart' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('while the site configuration loads, shows no card and Pay stays disabled', async () => {
    renderCart({
      'GET /v1/users/:uuid/cart': { data: CART },
      'GET /v1/site_configuration': () => new Promise<Response>(() => {}),
    });
    expect(await screen.findByRole('button', { name: 'Pay $112' })).toBeDisabled();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  it('when the site configuration fails, says so with Try again, and pays once it answers', async () => {
    const answers = [
      json({ errors: [{ message: 'Internal server error', code: 'internal' }] }, 500),
      json(siteConfiguration('sandbox')),
    ];
    renderCart({
      'GET /v1/users/:uuid/cart': { data: CART },
      'POST /v1/users/:uuid/cart/checkout': PAID,
      'GET /v1/site_configuration': () => answers.shift()!,
    });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The payment options could not be loaded.');
    expect(screen.getByRole('button', { name: 'Pay $112' })).toBeDisabled();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Sandbox test card — approved' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay $112' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes a line through the API', async () => {
    const { calls } = renderCart({
      'GET /v1/users/:uuid/cart': { data: CART },
      'DELETE /v1/users/:uuid/cart/cart_items/:id': {
        data: {
          ...CART,
          cart_items: CART.cart_items.slice(1),
          totals: { subtotal: 0, shipping: 0, total: 0, currency: 'USD' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Stick 7' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Stick 7' })).toBeNull());
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/users/user-1001/cart/cart_items/11' });
  });

  it('shows a guest their local cart with Remove and a sign-in to check out, and an empty cart plainly', async () => {
    addToGuestCart({ ...item(7, 100), variations: [] });
    renderCart({}, { guest: true });
    expect(await screen.findByRole('link', { name: 'Stick 7' })).toHaveAttribute('href', '/gear/stick-7');
    expect(screen.getByRole('button', { name: 'Log in to check out' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Stick 7' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('shows the default shipping address with a link to change it; without one Pay waits and links to add it', async () => {
    renderCart({ 'GET /v1/users/:uuid/cart': { data: CART } });
    const shipTo = await screen.findByRole('region', { name: 'Shipping address' });
    expect(await within(shipTo).findByText('Ada Lovelace, 10 Main St, Boston, MA 02116, US')).toBeInTheDocument();
    expect(within(shipTo).getByRole('link', { name: 'Change shipping address' })).toHaveAttribute(
      'href',
      '/settings/addresses',
    );
  });

  it('without a shipping address offers to add one and does not pay', async () => {
    renderCart({ 'GET /v1/users/:uuid/cart': { data: CART }, 'GET /v1/addresses': { data: [] } });
    expect(await screen.findByRole('link', { name: 'Add a shipping address' })).toHaveAttribute(
      'href',
      '/settings/addresses',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $112' })).toBeDisabled());
  });

  it('pays with the default saved card, or a new card when chosen', async () => {
    const { calls } = renderCart({
      'GET /v1/users/:uuid/cart': { data: CART },
      'GET /v1/payment_methods': { data: [savedCard(3, '1115', true), savedCard(2, '1111', false)] },
      'POST /v1/users/:uuid/cart/checkout': () =>
        json({ errors: [{ message: 'Your payment was declined', code: 'payment_declined' }] }, 402),
    });
    const pay = await screen.findByRole('group', { name: 'Pay with' });
    expect(within(pay).getByRole('radio', { name: 'Visa ending in 1115, expires 12/2029' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Sandbox test card — approved' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $112' }));
    expect(await screen.findByText('Your payment was declined')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ checkout: { payment_method_id: 3, beta_checkout: false } });

    await userEvent.click(within(pay).getByRole('radio', { name: 'A new card' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Sandbox test card — approved' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $112' }));
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({ checkout: { nonce: 'fake-valid-nonce', beta_checkout: false } }),
    );
  });
});
