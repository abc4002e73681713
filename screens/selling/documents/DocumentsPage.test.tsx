import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, MEMBER, renderWithEngine } from '../../../engine/testing';
import type { TaxDocument } from '../../../schemas/entities/seller-compliance';
import SellingScreen from '../SellingScreen';

const year = (overrides: Partial<TaxDocument>): TaxDocument => ({
  year: 2025,
  final: true,
  sales_count: 2,
  gross_cents: 20_000,
  refunds_cents: 3_000,
  fees_cents: 1_800,
  net_cents: 15_200,
  months: [],
  ...overrides,
});

describe('/selling/documents', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists a summary per year, the running one as year to date, each with its PDF', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { api, calls } = fakeApi({
      'GET /v1/users/:uuid/tax_documents': {
        data: [
          year({
            year: 2026,
            final: false,
            sales_count: 1,
            gross_cents: 5_000,
            refunds_cents: 0,
            fees_cents: 450,
            net_cents: 4_550,
          }),
          year({}),
        ],
      },
      'GET /v1/users/:uuid/tax_documents/:year/pdf': {
        data: {
          filename: 'kitswap-1099k-summary-2025.pdf',
          content_type: 'application/pdf',
          content_base64: btoa('%PDF'),
        },
      },
    });
    renderWithEngine(<SellingScreen />, { path: '/selling/documents', signedInAs: MEMBER, api });
    const current = (await screen.findByRole('heading', { name: '2026 1099-K summary (year to date)' })).closest('li')!;
    expect(within(current).getByText('$50')).toBeInTheDocument();
    const last = screen.getByRole('heading', { name: '2025 1099-K summary' }).closest('li')!;
    expect(within(last).getByText('$200')).toBeInTheDocument();
    expect(within(last).getByText('$30')).toBeInTheDocument();
    expect(within(last).getByText('$152')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download the 2025 1099-K summary (PDF)' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls.map((call) => call.url)).toContain('/v1/users/user-1001/tax_documents/2025/pdf');
  });

  it('says when there is nothing yet', async () => {
    const { api } = fakeApi({ 'GET /v1/users/:uuid/tax_documents': { data: [] } });
    renderWithEngine(<SellingScreen />, { path: '/selling/documents', signedInAs: MEMBER, api });
    expect(
      await screen.findByText('No documents yet: your first one appears with your first sale.'),
    ).toBeInTheDocument();
  });
});
