import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithEngine } from '../../../engine/testing';
import type { Insights } from '../../../schemas/entities/insights';
import type { Offer } from '../../../schemas/entities/swap';
import { LegacyInsightsModal } from './LegacyInsightsModal';
import { insightsFixture, NOW, offersFixture } from './test-support';

const ORG = { userId: '1005', uuid: 'user-1005' };

function renderLegacy({
  insights = insightsFixture,
  offers = offersFixture,
  swapId = 9,
}: { insights?: Insights; offers?: Offer[]; swapId?: number | null } = {}) {
  const fake = fakeApi({
    'GET /v1/items/:id/insights': { data: insights },
    'GET /v1/items/:id/offers': { data: offers },
  });
  renderWithEngine(<LegacyInsightsModal itemId={2382} swapId={swapId} onClose={() => {}} />, {
    api: fake.api,
    signedInAs: ORG,
  });
  return fake;
}

const value = (region: string, term: string) =>
  within(screen.getByRole('region', { name: region })).getByText(term, { selector: 'dt' }).nextElementSibling!;

describe("the legacy 'Advanced Item/Swap Insights' modal (spec §2.10)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('gives the offer details: swap id, the offer with its margin, the recent offers', async () => {
    const fake = renderLegacy();
    expect(await screen.findByRole('dialog', { name: 'Advanced Item/Swap Insights' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Offer Details' });
    expect(value('Offer Details', 'Swap ID')).toHaveTextContent('9');
    expect(value('Offer Details', 'Offer')).toHaveTextContent('$106.25 (35% margin)');
    const offers = within(screen.getByRole('region', { name: 'Offer Details' })).getAllByRole('listitem');
    expect(offers[0]).toHaveTextContent('Nov 18, 2026 · @zed · $97.50 · 29% margin · Pending');
    expect(offers[1]).toHaveTextContent('@amy · $87.50 · 21% margin · Declined');
    // The server's default details: the legacy modal has no filters.
    expect(fake.calls[0]!.url).toBe('/v1/items/2382/insights?swap_id=9');
  });

  it('gives the item details with days ago, never, cost, original list price and location', async () => {
    renderLegacy();
    await screen.findByRole('region', { name: 'Item Details' });
    expect(value('Item Details', 'Event Name')).toHaveTextContent('Fall Gear Swap Meet 2026');
    expect(value('Item Details', 'Item Published')).toHaveTextContent('12 days ago');
    expect(value('Item Details', 'Last Bumped')).toHaveTextContent('3 days ago');
    expect(value('Item Details', 'Last Price Dropped')).toHaveTextContent('never');
    expect(value('Item Details', 'My Cost')).toHaveTextContent('$68.75');
    expect(value('Item Details', 'Original List Price')).toHaveTextContent('$140');
    expect(value('Item Details', 'Item Location')).toHaveTextContent('A-03-3');
  });

  it('sums up the value guide: your price and suggested price with the shipping discount, time to sell and sell-through in %', async () => {
    renderLegacy();
    await screen.findByRole('region', { name: 'Value Guide' });
    expect(value('Value Guide', 'Your Price')).toHaveTextContent('$130');
    expect(value('Value Guide', 'Avg Sales Price')).toHaveTextContent('$117.60');
    expect(value('Value Guide', 'Suggested Price')).toHaveTextContent('$122.60');
    expect(value('Value Guide', 'Avg Time to Sell')).toHaveTextContent('<30 days 50% · 30-90 days 33% · 90+ days 17%');
    expect(value('Value Guide', 'Sell-through Rate')).toHaveTextContent('60%');
    expect(
      within(value('Value Guide', 'Recent Sales') as HTMLElement).getByRole('link', { name: '6' }),
    ).toHaveAttribute('href', '/search?model[]=42&recently_sold=1&condition[]=new');
    expect(
      within(value('Value Guide', 'Currently Available') as HTMLElement).getByRole('link', { name: '4' }),
    ).toHaveAttribute('href', '/search?model[]=42&condition[]=new');
  });

  it('says N/A and No recent offers without a swap, offers, cost or sales', async () => {
    renderLegacy({
      swapId: null,
      offers: [],
      insights: {
        ...insightsFixture,
        swap: null,
        item: { ...insightsFixture.item, cost: null, last_bumped_at: null, location_id: null },
        value_guide: {
          ...insightsFixture.value_guide,
          avg_resale_price: { low: null, median: null, high: null },
          recent_sales: 0,
          recently_published_items: 0,
          time_to_sell: { dom_0_30: 0, dom_30_90: 0, dom_90: 0, total_items: 0 },
        },
      },
    });
    expect(await screen.findByText('No recent offers')).toBeInTheDocument();
    expect(value('Offer Details', 'Swap ID')).toHaveTextContent('N/A');
    expect(value('Offer Details', 'Offer')).toHaveTextContent('N/A');
    expect(value('Item Details', 'Last Bumped')).toHaveTextContent('never');
    expect(value('Item Details', 'My Cost')).toHaveTextContent('N/A');
    expect(value('Value Guide', 'Suggested Price')).toHaveTextContent('N/A');
    expect(value('Value Guide', 'Avg Time to Sell')).toHaveTextContent('N/A');
    expect(value('Value Guide', 'Sell-through Rate')).toHaveTextContent('0%');
  });
});
