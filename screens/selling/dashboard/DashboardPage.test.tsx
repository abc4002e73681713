import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, MEMBER, renderWithEngine, type FakeRoutes } from '../../../engine/testing';
import { formatDateTime } from '../../../ui/format/dates';
import SellingScreen from '../SellingScreen';
import { dashboard90Fixture, dashboardFixture, emptyDashboardFixture } from './test-support';

const PATH = '/v1/users/:uuid/seller_dashboard';

const render = (routes: FakeRoutes) => {
  const { api, calls } = fakeApi(routes);
  return { ...renderWithEngine(<SellingScreen />, { path: '/selling', signedInAs: MEMBER, api }), calls };
};
const region = (name: string) => screen.findByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
/** The totals written out: each term and its figure. */
const totalsOf = (stats: HTMLElement) => {
  const list = stats.querySelector('dl')!;
  return {
    label: list.getAttribute('aria-label'),
    pairs: [...list.querySelectorAll('div')].map((pair) => [
      pair.querySelector('dt')!.textContent,
      pair.querySelector('dd')!.textContent,
    ]),
  };
};

describe('/selling, the Seller Dashboard', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows Pending and Available with what moves each: the sales waiting to be final and when, and Available’s movements', async () => {
    const { calls } = render({ [`GET ${PATH}`]: { data: dashboardFixture } });
    const balance = await region('Balance');
    expect(calls[0]!.url).toBe('/v1/users/user-1001/seller_dashboard?days=30');
    const pending = within(balance).getByRole('heading', { name: 'Pending' }).parentElement!;
    expect(pending).toHaveTextContent('$136.50');
    const waiting = within(pending).getByRole('list', { name: 'Sales waiting to be final' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      `Bauer Vapor skates$91Delivered. Final by ${formatDateTime('2026-11-22T09:00:00.000Z')}, or sooner if the buyer accepts.`,
      'STX lacrosse helmet$45.50Paid: to ship. Ship by Nov 23, 2026; final 72 hours after delivery.',
    ]);
    expect(within(waiting).getByRole('link', { name: 'Bauer Vapor skates' })).toHaveAttribute('href', '/swaps/41');
    const available = within(balance).getByRole('heading', { name: 'Available' }).parentElement!;
    expect(available).toHaveTextContent('$430.70');
    const moves = within(available).getByRole('list', { name: 'Recent movements of Available' });
    expect(
      within(moves)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Sale final: Titleist cart bag+$18.20Nov 18, 2026', 'Credit+$412.50Oct 1, 2026']);
  });

  it('lists items to ship with ship-by and the label, recent sales with their swap stage, and drafts to continue', async () => {
    render({ [`GET ${PATH}`]: { data: dashboardFixture } });
    const toShip = await region('To ship');
    const shipRows = within(toShip).getAllByRole('listitem');
    expect(shipRows.map((row) => row.textContent)).toEqual([
      'Easton batto @slugger, ship by Nov 22, 2026Print the label',
      'STX lacrosse helmetto @demo_buyer, ship by Nov 23, 2026Get a label',
    ]);
    expect(within(toShip).getByRole('link', { name: 'Print the label for Easton bat' })).toHaveAttribute(
      'href',
      '/swaps/43/label',
    );
    expect(within(toShip).getByRole('link', { name: 'Get a label for STX lacrosse helmet' })).toHaveAttribute(
      'href',
      '/swaps/42',
    );

    const sales = within(await region('Recent sales')).getByRole('table', { name: 'Recent sales' });
    expect(rowsOf(sales)).toEqual([
      ['STX lacrosse helmet', '@demo_buyer', '$50', 'Nov 20, 2026', 'Paid: to ship'],
      ['Easton bat', '@slugger', '$25', 'Nov 19, 2026', 'Label printed'],
      ['Titleist cart bag', '@golfer', '$20', 'Nov 1, 2026', 'Final'],
    ]);
    expect(within(sales).getByRole('link', { name: 'Titleist cart bag' })).toHaveAttribute('href', '/swaps/40');

    const drafts = await region('Drafts');
    expect(drafts).toHaveTextContent('7 drafts, the 1 last saved:');
    expect(within(drafts).getByRole('link', { name: 'Continue Warrior gloves' })).toHaveAttribute('href', '/items/610');
  });

  it('marks a parcel past its ship-by date (by the server’s clock) overdue', async () => {
    const late = { ...dashboardFixture.to_ship[1]!, ship_by: '2026-11-20T11:59:59.999Z' };
    render({ [`GET ${PATH}`]: { data: { ...dashboardFixture, to_ship: [late] } } });
    expect(await region('To ship')).toHaveTextContent(
      'STX lacrosse helmetto @demo_buyer, ship by Nov 20, 2026 (overdue)Get a label',
    );
  });

  it('writes the stats out and draws them as charts whose figures are in tables; the switch asks for 90 days', async () => {
    const user = userEvent.setup();
    const { calls } = render({
      [`GET ${PATH}`]: ({ query }) =>
        Response.json({ data: query.get('days') === '90' ? dashboard90Fixture : dashboardFixture }),
    });
    const stats = await region('Stats');
    expect(totalsOf(stats)).toEqual({
      label: 'Totals over the last 30 days',
      pairs: [
        ['Sales', '3'],
        ['Revenue', '$95'],
        ['Views', '120'],
        ['Favourites', '6'],
        ['Sell-through', '38%'],
      ],
    });
    const salesTable = within(stats).getByRole('table', { name: 'Sales per day, last 30 days' });
    const salesRows = rowsOf(salesTable);
    expect(salesRows).toHaveLength(30);
    expect(salesRows[0]).toEqual(['Oct 21', '0']);
    expect(salesRows[10]).toEqual(['Oct 31', '1']);
    expect(salesRows[29]).toEqual(['Nov 19', '2']);
    expect(rowsOf(within(stats).getByRole('table', { name: 'Revenue per day, last 30 days' }))[29]).toEqual([
      'Nov 19',
      '$75',
    ]);
    expect(within(stats).getByRole('img', { name: '38% sell-through' })).toBeInTheDocument();
    expect(stats).toHaveTextContent('38%: 3 sold, 5 still for sale.');

    const ninety = within(stats).getByRole('button', { name: 'Last 90 days' });
    expect(ninety).toHaveAttribute('aria-pressed', 'false');
    await user.click(ninety);
    expect(await within(stats).findByRole('table', { name: 'Sales per week, last 90 days' })).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/v1/users/user-1001/seller_dashboard?days=90');
    expect(ninety).toHaveAttribute('aria-pressed', 'true');
    expect(within(stats).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false');
    expect(totalsOf(stats)).toEqual({
      label: 'Totals over the last 90 days',
      pairs: [
        ['Sales', '9'],
        ['Revenue', '$410.25'],
        ['Views', '480'],
        ['Favourites', '11'],
        ['Sell-through', '64%'],
      ],
    });
    const weeks = rowsOf(within(stats).getByRole('table', { name: 'Views per week, last 90 days' }));
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toEqual(['Week of Aug 22', '0']);
    expect(weeks[12]).toEqual(['Week of Nov 14', '480']);
  });

  it('shows a new seller what to do next: no sales yet, List an item', async () => {
    render({ [`GET ${PATH}`]: { data: emptyDashboardFixture } });
    const first = await region('No sales yet');
    expect(within(first).getByRole('link', { name: 'List an item' })).toHaveAttribute('href', '/items/new');
    expect(within(first).queryByRole('link', { name: /Finish a draft/ })).toBeNull();
    const balance = await region('Balance');
    expect(balance).toHaveTextContent('Pending$0');
    expect(balance).toHaveTextContent('No sales waiting to be final.');
    expect(balance).toHaveTextContent('Nothing has moved Available yet.');
    expect(await region('To ship')).toHaveTextContent('Nothing to ship.');
    expect(await region('Recent sales')).toHaveTextContent('Your sales will be listed here');
    const stats = await region('Stats');
    expect(stats).toHaveTextContent('Sell-throughN/A');
    expect(stats).toHaveTextContent('Nothing sold or for sale in these 30 days.');
    expect(rowsOf(within(stats).getByRole('table', { name: 'Sales per day, last 30 days' }))).toHaveLength(30);
    expect(await region('Drafts')).toHaveTextContent('No drafts.');
  });

  it('offers a new seller their drafts to finish', async () => {
    render({
      [`GET ${PATH}`]: { data: { ...emptyDashboardFixture, drafts: dashboardFixture.drafts } },
    });
    const first = await region('No sales yet');
    expect(within(first).getByRole('link', { name: 'Finish a draft (7)' })).toHaveAttribute('href', '#drafts');
  });

  it('says what went wrong and tries again', async () => {
    let fail = true;
    render({
      [`GET ${PATH}`]: () =>
        fail
          ? Response.json({ errors: [{ message: 'The dashboard is resting', code: 'unavailable' }] }, { status: 503 })
          : Response.json({ data: dashboardFixture }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard is resting');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await region('Balance')).toHaveTextContent('$136.50');
  });

  it('takes the focus to the balance when opened as /selling#balance (the header’s Balance)', async () => {
    window.history.replaceState(null, '', '/selling#balance');
    render({ [`GET ${PATH}`]: { data: dashboardFixture } });
    const balance = await region('Balance');
    await waitFor(() => expect(balance).toHaveFocus());
  });
});
