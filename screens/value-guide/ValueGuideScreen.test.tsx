import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, renderWithEngine } from '../../engine/testing';
import type { Category } from '../../schemas/entities/category';
import type { ValueGuideResponse } from '../../schemas/entities/value-guide';
import { CONDITION } from './test-support';
import ValueGuideScreen from './ValueGuideScreen';

const category = (id: number, name: string, slug: string, children?: Category[]): Category => ({
  id,
  name,
  slug,
  url: `/shop/${slug}`,
  children,
});
const TREE = [
  category(1, 'Golf', 'golf', [category(2, 'Clubs', 'golf/clubs', [category(3, 'Drivers', 'golf/clubs/drivers')])]),
  category(10, 'Hockey', 'hockey', [category(11, 'Sticks', 'hockey/sticks')]),
];
const DETAILS = (id: number) => ({
  data: [
    {
      slug: 'brand',
      name: 'Brand',
      value_guides_required: false,
      values:
        id === 3
          ? [
              { id: 5, slug: 'titleist', name: 'Titleist' },
              { id: 6, slug: 'callaway', name: 'Callaway' },
            ]
          : [{ id: 7, slug: 'bauer', name: 'Bauer' }],
    },
    CONDITION,
  ],
  meta: {
    category: {
      id,
      name: id === 3 ? 'Drivers' : 'Sticks',
      slug: id === 3 ? 'golf/clubs/drivers' : 'hockey/sticks',
      title_name: id === 3 ? 'Driver' : 'Hockey Stick',
      category_ids: id === 3 ? [1, 2, 3] : [10, 11],
    },
  },
});
const MODEL = {
  url: '/shop/golf/clubs/drivers?model=12',
  brand_name: 'Titleist',
  category_name: 'Drivers',
  available_count: 3,
  price_min: 150,
  price_max: 320,
  primary_image: { edge_url: '/media/items/1/1.svg' },
};
const MODELS = [
  { ...MODEL, id: 12, name: 'TSR2', display_name: 'Titleist TSR2' },
  { ...MODEL, id: 13, name: 'TSR3', display_name: 'Titleist TSR3' },
];

const USED: ValueGuideResponse = {
  data: {
    recent_sales: [
      {
        id: 41,
        name: 'Used Titleist TSR2 Driver 10.5°',
        url: '/gear/used-titleist-tsr2-driver-41',
        primary_image: { edge_url: '/media/items/41/1.svg' },
        sold_price: 249.99,
        list_price: 265,
        published_at: '2026-09-01T12:00:00.000Z',
        sold_at: '2026-10-20T12:00:00.000Z',
        time_to_sell: 49,
      },
      {
        id: 42,
        name: 'Used Titleist TSR2 Driver 9°',
        url: '/gear/used-titleist-tsr2-driver-42',
        primary_image: null,
        sold_price: 210,
        list_price: null,
        published_at: '2026-10-01T12:00:00.000Z',
        sold_at: '2026-10-03T12:00:00.000Z',
        time_to_sell: 2,
      },
    ],
    recently_published_items: [],
  },
  meta: {
    value_guide: {
      statistics: { count: 4, low: 205.25, median: 230, high: 251.5 },
      recently_published_items: 16,
      recent_sales: 4,
      available_items: 7,
      time_to_sell: { dom_0_30: 2, dom_30_90: 1, dom_90: 1, total_items: 4 },
      window_days: 365,
    },
  },
};
const NOTHING: ValueGuideResponse = {
  data: { recent_sales: [], recently_published_items: [] },
  meta: {
    value_guide: {
      statistics: { count: 0, low: null, median: null, high: null },
      recently_published_items: 0,
      recent_sales: 0,
      available_items: 0,
      time_to_sell: { dom_0_30: 0, dom_30_90: 0, dom_90: 0, total_items: 0 },
      window_days: 365,
    },
  },
};

/** /value-guide{search} over the data above; `asked()`: the paths and queries it asked for, decoded. */
function renderGuide(search: string) {
  const { api, calls } = fakeApi({
    'GET /v1/categories': { data: TREE },
    'GET /v1/value_guide/details': ({ query }) => json(DETAILS(Number(query.get('category_id')))),
    'GET /v1/models': ({ query }) => json({ data: query.get('brand_id') === '5' ? MODELS : [] }),
    'GET /v2/value_guide': ({ query }) => json(query.getAll('condition[]').includes('used') ? USED : NOTHING),
  });
  const rendered = renderWithEngine(
    <Suspense fallback={<p>Loading</p>}>
      <ValueGuideScreen />
    </Suspense>,
    { path: `/value-guide${search}`, api },
  );
  return { ...rendered, asked: () => calls.map((call) => decodeURIComponent(call.url)) };
}

const field = (name: string) => screen.getByLabelText<HTMLSelectElement>(name);

