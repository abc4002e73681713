import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNotFound } from '../../engine';
import { fakeApi, json, renderWithEngine, type FakeAnswer, type TestViewer } from '../../engine/testing';
import { warehouseLabelSchema } from '../../schemas/entities/warehouse-label';
import { labelItemId } from './label-item-id';
import WarehouseLabelScreen from './WarehouseLabelScreen';

const STAFF: TestViewer = { userId: '1005', uuid: 'user-1005', orgId: '1' };
const label = warehouseLabelSchema.parse({
  item_id: 1204,
  name: 'Used CCM Jetspeed FT6 Shin Guards 16"',
  url: 'https://www.kitswap.test/gear/used-ccm-jetspeed-ft6-shin-guards-16-1204',
  event_name: 'Minnesota Hockey Expo 2026',
  location_id: 'A-03-12',
  cost: 35.57,
  qr: { size: 21, path: 'M0 0h7v1h-7ZM8 0h1v1h-1Z' },
});

/** The label page of item 1204 for `viewer` (null: a guest), the label call answered by `answer`. */
function renderLabel(answer: FakeAnswer, viewer: TestViewer | null = STAFF) {
  const { api, calls } = fakeApi({ 'GET /v1/items/:id/warehouse_label': answer });
  renderWithEngine(
    <Suspense fallback={null}>
      <WarehouseLabelScreen />
    </Suspense>,
    { path: '/trade-in_listing_qr?item_id=1204', signedInAs: viewer ?? undefined, api },
  );
  return { calls };
}

afterEach(() => vi.restoreAllMocks());

describe('/trade-in_listing_qr (Print Warehouse Label)', () => {
  it("prints the item's label for its organisation: QR code, id in large type, name, event, location, cost", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { calls } = renderLabel({ data: label });
    const card = await screen.findByRole('article', { name: label.name });
    expect(calls.map((call) => call.path)).toEqual(['/v1/items/1204/warehouse_label']);
    const qr = within(card).getByRole('img', { name: `QR code of ${label.url}` });
    expect(qr.querySelector('path')).toHaveAttribute('d', label.qr.path);
    expect(qr).toHaveAttribute('viewBox', '-4 -4 29 29');
    expect(within(card).getByText('1204')).toHaveClass('ks-label__id-number');
    const facts = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(facts('Event')).toBe('Minnesota Hockey Expo 2026');
    expect(facts('Location')).toBe('A-03-12');
    expect(facts('Cost')).toBe('$35.57');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("prints 'N/A' for what the organisation did not record", async () => {
    renderLabel({ data: { ...label, event_name: null, location_id: null, cost: null } });
    const card = await screen.findByRole('article', { name: label.name });
    expect(within(card).getAllByText('N/A')).toHaveLength(3);
  });

  it("tells anyone else why they can't print it, with the way back to the item", async () => {
    const message = "Only your organisation's warehouse staff can print this label";
    renderLabel(() => json({ errors: [{ message, code: 'forbidden' }] }, 403), { userId: '1001', uuid: 'user-1001' });
    const refusal = await screen.findByRole('status');
    expect(refusal).toHaveTextContent('You can’t print this label');
    expect(refusal).toHaveTextContent(message);
    expect(within(refusal).getByRole('link', { name: 'Back to the item' })).toHaveAttribute('href', '/gear/1204');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('asks a guest to log in, and asks the API nothing', async () => {
    const { calls } = renderLabel({ data: label }, null);
    expect(screen.getByRole('button', { name: 'Log in to print this warehouse label' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Log in to print this warehouse label');
    expect(calls).toEqual([]);
  });

  it('has no label without a usable item_id (the 404 page)', () => {
    for (const search of ['', 'item_id=', 'item_id=abc', 'item_id=0', 'item_id=12345678901', 'item_id=2147483648'])
      expect(() => labelItemId(new URLSearchParams(search))).toThrow(
        expect.objectContaining({ name: 'NotFoundError' }),
      );
    expect(isNotFound(catchError(() => labelItemId(new URLSearchParams('item_id=x'))))).toBe(true);
    expect(labelItemId(new URLSearchParams('item_id=1204'))).toBe(1204);
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}
