import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, type FakeCall, type TestViewer } from '../../../engine/testing';
import type { Swap } from '../../../schemas/entities/swap';
import { baseSwap, BUYER, buyerRoutes, renderSwap, SELLER } from '../test-support';

// The upload itself (XMLHttpRequest to POST /v1/images) is list-flow's, tested there.
vi.mock('../../list-flow/photos/upload-photo', () => ({
  uploadPhoto: vi.fn(async () => ({
    id: 12,
    small_url: '/media/uploads/tTS_XyGLIf4oVxTfKT1livWEVUxDaaldH-ftqxFZVa0/small.webp',
    large_url: '/media/uploads/tTS_XyGLIf4oVxTfKT1livWEVUxDaaldH-ftqxFZVa0/large.webp',
    width: 640,
    height: 480,
  })),
}));

const ADMIN: TestViewer = { userId: '1004', uuid: 'user-1004' };
const order = { id: 77, state: 'paid', price: 100, created_at: '2026-11-03T11:00:00.000Z' } as const;
const delivered: Swap = {
  ...baseSwap,
  unread: false,
  order,
  stage: 'delivered',
  actions: ['accept_item', 'reject_item', 'archive'],
  paid_at: '2026-11-03T11:00:00.000Z',
  shipped_at: '2026-11-04T11:00:00.000Z',
  delivered_at: '2026-11-06T11:00:00.000Z',
  accept_by: '2026-11-09T11:00:00.000Z',
};
const openDispute: NonNullable<Swap['dispute']> = {
  id: 3,
  state: 'open',
  reason: 'damaged',
  description: 'The blade is cracked',
  photos: ['/media/uploads/tTS_XyGLIf4oVxTfKT1livWEVUxDaaldH-ftqxFZVa0/large.webp'],
  resolution: null,
  refund_amount: null,
  return_label: false,
  resolution_note: null,
  created_at: '2026-11-07T10:00:00.000Z',
  resolved_at: null,
};
const disputed: Swap = { ...delivered, stage: 'disputed', actions: ['archive'], dispute: openDispute };
const proceeds = { price: 100, fee: 9, net: 91, refunded: 0, status: 'pending' } as const;
const bodies = (calls: FakeCall[], call: string) =>
  calls.filter((entry) => entry.call === call).map((entry) => entry.body);
const panel = () => screen.findByRole('region', { name: /Delivery|Your sale|The sale/ });
const refusal = (status: number, message: string, field?: string) => () =>
  json({ errors: [{ message, code: 'refused', ...(field ? { field } : {}) }] }, status);

