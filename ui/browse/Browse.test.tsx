import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithEngine } from '../../engine/testing';
import { userFixture } from '../people/fixtures';
import { Browse } from './Browse';
import type { BrowseSetup } from './browse-state';

const tree = [
  {
    id: 1,
    name: 'Golf',
    slug: 'golf',
    url: '/shop/golf',
    children: [{ id: 2, name: 'Drivers', slug: 'golf/drivers', url: '/shop/golf/drivers' }],
  },
  { id: 5, name: 'Baseball', slug: 'baseball', url: '/shop/baseball' },
];
const item = (id: number) => ({
  id,
  name: `Used Titleist TSR2 Driver ${id}`,
  state: 'available',
  price: 200 + id,
  primary_image: { edge_url: `/media/items/${id}/1.svg` },
});
const facets = (brandCount: number) => [
  { slug: 'category', name: 'Category', children: [{ reference: '2', name: 'Drivers', position: 0, count: 40 }] },
  {
    slug: 'brand',
    name: 'Brand',
    children: [
      { reference: '3', name: 'Titleist', position: 0, count: brandCount },
      { reference: '4', name: 'Callaway', position: 1, count: 7 },
    ],
  },
  { slug: 'model', name: 'Model', children: [{ reference: '9', name: 'Titleist TSR2', position: 0, count: 12 }] },
  { slug: 'condition', name: 'Condition', children: [{ reference: 'used', name: 'Used', position: 0, count: 30 }] },
];

function renderBrowse(
  path: string,
  setup: BrowseSetup,
  {
    failFacetsAfter = Infinity,
    landers = {} as Record<string, string>,
    features = undefined as string[] | undefined,
    track = undefined as ((eventType: string, properties?: Record<string, unknown>) => void) | undefined,
    lowerBounds = false,
  } = {},
) {
  // Counting stopped at the server's cap (issue 20 item 6): the totals and facet counts are lower bounds.
  const paging = lowerBounds
    ? { page: 1, page_size: 24, total_count: 5000, total_pages: 209, total_is_lower_bound: true }
    : { page: 1, page_size: 24, total_count: 40, total_pages: 2 };
  let facetCalls = 0;
  const { api } = fakeApi({
    'GET /v1/categories': { data: tree },
    'GET /v1/user_configuration': { data: userFixture({ id: 7, username: 'bob', features: features ?? [] }) },
    'GET /v1/landers': ({ query }) => {
      const path = landers[query.get('slug') ?? ''];
      return path
        ? json({ data: [{ id: 8, slug: 'golf/drivers', path, title: 'Drivers' }] })
        : json({ errors: [{ message: 'no landers found' }] }, 404);
    },
    'GET /v2/facet_items': () => {
      facetCalls += 1;
      if (facetCalls > failFacetsAfter) return json({ errors: [{ message: 'down' }] }, 503);
      return json({
        facets: facets(20 + facetCalls).map((facet) =>
          lowerBounds ? { ...facet, counts_are_lower_bounds: true } : facet,
        ),
        paging,
        data: [],
      });
    },
    'GET /v1/items': { data: [item(1), item(2)], meta: { paging } },
  });
  return renderWithEngine(
    <Suspense fallback={<p>Loading</p>}>
      <Browse {...setup} title="Results" src="test" />
    </Suspense>,
    { path, api, track, signedInAs: features ? { userId: '7', uuid: 'user-7' } : undefined },
  ).location;
}

