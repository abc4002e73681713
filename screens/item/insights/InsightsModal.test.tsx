import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithEngine, type FakeRoutes } from '../../../engine/testing';
import type { Insights } from '../../../schemas/entities/insights';
import type { Offer } from '../../../schemas/entities/swap';
import { InsightsModal } from './InsightsModal';
import { insightsFixture, NOW, offersFixture } from './test-support';

const PRO = { userId: '1003', uuid: 'user-1003' };

function renderModal(
  {
    insights = insightsFixture,
    offers = offersFixture,
    swapId = 9,
  }: { insights?: Insights; offers?: Offer[]; swapId?: number | null } = {},
  routes: FakeRoutes = {},
) {
  const fake = fakeApi({
    'GET /v1/items/:id/insights': { data: insights },
    'GET /v1/items/:id/offers': { data: offers },
    ...routes,
  });
  renderWithEngine(<InsightsModal itemId={2382} itemName={insights.item.name} swapId={swapId} onClose={() => {}} />, {
    api: fake.api,
    signedInAs: PRO,
  });
  return fake;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the Insights modal (spec §2.10)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is titled with the item name on desktop', async () => {
    renderModal();
    expect(await screen.findByRole('dialog', { name: 'New Rawlings Mach Catcher’s Helmet' })).toBeInTheDocument();
  });

  it('is titled "Insights" on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderModal();
    expect(await screen.findByRole('dialog', { name: 'Insights' })).toBeInTheDocument();
  });

  it('heads with ask price + shipping, the swap’s offer, the cost, favourites, views and days since publishing', async () => {
    const fake = renderModal();
    await screen.findByText('Published 12 days ago');
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Ask Price + Shipping')).toBe('$130$125 + $5 shipping');
    expect(figure('Offer')).toBe('$106.25');
    expect(figure('Your Cost')).toBe('$68.75');
    expect(figure('Favorites')).toBe('1,234');
    expect(figure('Views')).toBe('56');
    expect(fake.calls[0]!.url).toBe('/v1/items/2382/insights?swap_id=9');
  });

  it('shows the newest pending buyer offer without a swap, and N/A for what was not recorded', async () => {
    renderModal({
      swapId: null,
      insights: {
        ...insightsFixture,
        swap: null,
        item: { ...insightsFixture.item, cost: null, event_name: null, location_id: null },
      },
    });
    await screen.findByText('Published 12 days ago');
    const figure = (term: string) => screen.getAllByText(term, { selector: 'dt' })[0]!.nextElementSibling?.textContent;
    expect(figure('Offer')).toBe('$97.50');
    expect(figure('Your Cost')).toBe('N/A');
    const details = section('Details');
    expect(within(details).getByText('Event Name').nextElementSibling).toHaveTextContent('N/A');
    expect(within(details).getByText('Warehouse Location').nextElementSibling).toHaveTextContent('N/A');
    expect(within(details).getByText('Item ID').nextElementSibling).toHaveTextContent('2382');
    // Margins need a cost.
    expect(within(section('Recent Offers')).getAllByText('N/A')).toHaveLength(3);
  });

  it('prices with the chosen details: the Filters toggle refetches with details[]', async () => {
    const fake = renderModal();
    const pricing = await screen.findByRole('region', { name: 'Suggested Price' });
    expect(within(pricing).getByText('$118')).toBeInTheDocument();
    expect(
      within(pricing).getByText(/median of 6 sales in the past 365 days, matching Condition: New; Size: Senior/),
    ).toBeInTheDocument();
    const filters = within(pricing).getByRole('button', { name: 'Filters (2)' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    // The model prices it already: no Brand or Model toggle.
    expect(
      within(pricing)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual([' Condition: New', ' Size: Senior']);
    const size = within(pricing).getByRole('checkbox', { name: /Size/ });
    await userEvent.click(size);
    // The choice shows at once and keeps the focus (Escape still closes the dialog) while it refetches.
    expect(size).not.toBeChecked();
    expect(size).toHaveFocus();
    await waitFor(() => expect(fake.calls.some((call) => call.url.endsWith('details[]=condition'))).toBe(true));
    expect(fake.calls.find((call) => call.url.endsWith('details[]=condition'))!.url).toBe(
      '/v1/items/2382/insights?swap_id=9&details[]=condition',
    );
  });

  it('unticking every detail asks for none (details[]= alone)', async () => {
    const fake = renderModal({
      insights: { ...insightsFixture, value_guide: { ...insightsFixture.value_guide, details: ['size'] } },
    });
    const pricing = await screen.findByRole('region', { name: 'Suggested Price' });
    await userEvent.click(within(pricing).getByRole('button', { name: 'Filters (1)' }));
    await userEvent.click(within(pricing).getByRole('checkbox', { name: /Size/ }));
    await waitFor(() => expect(fake.calls.at(-1)!.url).toBe('/v1/items/2382/insights?swap_id=9&details[]='));
  });

  it('draws the resale range and the sell-through rate with their text and a green HIGH badge', async () => {
    renderModal();
    const resale = await screen.findByRole('region', { name: 'Avg. Resale Price' });
    expect(within(resale).getByRole('img')).toHaveAccessibleName(
      'Sales from $104.50 to $131, median $117.60; your price $125',
    );
    expect(within(resale).getByText('Median').nextElementSibling).toHaveTextContent('$117.60');
    const rate = section('Sell-Through Rate');
    expect(within(rate).getByText('HIGH')).toHaveClass('ks-insights__badge--green');
    expect(within(rate).getByRole('img')).toHaveAccessibleName('60% sell-through');
    expect(within(rate).getByText(/6 sold of 10 listed in the past 365 days; 4 for sale now/)).toBeInTheDocument();
  });

  it.each([
    ['medium', 'MEDIUM', 'yellow'],
    ['low', 'LOW', 'red'],
  ] as const)('badges a %s sell-through %s in %s', async (rating, text, colour) => {
    renderModal({
      insights: {
        ...insightsFixture,
        value_guide: { ...insightsFixture.value_guide, sell_through_rate: { percentage: 0.3, rating } },
      },
    });
    expect(await screen.findByText(text)).toHaveClass(`ks-insights__badge--${colour}`);
  });

  it('lists recent sales with sold and list prices, list date and a days-to-sell chip in its colour', async () => {
    renderModal();
    const sales = await screen.findByRole('region', { name: 'Recent Sales' });
    const slides = within(sales).getAllByRole('listitem');
    expect(slides).toHaveLength(3);
    expect(within(slides[0]!).getByText('Sold').nextElementSibling).toHaveTextContent('$120');
    expect(within(slides[0]!).getByText('Listed at').nextElementSibling).toHaveTextContent('$135');
    expect(within(slides[0]!).getByText('Listed').nextElementSibling).toHaveTextContent('Aug 3, 2026');
    expect(within(slides[2]!).getByText('Listed at').nextElementSibling).toHaveTextContent('N/A');
    expect(
      slides.map((slide) => {
        const chip = within(slide).getByText(/days to sell/);
        return [chip.textContent, chip.dataset.colour];
      }),
    ).toEqual([
      ['20 days to sell', 'green'],
      ['45 days to sell', 'yellow'],
      ['90 days to sell', 'red'],
    ]);
  });

  it('says so when there are no sales, no offers and no price', async () => {
    renderModal({
      offers: [],
      insights: {
        ...insightsFixture,
        recent_sales: [],
        value_guide: {
          ...insightsFixture.value_guide,
          suggested_price: null,
          avg_resale_price: { low: null, median: null, high: null },
          recent_sales: 0,
        },
      },
    });
    expect(await screen.findByText('No recent sales')).toBeInTheDocument();
    expect(await screen.findByText('No recent offers')).toBeInTheDocument();
    expect(within(section('Suggested Price')).getByText('N/A')).toBeInTheDocument();
    expect(
      within(section('Suggested Price')).getByText(
        'No sales like it in the past 365 days, matching Condition: New; Size: Senior.',
      ),
    ).toBeInTheDocument();
    expect(within(section('Avg. Resale Price')).getByText('N/A')).toBeInTheDocument();
  });

  it('tables recent offers by date, newest first, sortable by each column, the current swap’s rows highlighted', async () => {
    renderModal();
    const table = await screen.findByRole('table', { name: 'Recent Offers' });
    const column = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    const buyers = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(column('Date')).toHaveAttribute('aria-sort', 'descending');
    expect(column('Offer')).toHaveAttribute('aria-sort', 'none');
    expect(buyers()).toEqual(['@zed', '@amy', '@mo (this swap)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.className)).toEqual(['', '', 'ks-insights__row--current']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 18, 2026', '@zed', 'Pending', '$97.50', '29%', 'View']);
    expect(within(rows[0]!).getByRole('link', { name: 'View swap with @zed' })).toHaveAttribute('href', '/swaps/101');

    await userEvent.click(within(column('Offer')).getByRole('button'));
    expect(column('Offer')).toHaveAttribute('aria-sort', 'descending');
    expect(column('Date')).toHaveAttribute('aria-sort', 'none');
    expect(buyers()).toEqual(['@mo (this swap)', '@zed', '@amy']);
    await userEvent.click(within(column('Offer')).getByRole('button'));
    expect(column('Offer')).toHaveAttribute('aria-sort', 'ascending');
    expect(buyers()).toEqual(['@amy', '@zed', '@mo (this swap)']);
    await userEvent.click(within(column('Buyer')).getByRole('button'));
    expect(buyers()).toEqual(['@amy', '@mo (this swap)', '@zed']);
    await userEvent.click(within(column('Margin')).getByRole('button'));
    expect(buyers()).toEqual(['@mo (this swap)', '@zed', '@amy']);
    await userEvent.click(within(column('State')).getByRole('button'));
    expect(buyers()[0]).toBe('@amy');
    await userEvent.click(within(column('Date')).getByRole('button'));
    expect(buyers()).toEqual(['@zed', '@amy', '@mo (this swap)']);
  });

  it('shows the server’s refusal', async () => {
    renderModal(
      {},
      {
        'GET /v1/items/:id/insights': () =>
          json({ errors: [{ message: 'Only the seller can see the insights of this item', code: 'forbidden' }] }, 403),
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the seller can see the insights of this item');
  });
});
