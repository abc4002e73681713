import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../engine/testing';
import type { UserConfiguration } from '../../../schemas/entities/chrome';
import { buyerRoutes, renderSwap, BUYER as SWAP_BUYER, SELLER as SWAP_SELLER } from '../../swap/test-support';
import { baseItem, itemWith, renderItemPage, SELLER } from '../test-support';
import { insightsFixture, offersFixture, userConfiguration } from './test-support';

/** The item page as its seller sees it, with the account's configuration and Pro closed to all but granted accounts. */
function renderForSeller(user: UserConfiguration, item = itemWith({ actions: ['bump', 'edit'] })) {
  const fake = fakeApi({
    'GET /v1/user_configuration': { data: user },
    'GET /v1/site_configuration': { data: { pro_enabled: false, payment_provider: 'sandbox' } },
    'GET /v1/items/:id/insights': { data: insightsFixture },
    'GET /v1/items/:id/offers': { data: offersFixture },
  });
  renderItemPage(item, { signedInAs: SELLER, api: fake.api });
  return fake;
}

const openInsights = async () =>
  userEvent.click(
    within(screen.getByRole('region', { name: 'Manage your item' })).getByRole('button', { name: 'View Insights' }),
  );

describe('View Insights in the seller’s panel (spec §2.9, §6)', () => {
  it('opens the Insights modal for a Pro seller with the feature', async () => {
    const fake = renderForSeller(userConfiguration());
    expect(fake.calls).toHaveLength(0);
    await openInsights();
    expect(await screen.findByRole('region', { name: 'Suggested Price' })).toBeInTheDocument();
    expect(fake.calls.some((call) => call.path === `/v1/items/${baseItem.id}/insights`)).toBe(true);
  });

  it('opens the legacy modal for a trade-in account', async () => {
    renderForSeller(
      userConfiguration({
        username: 'demo_org',
        features: [],
        power_seller: false,
        settings: { trade_in_account: true },
      }),
    );
    await openInsights();
    expect(await screen.findByRole('dialog', { name: 'Advanced Item/Swap Insights' })).toBeInTheDocument();
  });

  it('opens the paywall, without asking for insights, for a seller without the feature', async () => {
    const fake = renderForSeller(userConfiguration({ features: [], power_seller: false }));
    await openInsights();
    expect(await screen.findByRole('dialog', { name: 'Insights come with Kitswap Pro' })).toBeInTheDocument();
    expect(fake.calls.some((call) => call.path.endsWith('/insights'))).toBe(false);
  });

  it('is not offered on a draft', () => {
    renderForSeller(userConfiguration(), itemWith({ state: 'draft', actions: ['edit'] }));
    expect(screen.queryByRole('button', { name: 'View Insights' })).not.toBeInTheDocument();
  });
});

describe('View Insights on the swap page (spec §2.10: Advanced Item/Swap Insights)', () => {
  const routes = buyerRoutes({
    'GET /v1/user_configuration': { data: userConfiguration() },
    'GET /v1/site_configuration': { data: { pro_enabled: false, payment_provider: 'sandbox' } },
    'GET /v1/items/:id/insights': { data: insightsFixture },
    'GET /v1/items/:id/offers': { data: offersFixture },
  });

  it('gives the seller insights of this swap: its offer heads them and its rows are highlighted', async () => {
    const { calls } = renderSwap(SWAP_SELLER, routes);
    await userEvent.click(await screen.findByRole('button', { name: 'View Insights' }));
    const table = await screen.findByRole('table', { name: 'Recent Offers' });
    expect(calls.find((call) => call.path.endsWith('/insights'))!.url).toBe('/v1/items/5/insights?swap_id=9');
    expect(within(table).getByText('(this swap)').closest('tr')).toHaveClass('ks-insights__row--current');
  });

  it('gives the buyer none', async () => {
    renderSwap(SWAP_BUYER, routes);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'View Insights' })).not.toBeInTheDocument();
  });
});
