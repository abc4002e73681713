import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, MEMBER, renderWithEngine } from '../../engine/testing';
import { siteConfigurationSchema, type PaymentProvider } from '../../schemas/entities/chrome';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import type { PaymentMethod } from '../../schemas/requests/payment-methods';
import SettingsPaymentMethodsScreen from './SettingsPaymentMethodsScreen';

const card = (id: number, last4: string, is_default: boolean): PaymentMethod => ({
  id,
  gateway: 'sandbox',
  brand: 'Visa',
  last4,
  exp_month: 12,
  exp_year: 2029,
  is_default,
  created_at: '2026-11-20T10:00:00.000Z',
});
const site = (provider: PaymentProvider | null) => ({
  data: siteConfigurationSchema.parse({ pro_enabled: false, payment_provider: provider }),
});

function renderPage(routes: Parameters<typeof fakeApi>[0], provider: PaymentProvider | null = 'sandbox') {
  const { api, calls } = fakeApi({ 'GET /v1/site_configuration': site(provider), ...routes });
  renderWithEngine(<SettingsPaymentMethodsScreen />, { path: '/settings/payment_methods', api, signedInAs: MEMBER });
  return calls;
}

describe('/settings/payment_methods', () => {
  it('lists saved cards (brand, last four, expiry, the default), saves a sandbox card, makes default, removes after confirming', async () => {
    const calls = renderPage({
      'GET /v1/payment_methods': { data: [card(1, '1111', true)] },
      'POST /v1/payment_methods': () => json({ data: [card(1, '1111', true), card(2, '1115', false)] }, 201),
      'PUT /v1/payment_methods/:id/default': { data: [card(2, '1115', true), card(1, '1111', false)] },
      'DELETE /v1/payment_methods/:id': { data: [card(2, '1115', true)] },
    });
    const list = await screen.findByRole('list', { name: 'Your saved cards' });
    expect(list).toHaveTextContent('Visa ending in 1111, expires 12/2029 Default');

    const form = screen.getByRole('form', { name: 'Add a card' });
    await userEvent.click(within(form).getByLabelText('Sandbox test card — declined'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ nonce: SANDBOX_NONCES.declined });

    await userEvent.click(screen.getByRole('button', { name: 'Make the card ending in 1115 the default' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1115'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove the card ending in 1111' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.map((call) => call.call)).toEqual(
      expect.arrayContaining(['PUT /v1/payment_methods/2/default', 'DELETE /v1/payment_methods/1']),
    );
  });

  it('shows a refused card inline, and offers no Save when payments are unavailable', async () => {
    renderPage({
      'GET /v1/payment_methods': { data: [] },
      'POST /v1/payment_methods': () =>
        json({ errors: [{ message: 'The payment method is not valid', code: 'invalid_nonce', field: 'nonce' }] }, 422),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment method is not valid');
  });

  it('without a payment provider says so and cannot save', async () => {
    renderPage({ 'GET /v1/payment_methods': { data: [] } }, null);
    expect(await screen.findByText('Payments are unavailable right now, so no card can be saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeDisabled();
  });
});
