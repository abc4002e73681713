import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../engine/testing';
import type { Listing } from '../../../schemas/entities/listing';
import { COMPLETE, DRIVERS, FakeUpload, photo, PHOTOS_ONLY, pngFile, renderFlow, savedAs } from '../test-support';

const withoutDetail = (listing: Listing, slug: string): Listing => ({
  ...listing,
  details: listing.details.filter((detail) => detail.slug !== slug),
});
const editing = (listing: Listing) => ({ 'GET /v1/items/7/edit': { data: listing } });
const savingAs = (listing: Listing) => ({ 'PUT /v1/items/7': { data: savedAs(listing, {}) } });
const described = (element: HTMLElement) =>
  element
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)!.textContent)
    .join(' ');

describe('the list flow’s steps', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Photos: a photo dragged onto another takes its place; files dropped are uploaded', async () => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup();
    const { bodies } = renderFlow('/items/7?step=photos', { ...editing(COMPLETE), ...savingAs(COMPLETE) });
    const second = await screen.findByRole('img', { name: 'Photo 2' });
    const first = screen.getByRole('img', { name: 'Photo 1, primary' });
    fireEvent.dragStart(second.closest('li')!, { dataTransfer: { effectAllowed: '' } });
    fireEvent.drop(first.closest('li')!, { dataTransfer: { files: [] } });
    expect(screen.getByRole('img', { name: 'Photo 1, primary' })).toHaveAttribute('src', photo(102).small_url);
    fireEvent.drop(screen.getByRole('list', { name: 'Your photos' }), {
      dataTransfer: { files: [pngFile('side.png')] },
    });
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: 'Uploading side.png' })).toBeInTheDocument();
    act(() => FakeUpload.sent[0]!.answer(201, { data: { ...photo(103), width: 10, height: 10 } }));
    expect(await screen.findByRole('img', { name: 'Photo 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(bodies('PUT /v1/items/7')).toEqual([
      { item: { images: [{ id: 102 }, { id: 101 }, { id: 103 }], version: 3 } },
    ]);
  });

  it('Category: offers the first photo’s guesses as chips, and a chosen guess sets category, brand and model', async () => {
    const user = userEvent.setup();
    const { bodies } = renderFlow('/items/7?step=category', {
      ...editing(PHOTOS_ONLY),
      ...savingAs(PHOTOS_ONLY),
      'POST /discovery/jobs/v1/detect': {
        data: {
          candidates: [
            {
              category: { id: 3, name: 'Drivers' },
              brand: { id: 5, name: 'Titleist' },
              model: { id: 12, name: 'TSR2', brand_id: 5 },
              confidence: 0.82,
            },
            { category: { id: 11, name: 'Sticks' }, brand: null, model: null, confidence: 0.1 },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveAccessibleDescription('Choose a category');

    const guesses = screen.getByRole('group', { name: 'Is it…?' });
    const chip = within(guesses).getByRole('button', { name: 'Titleist TSR2 · Drivers (82% match)' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(bodies('POST /discovery/jobs/v1/detect')).toEqual([{ uri: photo(101).large_url }]);
    expect(bodies('PUT /v1/items/7')).toEqual([
      {
        item: { category_ids: [1, 2, 3], model_id: 12, details: [{ slug: 'brand', values: [{ id: 5 }] }], version: 1 },
      },
    ]);
  });

  it('Details: marks and checks the required ones, keeps the other steps’ details when saving', async () => {
    const user = userEvent.setup();
    const { bodies } = renderFlow('/items/7?step=details', {
      ...editing(withoutDetail(COMPLETE, 'hand')),
      ...savingAs(COMPLETE),
    });
    const hand = await screen.findByRole('combobox', { name: 'Hand (required)' });
    expect(screen.getByRole('combobox', { name: 'Loft' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Brand/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(hand).toHaveAccessibleDescription('Choose hand');
    expect(bodies('PUT /v1/items/7')).toEqual([]);
    await user.selectOptions(hand, 'Left');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(bodies('PUT /v1/items/7')[0]).toEqual({
      item: {
        details: [
          { slug: 'brand', values: [{ id: 5 }] },
          { slug: 'condition', values: [{ id: 2 }] },
          { slug: 'hand', values: [{ id: 22 }] },
        ],
        version: 3,
      },
    });
  });

  it('Brand and model: searches the brand’s models by name, and adds a model that is not listed', async () => {
    const user = userEvent.setup();
    const { bodies, calls } = renderFlow('/items/7?step=brand', {
      ...editing(COMPLETE),
      ...savingAs(COMPLETE),
      'GET /v1/models': ({ query }) =>
        json({
          data:
            query.get('q') === 'zz'
              ? []
              : [
                  { id: 12, name: 'TSR2' },
                  { id: 13, name: 'TSR3' },
                ],
        }),
      'POST /v1/models': () => json({ data: { id: 99, name: 'TSR4' } }, 201),
    });
    expect(await screen.findByRole('radio', { name: 'TSR2' })).toBeChecked();
    await user.type(screen.getByRole('searchbox', { name: 'Search models' }), 'zz');
    expect(await screen.findByText('No Titleist models match “zz”.')).toBeInTheDocument();
    expect(calls.map((call) => decodeURIComponent(call.url))).toContain(
      '/v1/models?category_id=3&brand_id=5&q=zz&sort=position_asc&page_size=50',
    );
    await user.click(screen.getByRole('button', { name: 'My model is not listed' }));
    await user.type(screen.getByRole('textbox', { name: 'New Titleist model' }), 'TSR4');
    await user.click(screen.getByRole('button', { name: 'Add model' }));
    expect(await screen.findByRole('radio', { name: 'TSR4' })).toBeChecked();
    expect(bodies('POST /v1/models')).toEqual([{ model: { name: 'TSR4', category_id: 3, brand_id: 5 } }]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(bodies('PUT /v1/items/7')[0]).toMatchObject({ item: { model_id: 99 } });
  });

  it('Title: proposes brand, model and the category’s title name, and checks its length', async () => {
    const user = userEvent.setup();
    const { bodies } = renderFlow('/items/7?step=title', {
      ...editing({ ...COMPLETE, name: '' }),
      ...savingAs(COMPLETE),
    });
    const title = await screen.findByRole('textbox', { name: 'Title (required)' });
    expect(title).toHaveValue('Titleist TSR2 Driver');
    await user.clear(title);
    await user.type(title, 'TS');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(title).toHaveAccessibleDescription(/Enter a title of at least 3 characters/);
    await user.click(screen.getByRole('button', { name: 'Use this title' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(bodies('PUT /v1/items/7')).toEqual([{ item: { name: 'Titleist TSR2 Driver', version: 3 } }]);
  });

  it('Condition: asks for it, then saves it with the description', async () => {
    const user = userEvent.setup();
    const { bodies } = renderFlow('/items/7?step=condition', {
      ...editing(withoutDetail(COMPLETE, 'condition')),
      ...savingAs(COMPLETE),
    });
    const group = await screen.findByRole('group', { name: 'Condition (required)' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(group).toHaveAccessibleDescription('Choose the condition');
    await user.click(within(group).getByRole('radio', { name: 'New' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(bodies('PUT /v1/items/7')[0]).toMatchObject({
      item: {
        details: expect.arrayContaining([{ slug: 'condition', values: [{ id: 1 }] }]),
        description: 'Lightly used, with head cover.',
      },
    });
  });

  it('Price: suggests the value guide’s median with the pricing tip, checks the price, shows the server’s error beside it', async () => {
    const user = userEvent.setup();
    const { calls } = renderFlow('/items/7?step=price', {
      ...editing({ ...COMPLETE, list_price: null }),
      'PUT /v1/items/7': () =>
        json(
          { errors: [{ message: 'Enter a price of at most $100,000', code: 'invalid', field: 'item.list_price' }] },
          422,
        ),
      'GET /v2/value_guide': {
        data: { recent_sales: [], recently_published_items: [] },
        meta: {
          value_guide: {
            statistics: { count: 4, low: 200, median: 230, high: 250 },
            recently_published_items: 8,
            recent_sales: 4,
            available_items: 3,
            time_to_sell: { dom_0_30: 2, dom_30_90: 1, dom_90: 1, total_items: 4 },
            window_days: 365,
          },
        },
      },
    });
    const help = await screen.findByRole('region', { name: 'Pricing help' });
    expect(await within(help).findByText(/Suggested price:/)).toHaveTextContent(
      'Suggested price: $230, the median of 4 sales of items like yours.',
    );
    expect(help).toHaveTextContent('Pricing tip: lightly used gear sells fastest at least 50% below its retail price.');
    expect(calls.map((call) => decodeURIComponent(call.url))).toContain(
      '/v2/value_guide?category[]=3&model[]=12&brand[]=titleist&condition[]=used&platform=kitswap&context=trade_in',
    );
    const price = screen.getByRole('textbox', { name: 'Price (USD) (required)' });
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(price).toHaveAccessibleDescription(/Enter a price above \$0/);
    await user.click(within(help).getByRole('button', { name: 'Use $230' }));
    expect(price).toHaveValue('230');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a price of at most $100,000')).toBeInTheDocument();
    expect(described(price)).toContain('Enter a price of at most $100,000');
  });

  it('Shipping: 5×5×5 by default, asks for the weight, saves the parcel then the item', async () => {
    const user = userEvent.setup();
    const { bodies } = renderFlow('/items/7?step=shipping', {
      ...editing({ ...COMPLETE, parcel: null }),
      ...savingAs(COMPLETE),
      'POST /v1/parcels': ({ body }) => json({ data: { id: 41, ...(body as { parcel: object }).parcel } }, 201),
    });
    expect(await screen.findByRole('textbox', { name: 'Length (in) (required)' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Width (in) (required)' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Height (in) (required)' })).toHaveValue('5');
    const weight = screen.getByRole('textbox', { name: 'Weight (lb) (required)' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(weight).toHaveAccessibleDescription('Enter a weight');
    await user.type(weight, '3.5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(bodies('PUT /v1/items/7')).toEqual([{ item: { parcel_id: 41, version: 3 } }]));
    expect(bodies('POST /v1/parcels')).toEqual([{ parcel: { length: 5, width: 5, height: 5, weight: 3.5 } }]);
  });

  it('Review: lists every problem validation finds, each linking to its step', async () => {
    const user = userEvent.setup();
    const { calls } = renderFlow('/items/7?step=review', {
      ...editing(COMPLETE),
      'POST /v1/items/7/validate': () =>
        json(
          {
            errors: [
              { message: 'Choose hand', code: 'required', field: 'item.details.hand' },
              { message: 'Add at least one photo', code: 'required', field: 'item.images' },
            ],
          },
          422,
        ),
    });
    await screen.findByRole('form', { name: 'Review and publish' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const problems = await screen.findByRole('alert');
    expect(within(problems).getByRole('link', { name: 'Details: Choose hand' })).toHaveAttribute(
      'href',
      '/items/7?step=details',
    );
    expect(within(problems).getByRole('link', { name: 'Photos: Add at least one photo' })).toHaveAttribute(
      'href',
      '/items/7?step=photos',
    );
    expect(calls.some((call) => call.call === 'POST /v1/items/publish')).toBe(false);
  });

  it('Review: publishes a valid draft and opens its item page with published=1', async () => {
    const user = userEvent.setup();
    const { bodies, location } = renderFlow('/items/7?step=review', {
      ...editing(COMPLETE),
      'POST /v1/items/7/validate': { data: { valid: true } },
      'POST /v1/items/publish': {
        data: {
          ...COMPLETE,
          state: 'available',
          url: '/gear/titleist-tsr2-driver-7',
          published_at: '2026-11-25T12:00:00.000Z',
        },
      },
    });
    const review = await screen.findByRole('form', { name: 'Review and publish' });
    const rows = within(review)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Photos', '2 photos'],
      ['Category', DRIVERS.name],
      ['Details', 'Hand: Right'],
      ['Brand and model', 'Titleist TSR2'],
      ['Title', 'Titleist TSR2 Driver'],
      ['Condition and description', 'Used — Lightly used, with head cover.'],
      ['Price', '$230'],
      ['Shipping', '48 × 8 × 6 in, 4 lb'],
    ]);
    expect(within(review).getByRole('link', { name: 'Edit price' })).toHaveAttribute('href', '/items/7?step=price');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/gear/titleist-tsr2-driver-7?published=1'));
    expect(bodies('POST /v1/items/publish')).toEqual([{ item: { id: 7 } }]);
  });
});
