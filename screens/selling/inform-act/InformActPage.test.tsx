import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, MEMBER, renderWithEngine } from '../../../engine/testing';
import type { InformActStatus } from '../../../schemas/entities/seller-compliance';
import SellingScreen from '../SellingScreen';

const status = (overrides: Partial<InformActStatus> = {}): InformActStatus => ({
  high_volume: true,
  threshold: { sales_count: 200, gross_cents: 500_000 },
  last_12_months: { sales_count: 214, gross_cents: 642_050 },
  filed: false,
  last_filing: null,
  on_vacation: true,
  on_file: {
    legal_name: 'Pat Seller',
    business_name: null,
    address: '1 Main St, Springfield, IL 62701, US',
    contact_email: 'pat@example.com',
    contact_phone: '+12175550100',
    bank_account_last4: '6789',
    tin_masked: '•••-••-6789',
  },
  missing: [],
  ...overrides,
});
const render = (routes: Parameters<typeof fakeApi>[0]) => {
  const { api, calls } = fakeApi(routes);
  return { ...renderWithEngine(<SellingScreen />, { path: '/selling/inform_act', signedInAs: MEMBER, api }), calls };
};

describe('/selling/inform_act', () => {
  it('shows what is on file with where to edit it, and filing ends the vacation', async () => {
    const { calls } = render({
      'GET /v1/seller_account/inform_act': { data: status() },
      'POST /v1/seller_account/inform_act': () =>
        json(
          {
            data: status({
              filed: true,
              on_vacation: false,
              last_filing: { filed_at: '2026-05-02T10:00:00Z', renew_by: '2027-05-02T10:00:00Z' },
            }),
          },
          201,
        ),
      'GET /v1/vacations/active': { data: null },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'INFORM Act' })).toBeInTheDocument();
    expect(await screen.findByText(/You are a high-volume seller \(214 sales and \$6,420.50/)).toBeInTheDocument();
    expect(screen.getByText('Vacation Mode is ON')).toBeInTheDocument();
    expect(screen.getByText(/Account ending in 6789/)).toBeInTheDocument();
    expect(screen.getByText(/•••-••-6789/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit bank account (Bank account)' })).toHaveAttribute(
      'href',
      '/selling/edit/bank',
    );
    expect(screen.getByRole('link', { name: 'Edit contact details (Contact e-mail)' })).toHaveAttribute(
      'href',
      '/selling/edit/contact',
    );
    expect(screen.getByRole('link', { name: 'Edit W-9 (Tax id (TIN))' })).toHaveAttribute('href', '/selling/w9');

    // Not confirmed: said under the checkbox, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Submit INFORM Act Form' }));
    const checkbox = screen.getByRole('checkbox', { name: /I confirm that my bank account/ });
    expect(checkbox).toHaveAccessibleDescription('Confirm that your details are correct and current');
    expect(checkbox).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'Submit INFORM Act Form' }));
    expect(
      await screen.findByText('Your INFORM Act form is filed. Vacation mode is off: your items are for sale again.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ inform_act: { confirmed: true } });
    expect(screen.queryByText('Vacation Mode is ON')).not.toBeInTheDocument();
    expect(screen.getByText(/Last confirmed on May 2, 2026\. Confirm again by May 2, 2027\./)).toBeInTheDocument();
    // The first test also loads the lazy page.
  }, 15_000);

  it('asks for what is missing before the form can be filed', async () => {
    render({
      'GET /v1/seller_account/inform_act': {
        data: status({
          on_vacation: false,
          missing: ['bank_account', 'w9'],
          on_file: { ...status().on_file, bank_account_last4: null, tin_masked: null },
        }),
      },
    });
    expect(await screen.findByText('Add what is missing above before you file the form.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit INFORM Act Form' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Edit bank account (Bank account)' })).toHaveTextContent('Add');
    expect(screen.getAllByText('Not on file')).toHaveLength(2);
  });

  it('says a seller under the threshold need not file, and when a filing is more than a year old', async () => {
    render({
      'GET /v1/seller_account/inform_act': {
        data: status({
          high_volume: false,
          on_vacation: false,
          last_12_months: { sales_count: 199, gross_cents: 499_999 },
          last_filing: { filed_at: '2025-01-10T10:00:00Z', renew_by: '2026-01-10T10:00:00Z' },
        }),
      },
    });
    expect(await screen.findByText(/You are not a high-volume seller \(199 sales and \$4,999.99/)).toBeInTheDocument();
    expect(screen.getByText(/Last confirmed on Jan 10, 2025: more than a year ago/)).toBeInTheDocument();
  });
});
