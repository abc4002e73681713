import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, MEMBER, renderWithEngine } from '../../../engine/testing';
import type { W9Form } from '../../../schemas/entities/seller-compliance';
import SellingScreen from '../SellingScreen';

const onFile: W9Form = {
  name: 'Pat Seller',
  business_name: null,
  tax_classification: 'individual',
  street: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  postal_code: '62701',
  tin_type: 'ssn',
  tin_masked: '•••-••-6789',
  certified_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
};
const render = (routes: Parameters<typeof fakeApi>[0]) => {
  const { api, calls } = fakeApi(routes);
  return { ...renderWithEngine(<SellingScreen />, { path: '/selling/w9', signedInAs: MEMBER, api }), calls };
};

describe('/selling/w9', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fills in the W-9 with an SSN and the certification; the TIN then shows masked', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = render({
      'GET /v1/seller_account/w9': { data: null },
      'PUT /v1/seller_account/w9': () => json({ data: onFile }),
    });
    await user.type(await screen.findByLabelText('Name (as shown on your income tax return)'), 'Pat Seller');
    await user.selectOptions(screen.getByLabelText('Federal tax classification'), 'Individual/sole proprietor');
    await user.type(screen.getByLabelText('Address (number, street, and apt. or suite no.)'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.type(screen.getByLabelText('State'), 'il');
    await user.type(screen.getByLabelText('ZIP code'), '62701');
    await user.type(screen.getByLabelText('SSN (###-##-####)'), '123-45-6789');
    expect(screen.getByText(/Under penalties of perjury, I certify that:/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('I certify the above under penalties of perjury.'));
    await user.click(screen.getByRole('button', { name: 'Save W-9' }));

    expect(await screen.findByText('Your W-9 is saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      w9: {
        name: 'Pat Seller',
        business_name: null,
        tax_classification: 'individual',
        street: '1 Main St',
        city: 'Springfield',
        region: 'IL',
        postal_code: '62701',
        tin_type: 'ssn',
        tin: '123-45-6789',
        certified: true,
      },
    });
    expect(screen.getByText(/On file: SSN •••-••-6789, certified on Mar 1, 2026/)).toBeInTheDocument();
    expect(screen.getByLabelText('SSN (###-##-####)')).toHaveValue('');
    // The first test also loads the lazy page.
  }, 15_000);

  it('refuses an impossible SSN and an EIN with an unassigned prefix under the field, and an unticked certification', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = render({ 'GET /v1/seller_account/w9': { data: onFile } });
    const tin = await screen.findByLabelText('SSN (###-##-####)');
    await user.type(tin, '666-12-3456');
    await user.click(screen.getByRole('button', { name: 'Save W-9' }));
    expect(tin).toHaveAccessibleDescription('This is not a valid SSN (its first 3 digits)');
    expect(tin).toHaveFocus();

    await user.click(screen.getByLabelText('Employer identification number (EIN)'));
    const ein = screen.getByLabelText('EIN (##-#######)');
    await user.clear(ein);
    await user.type(ein, '07-1234567');
    await user.click(screen.getByRole('button', { name: 'Save W-9' }));
    expect(ein).toHaveAccessibleDescription('This is not a valid EIN (its first 2 digits)');

    await user.clear(ein);
    await user.type(ein, '10-1234567');
    await user.click(screen.getByRole('button', { name: 'Save W-9' }));
    const box = screen.getByLabelText('I certify the above under penalties of perjury.');
    expect(box).toHaveAccessibleDescription('Tick the certification to sign the form');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('downloads the filled form as a PDF', async () => {
    const user = userEvent.setup({ delay: null });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:w9');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render({
      'GET /v1/seller_account/w9': { data: onFile },
      'GET /v1/seller_account/w9/pdf': {
        data: { filename: 'kitswap-w9.pdf', content_type: 'application/pdf', content_base64: btoa('%PDF-1.7') },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download W-9 (PDF)' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    const blob = created.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
  });
});