describe('the swap page after delivery (DeliveryPanel)', () => {
  it("the buyer accepts the item by the window's end; the swap answered replaces the panel", async () => {
    const final: Swap = {
      ...delivered,
      stage: 'final',
      actions: ['leave_feedback', 'archive'],
      final_at: delivered.accept_by,
    };
    const { calls } = renderSwap(
      BUYER,
      buyerRoutes({ 'GET /v1/swaps/9': { data: delivered }, 'POST /v1/swaps/9/accept': { data: final } }),
    );
    const region = await panel();
    expect(region).toHaveTextContent(
      /accept it or report a problem by Nov \d+, 2026, \d+:\d\d [AP]M\. After that the sale is final\./,
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Accept item' }));
    expect(bodies(calls, 'POST /v1/swaps/9/accept')).toEqual([{}]);
    await screen.findByRole('heading', { name: /Swap with/ });
    expect(screen.queryByRole('button', { name: 'Accept item' })).not.toBeInTheDocument();
  });

  it('a late accept shows the server’s refusal inline', async () => {
    renderSwap(
      BUYER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: delivered },
        'POST /v1/swaps/9/accept': refusal(
          409,
          'The 72 hours to accept the item after delivery have passed: the sale is final',
        ),
      }),
    );
    const region = await panel();
    await userEvent.click(within(region).getByRole('button', { name: 'Accept item' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The 72 hours to accept the item after delivery have passed: the sale is final',
    );
  });

  it('the buyer reports a problem: reason and description checked inline, then sent; the dispute card follows', async () => {
    const { calls } = renderSwap(
      BUYER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: delivered },
        'POST /v1/swaps/9/dispute': () => json({ data: disputed }, 201),
      }),
    );
    const region = await panel();
    await userEvent.click(within(region).getByRole('button', { name: 'Report a problem' }));
    const form = within(region).getByRole('form', { name: 'Report a problem' });
    const reason = within(form).getByLabelText('What is wrong?');
    expect(reason).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Send to Kitswap support' }));
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Choose what is wrong', 'Say what is wrong with the item']);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(bodies(calls, 'POST /v1/swaps/9/dispute')).toEqual([]);

    await userEvent.selectOptions(reason, 'Damaged');
    await userEvent.type(within(form).getByLabelText('Describe the problem'), 'The blade is cracked');
    expect(within(form).getByLabelText('Photos (optional, up to 6)')).toHaveAttribute('type', 'file');
    await userEvent.click(within(form).getByRole('button', { name: 'Send to Kitswap support' }));
    expect(bodies(calls, 'POST /v1/swaps/9/dispute')).toEqual([
      { dispute: { reason: 'damaged', description: 'The blade is cracked', photos: [] } },
    ]);
    const card = await screen.findByRole('group', { name: 'Dispute' });
    expect(card).toHaveTextContent('Problem reported: Damaged');
    expect(within(card).getByRole('status')).toHaveTextContent('Kitswap support is reviewing it. Swap ID 9.');
    expect(within(card).getByRole('img', { name: 'Photo 1 of the problem' })).toHaveAttribute(
      'src',
      '/media/uploads/tTS_XyGLIf4oVxTfKT1livWEVUxDaaldH-ftqxFZVa0/large.webp',
    );
    expect(screen.queryByRole('form', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('photos added to the report are sent by their upload ids, and can be removed', async () => {
    const { calls } = renderSwap(
      BUYER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: delivered },
        'POST /v1/swaps/9/dispute': () => json({ data: disputed }, 201),
      }),
    );
    const region = await panel();
    await userEvent.click(within(region).getByRole('button', { name: 'Report a problem' }));
    const form = within(region).getByRole('form', { name: 'Report a problem' });
    await userEvent.selectOptions(within(form).getByLabelText('What is wrong?'), 'Not authentic');
    await userEvent.type(within(form).getByLabelText('Describe the problem'), 'The logo is off');
    await userEvent.upload(
      within(form).getByLabelText('Photos (optional, up to 6)'),
      new File(['x'], 'logo.jpg', { type: 'image/jpeg' }),
    );
    const added = await within(form).findByRole('list', { name: 'Photos added' });
    expect(within(added).getByRole('img', { name: 'logo.jpg' })).toHaveAttribute(
      'src',
      '/media/uploads/tTS_XyGLIf4oVxTfKT1livWEVUxDaaldH-ftqxFZVa0/small.webp',
    );
    expect(within(added).getByRole('button', { name: 'Remove logo.jpg' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send to Kitswap support' }));
    expect(bodies(calls, 'POST /v1/swaps/9/dispute')).toEqual([
      { dispute: { reason: 'not_authentic', description: 'The logo is off', photos: [12] } },
    ]);
  });

  it("the server's refusal of the description shows on its field", async () => {
    renderSwap(
      BUYER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: delivered },
        'POST /v1/swaps/9/dispute': refusal(400, 'Keep it under 2000 characters', 'dispute.description'),
      }),
    );
    const region = await panel();
    await userEvent.click(within(region).getByRole('button', { name: 'Report a problem' }));
    const form = within(region).getByRole('form', { name: 'Report a problem' });
    await userEvent.selectOptions(within(form).getByLabelText('What is wrong?'), 'Something else');
    const description = within(form).getByLabelText('Describe the problem');
    await userEvent.type(description, 'Long story');
    await userEvent.click(within(form).getByRole('button', { name: 'Send to Kitswap support' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Keep it under 2000 characters');
    expect(description).toHaveAttribute('aria-invalid', 'true');
  });

  it("the seller sees the dispute's status and their proceeds: pending with the fee, then available", async () => {
    const sellerSwap: Swap = { ...disputed, actions: ['archive'], proceeds };
    const { unmount } = renderSwap(SELLER, buyerRoutes({ 'GET /v1/swaps/9': { data: sellerSwap } }));
    const region = await panel();
    expect(within(region).getByRole('group', { name: 'Dispute' })).toHaveTextContent(
      'Kitswap support is reviewing it.',
    );
    const money = within(region).getByRole('group', { name: 'Proceeds' });
    expect(money).toHaveTextContent(/^Pending \$91 — available when the buyer accepts the item or on Nov 9, 2026/);
    expect(money).toHaveTextContent('Price$100Kitswap fee (9 %, at least $1)−$9You get$91');
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
    unmount();

    const released: Swap = {
      ...sellerSwap,
      stage: 'final',
      dispute: { ...openDispute, state: 'resolved', resolution: 'partial_refund', refund_amount: 5 },
      proceeds: { ...proceeds, net: 86, refunded: 5, status: 'available' },
    };
    const { queryClient } = renderSwap(SELLER, buyerRoutes({ 'GET /v1/swaps/9': { data: released } }));
    queryClient.setQueryData(['chrome', 'balance', SELLER.userId], { amount: 412.5 });
    const after = await panel();
    // The header's balance refetches once the proceeds are available.
    await waitFor(() =>
      expect(queryClient.getQueryState(['chrome', 'balance', SELLER.userId])?.isInvalidated).toBe(true),
    );
    expect(within(after).getByRole('group', { name: 'Proceeds' })).toHaveTextContent(
      /^Available \$86 — in your balance.*Refunded to the buyer−\$5You get\$86$/,
    );
    expect(within(after).getByRole('group', { name: 'Dispute' })).toHaveTextContent(
      'Resolved with a partial refund of $5.',
    );
  });

  it('an admin resolves the dispute from the staff view: a partial refund needs its amount, refusals show on it', async () => {
    const staff: Swap = { ...disputed, staff_view: true, actions: ['resolve_dispute'], proceeds };
    const resolved: Swap = {
      ...staff,
      stage: 'final',
      actions: [],
      dispute: { ...openDispute, state: 'resolved', resolution: 'partial_refund', refund_amount: 20 },
    };
    let answer = refusal(422, 'Enter less than the price, $100, or choose a full refund', 'resolution.refund_amount');
    const { calls } = renderSwap(
      ADMIN,
      buyerRoutes({
        'GET /v1/swaps/9': { data: staff },
        'PUT /v1/swaps/9/dispute': () => answer(),
      }),
    );
    const region = await panel();
    const form = within(region).getByRole('form', { name: 'Resolve the dispute' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Partial refund' }));
    const amount = within(form).getByLabelText('Refund (USD)');
    expect(amount).toHaveAccessibleDescription('Less than the price, $100');
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter the amount to refund, above $0');
    expect(bodies(calls, 'PUT /v1/swaps/9/dispute')).toEqual([]);

    await userEvent.type(amount, '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Enter less than the price, $100, or choose a full refund',
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    answer = () => json({ data: resolved });
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.click(within(form).getByRole('checkbox', { name: /return label/ }));
    await userEvent.type(within(form).getByLabelText('Note to both parties (optional)'), 'Cracked on arrival');
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve' }));
    expect(bodies(calls, 'PUT /v1/swaps/9/dispute').at(-1)).toEqual({
      resolution: { outcome: 'partial_refund', refund_amount: 20, return_label: true, note: 'Cracked on arrival' },
    });
    expect(await within(region).findByText('Resolved with a partial refund of $20.')).toBeInTheDocument();
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
  });

  it('the buyer of an order unshipped 7 days cancels and is refunded', async () => {
    const unshipped: Swap = {
      ...baseSwap,
      unread: false,
      order,
      stage: 'paid',
      actions: ['request_refund', 'archive'],
      paid_at: '2026-11-03T11:00:00.000Z',
      ship_by: '2026-11-06T11:00:00.000Z',
    };
    const refunded: Swap = {
      ...unshipped,
      stage: 'refunded',
      actions: ['archive'],
      refunded_at: '2026-11-10T11:00:00.000Z',
    };
    const { calls } = renderSwap(
      BUYER,
      buyerRoutes({ 'GET /v1/swaps/9': { data: unshipped }, 'POST /v1/swaps/9/refund': { data: refunded } }),
    );
    const region = await panel();
    expect(region).toHaveTextContent('The seller has not shipped it 7 days after you paid.');
    await userEvent.click(within(region).getByRole('button', { name: 'Cancel and refund' }));
    expect(bodies(calls, 'POST /v1/swaps/9/refund')).toEqual([{}]);
    await screen.findByRole('heading', { name: /Swap with/ });
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();
  });

  it('shows nothing while the swap is in talks', async () => {
    renderSwap(BUYER, buyerRoutes());
    await screen.findByRole('heading', { name: /Swap with/ });
    expect(screen.queryByRole('region', { name: /Delivery|Your sale/ })).not.toBeInTheDocument();
  });
});
