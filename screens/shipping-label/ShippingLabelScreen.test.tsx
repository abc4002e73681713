import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, MEMBER, notFound, renderWithEngine, type FakeAnswer, type TestViewer } from '../../engine/testing';
import { shippingLabelSchema } from '../../schemas/entities/shipping-label';
import ShippingLabelScreen from './ShippingLabelScreen';

const address = (name: string, city: string) => ({
  name,
  street1: '1 Rink Rd',
  street2: null,
  city,
  region: 'MN',
  postal_code: '55401',
  country: 'US' as const,
});
const label = shippingLabelSchema.parse({
  swap_id: 9,
  postage: 8.5,
  barcode: { text: '1ZKS5W090300000091', width: 40, path: 'M10 0h2v1h-2ZM13 0h1v1h-1Z' },
  shipment: {
    id: 3,
    purpose: 'sale',
    source: 'label',
    carrier: 'ups',
    tracking_number: '1ZKS5W090300000091',
    status: 'label_created',
    label_url: '/swaps/9/label',
    tracking_url: 'https://www.ups.com/track?tracknum=1ZKS5W090300000091',
    from_address: address('Seller Person', 'Sellerton'),
    to_address: { ...address('Buyer Person', 'Buyerville'), street2: 'Apt 4' },
    created_at: '2026-11-21T10:00:00.000Z',
    events: [],
  },
});

function renderLabel(answer: FakeAnswer, search = '', viewer: TestViewer | null = MEMBER) {
  const { api, calls } = fakeApi({ 'GET /v1/swaps/:id/label': answer });
  renderWithEngine(<ShippingLabelScreen params={{ swapId: '9' }} />, {
    path: `/swaps/9/label${search}`,
    signedInAs: viewer ?? undefined,
    api,
  });
  return { calls };
}

afterEach(() => vi.restoreAllMocks());

describe('/swaps/{id}/label (the printable shipping label)', () => {
  it('prints the carrier, from and to, the tracking barcode, postage and the Swap ID', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { calls } = renderLabel({ data: label });
    const card = await screen.findByRole('article', { name: 'UPS shipping label' });
    expect(calls.map((call) => call.url)).toEqual(['/v1/swaps/9/label']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Print Shipping Label');
    const barcode = within(card).getByRole('img', { name: 'Barcode of tracking number 1ZKS5W090300000091' });
    expect(barcode).toHaveAttribute('viewBox', '0 0 40 1');
    expect(barcode.querySelector('path')).toHaveAttribute('d', label.barcode.path);
    expect(within(card).getByText('1ZKS5W090300000091')).toBeInTheDocument();
    const from = within(card).getByRole('heading', { name: 'From' }).nextElementSibling;
    expect(from).toHaveTextContent('Seller Person1 Rink RdSellerton, MN 55401UNITED STATES');
    const to = within(card).getByRole('heading', { name: 'To' }).nextElementSibling;
    expect(to).toHaveTextContent('Buyer Person1 Rink RdApt 4Buyerville, MN 55401UNITED STATES');
    expect(card).toHaveTextContent('Postage paid $8.50');
    expect(card).toHaveTextContent('Swap ID 9');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('asks for the return label with ?purpose=return', async () => {
    const { calls } = renderLabel(
      { data: { ...label, shipment: { ...label.shipment, purpose: 'return' } } },
      '?purpose=return',
    );
    expect(await screen.findByRole('article', { name: 'UPS return label' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/v1/swaps/9/label?purpose=return']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Print Return Label');
  });

  it('says there is no label yet (404), with the way back to the swap', async () => {
    renderLabel(() => notFound());
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent('No label yet');
    expect(within(alert).getByRole('link', { name: 'Back to the swap' })).toHaveAttribute('href', '/swaps/9');
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('asks a guest to log in, and asks the API nothing', async () => {
    const { calls } = renderLabel({ data: label }, '', null);
    await userEvent.click(screen.getByRole('button', { name: 'Log in to see this swap' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Log in to see this swap');
    expect(calls).toEqual([]);
  });
});