describe('ValueGuideScreen', () => {
  it('prefills the form from the query and shows the figures, the charts as text and List yours', async () => {
    const { asked } = renderGuide('?category=3&brand=titleist&model=12&condition=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'What’s Your Gear Worth?' })).toBeInTheDocument();
    await waitFor(() => expect(field('Model').value).toBe('12'));
    expect(field('Category').value).toBe('3');
    expect(field('Brand').value).toBe('titleist');
    expect(field('Condition').value).toBe('used');

    const results = await screen.findByRole('region', { name: 'What used Titleist TSR2 Driver sells for' });
    expect(within(results).getByText('$230', { selector: 'strong' })).toBeInTheDocument();
    expect(within(results).getByText('From 4 sales in the past year.')).toBeInTheDocument();
    const spread = within(results).getByRole('figure', { name: 'Price spread' });
    expect(within(spread).getByText('Low').nextElementSibling).toHaveTextContent('$205.25');
    expect(within(spread).getByText('High').nextElementSibling).toHaveTextContent('$251.50');
    const timeToSell = within(results).getByRole('table', { name: 'Time to sell' });
    expect(within(timeToSell).getByRole('row', { name: /Under 30 days/ })).toHaveTextContent('50% (2 sales)');
    expect(within(timeToSell).getByRole('row', { name: /30 to 90 days/ })).toHaveTextContent('25% (1 sale)');
    expect(within(results).getByText('Sell-through rate').nextElementSibling).toHaveTextContent('25%');
    expect(within(results).getByRole('link', { name: '7' })).toHaveAttribute(
      'href',
      '/search?category[]=3&brand[]=5&model=12&condition[]=used',
    );
    const sales = within(results)
      .getAllByRole('row')
      .filter((row) => row.closest('.ks-value-guide__sales'));
    expect(sales[1]).toHaveTextContent('Used Titleist TSR2 Driver 10.5°$249.99$265Oct 20, 202649 days');
    expect(sales[2]).toHaveTextContent('$210N/AOct 3, 20262 days');

    const listYours = within(results).getByRole('link', { name: 'List yours for $230' });
    const href = new URL(listYours.getAttribute('href')!, 'http://kitswap.test');
    expect(href.pathname).toBe('/items/new');
    expect(href.searchParams.get('prefill_data')).toBe('1');
    expect(href.searchParams.get('name')).toBe('Titleist TSR2 Driver');
    expect(href.searchParams.getAll('category_ids[]')).toEqual(['1', '2', '3']);
    expect(href.searchParams.get('model_id')).toBe('12');
    expect(href.searchParams.get('list_price')).toBe('230');
    expect(asked()).toContain(
      '/v2/value_guide?category[]=3&model[]=12&brand[]=titleist&condition[]=used&platform=kitswap&context=trade_in',
    );
    expect(asked()).toContain('/v1/models?category_id=3&brand_id=5&sort=position_asc&page_size=50');
  });

  it('puts a submitted selection in the URL, and a URL it returns to back in the form', async () => {
    const user = userEvent.setup();
    const { location } = renderGuide('?category=3&brand=titleist&model=12&condition=used');
    await screen.findByRole('region', { name: /sells for/ });
    await user.selectOptions(field('Condition'), 'new');
    const submit = screen.getByRole('button', { name: 'See what it’s worth' });
    await user.click(submit);
    expect(location.history.at(-1)).toBe('/value-guide?category=3&brand=titleist&model=12&condition=new');
    expect(await screen.findByText('No recent sales')).toBeInTheDocument();
    expect(submit).toHaveFocus();

    // Back: the previous URL again, and the form follows it.
    location.navigate('/value-guide?category=3&brand=titleist&model=12&condition=used');
    await waitFor(() => expect(field('Condition').value).toBe('used'));
    expect(await screen.findByText('$230', { selector: 'strong' })).toBeInTheDocument();
  });

  it('clears brand and model with a new category, and asks for the condition before pricing', async () => {
    const user = userEvent.setup();
    const { location, asked } = renderGuide('?category=3&brand=titleist&model=12');
    expect(await screen.findByText('Choose the condition to see prices for drivers.')).toBeInTheDocument();
    expect(asked().some((call) => call.startsWith('/v2/value_guide'))).toBe(false);
    await waitFor(() => expect(field('Model').value).toBe('12'));

    await user.selectOptions(field('Category'), '11');
    await waitFor(() => expect(within(field('Brand')).getByRole('option', { name: 'Bauer' })).toBeInTheDocument());
    expect(field('Brand').value).toBe('');
    expect(field('Model')).toBeDisabled();
    expect(field('Model')).toHaveAccessibleDescription('Choose a brand to pick its model.');
    expect(field('Condition')).toBeRequired();
    await user.selectOptions(field('Condition'), 'used');
    await user.click(screen.getByRole('button', { name: 'See what it’s worth' }));
    expect(location.history.at(-1)).toBe('/value-guide?category=11&condition=used');
  });

  it('shows N/A and No recent sales when nothing sold', async () => {
    renderGuide('?category=3&condition=new');
    const results = await screen.findByRole('region', { name: 'What new Driver sells for' });
    expect(within(results).getByText('N/A', { selector: 'strong' })).toBeInTheDocument();
    expect(within(results).getByText('No sales in the past year.')).toBeInTheDocument();
    expect(within(within(results).getByRole('figure', { name: 'Price spread' })).getAllByText('N/A')).toHaveLength(3);
    expect(within(within(results).getByRole('table', { name: 'Time to sell' })).getAllByText('N/A')).toHaveLength(3);
    expect(within(results).getByText('No recent sales')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'List yours' })).toBeInTheDocument();
  });

  it('asks for a category when the URL names none, or one the tree does not have', async () => {
    renderGuide('?category=999&condition=used');
    expect(
      await screen.findByText('Choose a category and a condition to see what your gear is worth.'),
    ).toBeInTheDocument();
    expect(field('Category').value).toBe('');
  });
});
