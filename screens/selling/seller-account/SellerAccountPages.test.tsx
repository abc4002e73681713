import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selling } from '..';
import { fakeApi, json, MEMBER, renderWithEngine } from '../../../engine/testing';
import type { SellerAccount } from '../../../schemas/entities/seller-account';
import SellingScreen from '../SellingScreen';

const ACCOUNT: SellerAccount = {
  account_type: 'individual',
  legal_name: 'Ada Lovelace',
  business_name: null,
  date_of_birth: '1990-12-10',
  street1: '10 Main St',
  street2: null,
  city: 'Boston',
  region: 'MA',
  postal_code: '02116',
  country: 'US',
  contact_email: 'ada@example.com',
  contact_phone: null,
  bank: null,
  completed_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const BANKED: SellerAccount = {
  ...ACCOUNT,
  bank: { holder_name: 'Ada Lovelace', account_last4: '6789', updated_at: '2026-11-21T10:00:00.000Z' },
  completed_at: '2026-11-21T10:00:00.000Z',
};
const PATH = `/v1/users/:uuid/seller_account`;

function renderAt(path: string, routes: Parameters<typeof fakeApi>[0]) {
  const { api, calls } = fakeApi(routes);
  return { ...renderWithEngine(<SellingScreen />, { path, api, signedInAs: MEMBER }), calls };
}

/** Puts `text` in a field as a paste (one event: the long flows stay fast on a busy machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** A date YYYY-MM-DD `years` before today (UTC). */
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('/selling/create, /selling/create/bank, /selling/create/completed', () => {
  it('serves every page of the set-up, and links in the navigation to all but the flow’s later steps', async () => {
    renderAt('/selling/create/bank', { [`GET ${PATH}`]: { data: ACCOUNT } });
    const matches = (path: string) => selling.path instanceof RegExp && selling.path.test(path);
    expect(
      [
        '/selling/create',
        '/selling/create/bank',
        '/selling/create/completed',
        '/selling/edit/contact',
        '/selling/edit/bank',
      ].map(matches),
    ).toEqual([true, true, true, true, true]);
    expect(matches('/selling/edit')).toBe(false);
    const nav = screen.getByRole('navigation', { name: 'Seller Dashboard' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Set up payouts', '/selling/create'],
        ['Contact details', '/selling/edit/contact'],
        ['Bank account', '/selling/edit/bank'],
      ]),
    );
    expect(links.map(([, href]) => href)).not.toEqual(
      expect.arrayContaining(['/selling/create/bank', '/selling/create/completed']),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Bank account' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Bank account' })).toBeInTheDocument();
  });

  it('checks the identity before sending (errors tied to their fields, focus on the first), then goes on to the bank', async () => {
    let account: SellerAccount | null = null;
    const { calls, location } = renderAt('/selling/create', {
      [`GET ${PATH}`]: () => json({ data: account }),
      [`PUT ${PATH}`]: () => json({ data: (account = ACCOUNT) }, 201),
      [`PUT ${PATH}/bank`]: () => json({ data: (account = BANKED) }),
    });
    const form = await screen.findByRole('form', { name: 'Seller account details' });
    expect(screen.getByRole('heading', { level: 1, name: 'Set up payouts' })).toBeInTheDocument();
    const continueButton = within(form).getByRole('button', { name: 'Continue to bank account' });

    await userEvent.click(continueButton);
    const legalName = within(form).getByLabelText('Legal name');
    await waitFor(() => expect(legalName).toHaveFocus());
    expect(legalName).toHaveAttribute('aria-invalid', 'true');
    expect(legalName).toHaveAccessibleDescription(/Enter your full legal name/);
    expect(within(form).getByLabelText('Date of birth')).toHaveAccessibleDescription(/Enter your date of birth/);
    expect(within(form).getByLabelText('State')).toHaveAccessibleDescription('Choose a US state');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    // A business names itself; a seller a day short of 18 is told so.
    await userEvent.click(within(form).getByRole('radio', { name: 'Business' }));
    await fill(legalName, 'Ada Lovelace');
    await userEvent.type(within(form).getByLabelText('Date of birth'), yearsAgo(18, 1));
    await fill(within(form).getByLabelText('Street address'), '10 Main St');
    await fill(within(form).getByLabelText('City'), 'Boston');
    await userEvent.selectOptions(within(form).getByLabelText('State'), 'MA');
    await fill(within(form).getByLabelText('ZIP code'), '02116');
    await userEvent.click(continueButton);
    const businessName = within(form).getByLabelText('Business name');
    await waitFor(() => expect(businessName).toHaveFocus());
    expect(businessName).toHaveAccessibleDescription(/Enter the business’s legal name/);
    expect(within(form).getByLabelText('Date of birth')).toHaveAccessibleDescription(
      /You must be 18 or older to get paid on Kitswap/,
    );

    await userEvent.click(within(form).getByRole('radio', { name: 'Individual' }));
    const birth = within(form).getByLabelText('Date of birth');
    await userEvent.clear(birth);
    await userEvent.type(birth, yearsAgo(18));
    await userEvent.click(continueButton);
    await screen.findByRole('heading', { level: 1, name: 'Bank account' });
    expect(location.history.at(-1)).toBe('/selling/create/bank');
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      account_type: 'individual',
      legal_name: 'Ada Lovelace',
      business_name: '',
      date_of_birth: yearsAgo(18),
      street1: '10 Main St',
      street2: '',
      city: 'Boston',
      region: 'MA',
      postal_code: '02116',
      country: 'US',
    });
    expect(await screen.findByRole('form', { name: 'Bank account' })).toBeInTheDocument();
  });

  it('checks the bank (ABA checksum, the account number twice) before sending, then ends on the completed page', async () => {
    let account: SellerAccount = ACCOUNT;
    const { calls, location } = renderAt('/selling/create/bank', {
      [`GET ${PATH}`]: () => json({ data: account }),
      [`PUT ${PATH}/bank`]: () => json({ data: (account = BANKED) }),
    });
    // A routing number failing the ABA check and account numbers that differ.
    const bank = await screen.findByRole('form', { name: 'Bank account' });
    expect(within(bank).getByLabelText('Name on the account')).toHaveValue('Ada Lovelace');
    await fill(within(bank).getByLabelText('Routing number'), '021000022');
    await fill(within(bank).getByLabelText('Account number'), '000123456789');
    await fill(within(bank).getByLabelText('Confirm account number'), '000123456788');
    await userEvent.click(within(bank).getByRole('button', { name: 'Save bank account' }));
    const routing = within(bank).getByLabelText('Routing number');
    await waitFor(() => expect(routing).toHaveFocus());
    expect(routing).toHaveAccessibleDescription(/Enter a valid 9-digit routing number/);
    expect(within(bank).getByLabelText('Confirm account number')).toHaveAccessibleDescription(
      'The account numbers don’t match',
    );
    expect(calls.some((call) => call.call === 'PUT /v1/users/user-1001/seller_account/bank')).toBe(false);

    await fill(routing, '021000021');
    const confirmation = within(bank).getByLabelText('Confirm account number');
    await fill(confirmation, '000123456789');
    await userEvent.click(within(bank).getByRole('button', { name: 'Save bank account' }));

    await screen.findByRole('heading', { level: 2, name: 'You’re set up to get paid' });
    expect(location.history.at(-1)).toBe('/selling/create/completed');
    expect(screen.getByRole('heading', { level: 1, name: 'All set' })).toBeInTheDocument();
    expect(screen.getByText(/Payouts go to the account/)).toHaveTextContent('•••• ending in 6789');
    expect(document.body).not.toHaveTextContent('000123456789');
    expect(screen.getByRole('link', { name: 'Cash out' })).toHaveAttribute('href', '/selling/cashout');
    expect(screen.getByRole('link', { name: 'Go to your Seller Dashboard' })).toHaveAttribute('href', '/selling');
    expect(calls.find((call) => call.call === 'PUT /v1/users/user-1001/seller_account/bank')!.body).toEqual({
      holder_name: 'Ada Lovelace',
      routing_number: '021000021',
      account_number: '000123456789',
      account_number_confirmation: '000123456789',
    });
  });

  it('shows a seller who has an account their details to change, and the server’s field errors under the fields', async () => {
    renderAt('/selling/create', {
      [`GET ${PATH}`]: { data: BANKED },
      [`PUT ${PATH}`]: () =>
        json(
          { errors: [{ message: 'Enter a 5-digit ZIP code (or ZIP+4)', code: 'invalid', field: 'postal_code' }] },
          400,
        ),
    });
    const form = await screen.findByRole('form', { name: 'Seller account details' });
    expect(within(form).getByLabelText('Legal name')).toHaveValue('Ada Lovelace');
    expect(within(form).getByLabelText('Date of birth')).toHaveValue('1990-12-10');
    expect(within(form).getByLabelText('State')).toHaveValue('MA');
    expect(within(form).getByRole('radio', { name: 'Individual' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'bank account' })).toHaveAttribute('href', '/selling/edit/bank');

    await userEvent.type(within(form).getByLabelText('City'), 'ton');
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    const zip = within(form).getByLabelText('ZIP code');
    await waitFor(() => expect(zip).toHaveAccessibleDescription('Enter a 5-digit ZIP code (or ZIP+4)'));
    await waitFor(() => expect(zip).toHaveFocus());
    expect(within(form).getByLabelText('City')).toHaveValue('Bostonton');
  });

  it('sends a seller who skipped a step back to it', async () => {
    renderAt('/selling/create/completed', { [`GET ${PATH}`]: { data: ACCOUNT } });
    expect(await screen.findByRole('link', { name: 'Add your bank account' })).toHaveAttribute(
      'href',
      '/selling/create/bank',
    );
  });
});