describe('Browse', () => {
  it('shows results, facet counts, the filter count and breadcrumbs of the category path, model and single facet value', async () => {
    renderBrowse('/search?q=driver&category[]=2&model[]=9&condition[]=used', { context: 'search' });
    expect(await screen.findByText('40 results')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(await screen.findByRole('checkbox', { name: 'Titleist (21)' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Filters (3)' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getAllByRole('listitem').map((crumb) => crumb.textContent)).toEqual([
      'Golf',
      'Drivers',
      'Titleist TSR2',
      'Used',
    ]);
    expect(crumbs.getByRole('link', { name: 'Golf' })).toHaveAttribute('href', '/shop/golf');
  });

  it("says '5,000+ results' and '21+' when the counts stopped at the server's cap, and pages to its last page", async () => {
    renderBrowse('/search?q=glove&min_price=20', { context: 'search' }, { lowerBounds: true });
    expect(await screen.findByText('5,000+ results')).toHaveRole('status');
    expect(await screen.findByRole('checkbox', { name: 'Titleist (21+)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Used (30+)' })).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 1 of 209')).toBeInTheDocument();
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=glove&min_price=20&page=2');
  });

  it('writes a toggled facet and a price range to the URL, dropping the page', async () => {
    const location = renderBrowse('/search?q=driver&page=2&utm_source=mail', { context: 'search' });
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Titleist \(/ }));
    expect(location.history.at(-1)).toBe('/search?q=driver&brand[]=3');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Min price' }), { target: { value: '50.5' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Price range' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/search?q=driver&brand[]=3&min_price=50'));
  });

  it('keeps the last facets when a refresh fails', async () => {
    const location = renderBrowse('/search?q=driver', { context: 'search' }, { failFacetsAfter: 1 });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Titleist (21)' }));
    await screen.findByRole('checkbox', { name: 'Titleist (21)', checked: true });
    expect(location.history.at(-1)).toBe('/search?q=driver&brand[]=3');
    expect(screen.getByRole('checkbox', { name: 'Callaway (7)' })).toBeInTheDocument();
  });

  it('goes to the lander when a search narrows to one category that has one', async () => {
    const location = renderBrowse(
      '/search',
      { context: 'search' },
      { landers: { 'golf/drivers': '/shop/golf/drivers' } },
    );
    fireEvent.click(await screen.findByRole('radio', { name: /^Drivers/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/shop/golf/drivers'));
  });

  it('stays on the search when no lander is found, or other filters are chosen too', async () => {
    const location = renderBrowse('/search', { context: 'search' });
    fireEvent.click(await screen.findByRole('radio', { name: /^Drivers/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/search?category[]=2'));
  });

  it('on a locker, Clear all keeps seller, sort and state and the seller stays out of the URL', async () => {
    const location = renderBrowse('/locker/bob?sort=newest&state=sold&brand[]=3', {
      context: 'locker',
      baseFilters: { seller: 'bob' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    expect(location.history.at(-1)).toBe('/locker/bob?sort=newest&state=sold');
  });

  it.each<[string, string[] | undefined, string[]]>([
    ['a guest', undefined, []],
    ['a user without the features', ['import_items'], []],
    ['a user with fast_shipping_filter_enabled', ['fast_shipping_filter_enabled'], ['fast_shipping']],
    [
      'a user with both features',
      ['fast_shipping_filter_enabled', 'canadian_sellers_filter_enabled'],
      ['fast_shipping', 'canadian_seller_only'],
    ],
  ])('shows %s (features %j) the flag filters %j', async (_who, features, names) => {
    renderBrowse('/search?q=driver', { context: 'search' }, { features });
    await screen.findByRole('checkbox', { name: /^Titleist \(/ });
    await waitFor(() =>
      expect(screen.queryAllByRole('group', { name: 'Shipping' })).toHaveLength(names.length > 0 ? 1 : 0),
    );
    const group = screen.queryByRole('group', { name: 'Shipping' });
    expect(
      group
        ? within(group)
            .getAllByRole('checkbox')
            .map((box) => box.getAttribute('name'))
        : [],
    ).toEqual(names);
  });

  it('writes a flag filter to the URL and shows it checked; one set in the URL shows even without its feature', async () => {
    const location = renderBrowse(
      '/search?q=driver&page=2',
      { context: 'search' },
      { features: ['canadian_sellers_filter_enabled'] },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Canadian sellers only' }));
    expect(location.history.at(-1)).toBe('/search?q=driver&canadian_seller_only=1');
    expect(await screen.findByRole('checkbox', { name: 'Canadian sellers only', checked: true })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Fast shipping' })).toBeNull();

    const guest = renderBrowse('/search?q=bat&fast_shipping=1', { context: 'search' });
    const [fast] = await screen.findAllByRole('checkbox', { name: 'Fast shipping', checked: true });
    fireEvent.click(fast!);
    expect(guest.history.at(-1)).toBe('/search?q=bat');
  });

  it('tracks a flag filter change under its analytics name, fast_shipping or canadian_seller_only (spec §2.8)', async () => {
    const track = vi.fn();
    renderBrowse(
      '/search?q=driver',
      { context: 'search' },
      { features: ['fast_shipping_filter_enabled', 'canadian_sellers_filter_enabled'], track },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Fast shipping' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Canadian sellers only' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Fast shipping', checked: true }));
    expect(track.mock.calls).toEqual([
      ['Filter Applied', { filter: 'fast_shipping', enabled: true, context: 'search' }],
      ['Filter Applied', { filter: 'canadian_seller_only', enabled: true, context: 'search' }],
      ['Filter Applied', { filter: 'fast_shipping', enabled: false, context: 'search' }],
    ]);
  });
});
