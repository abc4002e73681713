import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type FakeCall } from '../../../engine/testing';
import type { Swap } from '../../../schemas/entities/swap';
import type { Shipment } from '../../../schemas/entities/swap-lifecycle';
import { baseSwap, BUYER, buyerRoutes, renderSwap, SELLER } from '../test-support';

const paid: Swap = {
  ...baseSwap,
  unread: false,
  stage: 'paid',
  paid_at: '2026-11-20T15:00:00.000Z',
  ship_by: '2026-11-23T15:00:00.000Z',
  actions: ['print_label', 'add_tracking', 'archive'],
};
const shipment: Shipment = {
  id: 3,
  purpose: 'sale',
  source: 'label',
  carrier: 'usps',
  tracking_number: '9400111000000000000091',
  status: 'in_transit',
  label_url: '/swaps/9/label',
  tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111000000000000091',
  from_address: null,
  to_address: null,
  created_at: '2026-11-21T10:00:00.000Z',
  events: [
    {
      status: 'label_created',
      description: 'Shipping label created',
      location: 'Sellerton, MN US',
      occurred_at: '2026-11-21T10:00:00.000Z',
    },
    {
      status: 'in_transit',
      description: 'Accepted at the post office, in transit',
      location: null,
      occurred_at: '2026-11-22T10:00:00.000Z',
    },
  ],
};
const labelPrinted: Swap = { ...paid, stage: 'label_printed', actions: ['print_label', 'archive'], shipment };
const shippingRegion = () => screen.findByRole('region', { name: 'Shipping' });
const bodiesOf = (calls: FakeCall[], call: string) =>
  calls.filter((entry) => entry.call === call).map((entry) => entry.body);

describe('the swap page’s shipping part', () => {
  it('shows nothing before the buyer paid', async () => {
    renderSwap(SELLER, buyerRoutes());
    await screen.findByRole('region', { name: 'Offers' });
    expect(screen.queryByRole('region', { name: 'Shipping' })).not.toBeInTheDocument();
  });

  it('the seller reads the ship-by date, prints the label and lands on the label page', async () => {
    const { calls, location } = renderSwap(
      SELLER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: paid },
        'PUT /v1/swaps/9/print_label': () => json({ data: labelPrinted }, 201),
      }),
    );
    const shipping = await shippingRegion();
    expect(shipping).toHaveTextContent('Ship by Nov 23, 2026.');
    await userEvent.click(within(shipping).getByRole('button', { name: 'Print Label' }));
    expect(bodiesOf(calls, 'PUT /v1/swaps/9/print_label')).toEqual([{}]);
    expect(location.history.at(-1)).toBe('/swaps/9/label');
  });

  it('says why the label could not be printed (a missing address)', async () => {
    const message = 'Add your shipping address (the label’s return address) before printing a label.';
    renderSwap(
      SELLER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: paid },
        'PUT /v1/swaps/9/print_label': () => json({ errors: [{ message, code: 'address_required' }] }, 422),
      }),
    );
    await userEvent.click(within(await shippingRegion()).getByRole('button', { name: 'Print Label' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('the seller’s own tracking number is checked per carrier under the field, then sent; the server’s refusal shows there too', async () => {
    const serverMessage = "That doesn't look like a FedEx tracking number";
    let answer = () =>
      json(
        { errors: [{ message: serverMessage, code: 'invalid_tracking_number', field: 'shipment.tracking_number' }] },
        422,
      );
    const { calls } = renderSwap(
      SELLER,
      buyerRoutes({ 'GET /v1/swaps/9': { data: paid }, 'POST /v1/swaps/9/tracking': () => answer() }),
    );
    const shipping = await shippingRegion();
    const toggle = within(shipping).getByRole('button', { name: 'Use my own tracking number' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const form = within(shipping).getByRole('form', { name: 'Your own tracking number' });
    const number = within(form).getByLabelText('Tracking number');
    const add = within(form).getByRole('button', { name: 'Add tracking number' });

    await userEvent.selectOptions(within(form).getByLabelText('Carrier'), 'ups');
    await userEvent.type(number, '9400 1118 9922 3344 5566 77');
    await userEvent.click(add);
    expect(within(form).getByRole('alert')).toHaveTextContent("That doesn't look like a UPS tracking number");
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription("That doesn't look like a UPS tracking number");
    expect(number).toHaveFocus();
    expect(bodiesOf(calls, 'POST /v1/swaps/9/tracking')).toEqual([]);

    await userEvent.selectOptions(within(form).getByLabelText('Carrier'), 'fedex');
    await userEvent.clear(number);
    await userEvent.type(number, '1234 5678 9012');
    await userEvent.click(add);
    expect(await within(form).findByText(serverMessage)).toHaveAttribute('role', 'alert');
    expect(bodiesOf(calls, 'POST /v1/swaps/9/tracking')).toEqual([
      { shipment: { carrier: 'fedex', tracking_number: '1234 5678 9012' } },
    ]);

    const shipped: Swap = {
      ...paid,
      stage: 'shipped',
      actions: ['archive'],
      shipment: { ...shipment, source: 'own', carrier: 'fedex', tracking_number: '123456789012', label_url: null },
    };
    answer = () => json({ data: shipped }, 201);
    await userEvent.click(add);
    expect(await within(shipping).findByText('123456789012')).toBeInTheDocument();
    expect(within(shipping).queryByRole('form')).not.toBeInTheDocument();
    expect(within(shipping).queryByRole('link', { name: 'View label' })).not.toBeInTheDocument();
  });

  it('both parties follow the tracking: status, events and the carrier’s tracking link', async () => {
    renderSwap(BUYER, buyerRoutes({ 'GET /v1/swaps/9': { data: { ...labelPrinted, actions: ['archive'] } } }));
    const shipping = await shippingRegion();
    expect(shipping).toHaveTextContent('The seller ships by Nov 23, 2026.');
    expect(within(shipping).queryByRole('button', { name: /Print/ })).not.toBeInTheDocument();
    const parcel = within(shipping).getByRole('group', { name: 'Tracking' });
    expect(parcel).toHaveTextContent('USPS 9400111000000000000091: In transit');
    expect(within(parcel).getByRole('link', { name: /^Track on USPS/ })).toHaveAttribute('href', shipment.tracking_url);
    const events = within(parcel).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      expect.stringMatching(/Shipping label created, Sellerton, MN US$/),
      expect.stringMatching(/Accepted at the post office, in transit$/),
    ]);
  });

  it('the buyer prints a resolved dispute’s return label and lands on it', async () => {
    const resolved: Swap = {
      ...baseSwap,
      unread: false,
      stage: 'final',
      actions: ['print_return_label', 'archive'],
      shipment,
    };
    const { calls, location } = renderSwap(
      BUYER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: resolved },
        'PUT /v2/swaps/9/dispute/print_label': () =>
          json(
            {
              data: {
                ...resolved,
                return_shipment: { ...shipment, purpose: 'return', label_url: '/swaps/9/label?purpose=return' },
              },
            },
            201,
          ),
      }),
    );
    await userEvent.click(within(await shippingRegion()).getByRole('button', { name: 'Print Return Label' }));
    expect(bodiesOf(calls, 'PUT /v2/swaps/9/dispute/print_label')).toEqual([{}]);
    expect(location.history.at(-1)).toBe('/swaps/9/label?purpose=return');
  });
});