describe('/selling/edit/contact, /selling/edit/bank', () => {
  it('changes the contact details, refusing a bad phone number first', async () => {
    const { calls } = renderAt('/selling/edit/contact', {
      [`GET ${PATH}`]: { data: BANKED },
      [`PUT ${PATH}/contact`]: (call) =>
        json({ data: { ...BANKED, ...(call.body as object), contact_phone: '+16175550100' } }),
    });
    const form = await screen.findByRole('form', { name: 'Contact details' });
    expect(within(form).getByLabelText('Email')).toHaveValue('ada@example.com');
    const phone = within(form).getByLabelText('Phone number');
    await fill(phone, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(/Enter a valid phone number/);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await fill(phone, '(617) 555-0100');
    await userEvent.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(await within(form).findByText('Contact details saved.')).toBeInTheDocument();
    expect(phone).toHaveValue('+16175550100');
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      contact_email: 'ada@example.com',
      contact_phone: '(617) 555-0100',
    });
  });

  it('shows the bank by its last 4 digits only, and after a change the new last 4 and an empty form', async () => {
    renderAt('/selling/edit/bank', {
      [`GET ${PATH}`]: { data: BANKED },
      [`PUT ${PATH}/bank`]: () => json({ data: { ...BANKED, bank: { ...BANKED.bank!, account_last4: '4321' } } }),
    });
    const form = await screen.findByRole('form', { name: 'Bank account' });
    expect(form).toHaveTextContent('Payouts now go to the account •••• ending in 6789 in the name of Ada Lovelace');
    expect(within(form).getByLabelText('Routing number')).toHaveValue('');
    expect(within(form).getByLabelText('Account number')).toHaveValue('');

    await fill(within(form).getByLabelText('Routing number'), '021000021');
    await fill(within(form).getByLabelText('Account number'), '55554321');
    await fill(within(form).getByLabelText('Confirm account number'), '55554321');
    await userEvent.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText(/Bank account saved/)).toHaveTextContent(
      'Bank account saved. Payouts now go to •••• ending in 4321.',
    );
    const fresh = screen.getByRole('form', { name: 'Bank account' });
    expect(within(fresh).getByLabelText('Account number')).toHaveValue('');
    expect(document.body).not.toHaveTextContent('55554321');
  });

  it('asks a seller without an account to set up payouts first', async () => {
    renderAt('/selling/edit/bank', { [`GET ${PATH}`]: { data: null } });
    expect(await screen.findByText(/You haven’t set up payouts yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Set up payouts' }).map((link) => link.getAttribute('href'))).toEqual([
      '/selling/create',
      '/selling/create',
    ]);
  });
});
