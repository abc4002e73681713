import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, type FakeAnswer, type TestViewer } from '../../../engine/testing';
import { warehouseLabelSchema } from '../../../schemas/entities/warehouse-label';
import { baseItem, BUYER, itemWith, renderItemPage } from '../test-support';

const STAFF: TestViewer = { userId: '1005', uuid: 'user-1005', orgId: '1' };
const label = warehouseLabelSchema.parse({
  item_id: baseItem.id,
  name: baseItem.name,
  url: `https://www.kitswap.test${baseItem.url}`,
  event_name: 'Minnesota Hockey Expo 2026',
  location_id: 'A-03-12',
  cost: 30,
  qr: { size: 21, path: 'M0 0h7v1h-7Z' },
});
const labelPath = `/v1/items/${baseItem.id}/warehouse_label`;

function renderFor(viewer: TestViewer, answer: FakeAnswer) {
  const { api, calls } = fakeApi({ [`GET ${labelPath}`]: answer });
  return { ...renderItemPage(baseItem, { signedInAs: viewer, api }), calls };
}

describe('Print Warehouse Label on the item page', () => {
  it("offers an organisation user their organisation's item's label, and opens the label page", async () => {
    const { location } = renderFor(STAFF, { data: label });
    const link = await screen.findByRole('link', { name: 'Print Warehouse Label' });
    expect(link).toHaveAttribute('href', `/trade-in_listing_qr?item_id=${baseItem.id}`);
    await userEvent.click(link);
    expect(location.history.at(-1)).toBe(`/trade-in_listing_qr?item_id=${baseItem.id}`);
  });

  it("offers nothing on another organisation's item (the label answers 403)", async () => {
    const { calls } = renderFor(STAFF, () =>
      json({ errors: [{ message: 'Only your organisation', code: 'forbidden' }] }, 403),
    );
    await waitFor(() => expect(calls.filter((call) => call.path === labelPath)).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Print Warehouse Label' })).not.toBeInTheDocument();
  });

  it('never asks for a label for a user without an organisation', async () => {
    const { calls } = renderFor(BUYER, { data: label });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.path === labelPath)).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Print Warehouse Label' })).not.toBeInTheDocument();
  });

  it("shows the item's superlatives beside its price", async () => {
    const { api } = fakeApi({
      'GET /cms/v2/content/superlative_tooltips': {
        data: { superlative_tooltips: [{ superlative_label: 'Top Seller', description: '98 % positive or more.' }] },
      },
    });
    renderItemPage(itemWith({ superlatives: ['Top Seller'] }), { api });
    expect(await screen.findByRole('button', { name: 'Top Seller' })).toHaveAccessibleDescription(
      '98 % positive or more.',
    );
  });
});
