import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithEngine, type FakeRoutes } from '../../engine/testing';
import type { ImportPreviewRow, ItemImport } from '../../schemas/entities/item-import';
import { userFixture } from '../../ui/people/fixtures';
import CsvImportScreen from './CsvImportScreen';

const PRO = { userId: '1003', uuid: 'uuid-1003' };
const HEADERS = ['Ref', 'Title', 'Category', 'Condition', 'Price'];

const record = (overrides: Partial<ItemImport> = {}): ItemImport => ({
  id: 7,
  filename: 'stock.csv',
  state: 'uploaded',
  headers: HEADERS,
  mapping: { sku: null, name: 'Title', category: 'Category', condition: 'Condition', price: 'Price' },
  total_rows: 40,
  processed_rows: 0,
  created_count: 0,
  updated_count: 0,
  failed_count: 0,
  error: null,
  created_at: '2026-11-01T10:00:00.000Z',
  finished_at: null,
  ...overrides,
});
const rows: ImportPreviewRow[] = [
  {
    row_number: 2,
    cells: { name: 'Driver', price: '0' },
    errors: [{ field: 'price', column: 'Price', message: 'Enter a price above $0' }],
  },
  { row_number: 3, cells: { name: 'Stick', price: '50' }, errors: [] },
];
const user = (features: string[]) => ({
  'GET /v1/user_configuration': { data: userFixture({ username: 'demo_pro', features }) },
});

function renderImport(routes: FakeRoutes) {
  const fake = fakeApi(routes);
  renderWithEngine(<CsvImportScreen />, { path: '/settings/csv-import', api: fake.api, signedInAs: PRO });
  return fake;
}

describe('/settings/csv-import', () => {
  it('asks a guest to log in to start listing', async () => {
    renderWithEngine(<CsvImportScreen />, { path: '/settings/csv-import' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in to start listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(within(dialog).getByText('Log in to start listing')).toBeInTheDocument();
  });

  it('tells a seller without the import feature why, and offers the export to a trade-in account', async () => {
    renderImport({
      'GET /v1/user_configuration': {
        data: userFixture({ features: [], settings: { trade_in_account: true } }),
      },
    });
    expect(await screen.findByText('CSV import is not on for your account')).toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export my items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the template' })).not.toBeInTheDocument();
  });

  it('uploads a file, shows the mapping and the rows with their problems, remembers a column choice, starts', async () => {
    let uploaded = false;
    let mapping = record().mapping;
    const { calls } = renderImport({
      ...user(['import_items']),
      'GET /v1/item_imports': () => json({ data: uploaded ? [record({ mapping })] : [] }),
      'POST /v1/item_imports': () => {
        uploaded = true;
        return json({ data: { import: record(), preview: rows } }, 201);
      },
      'PUT /v1/item_imports/:id': (call) => {
        mapping = (call.body as { mapping: typeof mapping }).mapping;
        return json({ data: { import: record({ mapping }), preview: rows } });
      },
      'POST /v1/item_imports/:id/start': () =>
        json(
          { errors: [{ message: 'Choose the column that holds the SKU', code: 'required', field: 'mapping.sku' }] },
          422,
        ),
    });
    const file = new File(['Ref,Title\nA,Driver\n'], 'stock.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('CSV file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('heading', { name: 'Match your columns' })).toBeInTheDocument();
    expect(screen.getByText(/stock\.csv: 40 rows/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Price: Enter a price above $0')).toBeInTheDocument();
    expect(within(second!).getByText('None')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 of these rows has a problem');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'SKU (required)' }), 'Ref');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        mapping: { ...record().mapping, sku: 'Ref' },
      }),
    );
    expect(await screen.findByRole('combobox', { name: 'SKU (required)' })).toHaveValue('Ref');

    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the column that holds the SKU');
  });

  it('shows why an upload was refused', async () => {
    renderImport({
      ...user(['import_items']),
      'GET /v1/item_imports': { data: [] },
      'POST /v1/item_imports': () =>
        json({ errors: [{ message: 'The file is not UTF-8 text.', code: 'invalid_encoding', field: 'file' }] }, 422),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a CSV file first');
    await userEvent.upload(screen.getByLabelText('CSV file'), new File([new Uint8Array([0xe9])], 'latin.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The file is not UTF-8 text.'));
  });

  it('finds the running import after a reload and follows its progress to the end, then offers the error report', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let polls = 0;
      const progress = () => {
        polls += 1;
        return polls < 2
          ? record({ state: 'running', total_rows: 40, processed_rows: 10, created_count: 10 })
          : record({ state: 'done', total_rows: 40, processed_rows: 40, created_count: 37, failed_count: 3 });
      };
      const { calls } = renderImport({
        ...user(['import_items']),
        'GET /v1/item_imports': { data: [record({ state: 'running', processed_rows: 10 })] },
        'GET /v1/item_imports/:id': () => json({ data: progress() }),
        'GET /v1/item_imports/:id/errors.csv': () => new Response('Row,Errors\r\n4,Price: Enter a price\r\n'),
      });
      const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
      expect(bar).toHaveAttribute('aria-valuenow', '25');
      expect(screen.queryByLabelText('CSV file')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_100));
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
      expect(screen.getByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
      expect(screen.getByText(/37 listed, 0 updated, 3 with problems/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See your items' })).toHaveAttribute('href', '/locker/demo_pro');
      expect(await screen.findByLabelText('CSV file')).toBeInTheDocument();

      // Spies, restored below: an assigned stand-in would outlive this file in its worker (isolate: false) and hand
      // its calls to the next file that spies on it.
      const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      await userEvent.click(screen.getByRole('button', { name: 'Download the error report' }));
      await waitFor(() => expect(created).toHaveBeenCalled());
      expect(calls.map((call) => call.call)).toContain('GET /v1/item_imports/7/errors.csv');
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
