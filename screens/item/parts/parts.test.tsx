import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCookieHeader } from '../../../engine';
import { fakeApi, renderWithEngine } from '../../../engine/testing';
import { CalculateShipping, sortRegions } from './CalculateShipping';
import { CLAMP_AT_CHARACTERS, Description } from './Description';
import { Details } from './Details';
import { COPIED_MESSAGE_MS, ShareButton } from './ShareButton';

describe('ShareButton (spec §2.9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('uses the native share sheet where there is one', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderWithEngine(<ShareButton title="Bauer stick" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Bauer stick', url: window.location.href });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("otherwise copies the URL and shows 'URL copied to clipboard' for 5 s", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderWithEngine(<ShareButton title="Bauer stick" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('status')).toHaveTextContent('URL copied to clipboard');
    act(() => vi.advanceTimersByTime(COPIED_MESSAGE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('URL copied to clipboard');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('Details and the detail guidance modal', () => {
  const details = [
    { slug: 'brand', name: 'Brand', values: [{ id: 1, slug: 'bauer', name: 'Bauer' }], guidance: null },
    {
      slug: 'condition',
      name: 'Condition',
      values: [{ id: 2, slug: 'used', name: 'Used' }],
      guidance:
        '- **New**: never used.\n\n<img src=x onerror="alert(1)">\n\n[bad](javascript:alert(1)) and [sell](/sell-now)',
    },
  ];

  it("offers 'What is {detail}?' only for details with guidance, rendering its markdown safely", async () => {
    renderWithEngine(<Details details={details} />);
    expect(screen.queryByRole('button', { name: 'What is Brand?' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'What is Condition?' }));
    const dialog = screen.getByRole('dialog', { name: 'What is Condition?' });
    expect(await within(dialog).findByText('New')).toHaveProperty('tagName', 'STRONG');
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText('bad').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(within(dialog).getByRole('link', { name: 'sell' })).toHaveAttribute('href', '/sell-now');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Description (See More)', () => {
  it('clamps a long description until See More, and back with See Less', async () => {
    renderWithEngine(<Description text={`${'Played one season. '.repeat(20)}\n\nShips fast.`} />);
    const toggle = screen.getByRole('button', { name: 'See More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.ks-item__description-text--clamped')).not.toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'See Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('.ks-item__description-text--clamped')).toBeNull();
  });

  it('shows a short description whole, without See More', () => {
    renderWithEngine(<Description text={'x'.repeat(CLAMP_AT_CHARACTERS)} />);
    expect(screen.queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
  });
});

describe('Calculate Shipping (spec §2.9, §5)', () => {
  const regions = [
    { id: 'US', name: 'United States' },
    { id: 'CA', name: 'Canada' },
    { id: 'AU', name: 'Australia' },
  ];
  const regionsApi = () => fakeApi({ 'GET /v1/regions': { data: regions } }).api;
  const cookies = () => parseCookieHeader(document.cookie);

  it('sorts regions by name', () => {
    expect(sortRegions(regions).map((region) => region.id)).toEqual(['AU', 'CA', 'US']);
  });

  it("lists countries by name, defaults to 'US', and requires both fields ('Required')", async () => {
    renderWithEngine(<CalculateShipping />, { api: regionsApi() });
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Shipping' }));
    const dialog = screen.getByRole('dialog', { name: 'Calculate Shipping' });
    const country = within(dialog).getByLabelText('Country');
    await within(dialog).findByRole('option', { name: 'Australia' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a country', 'Australia', 'Canada', 'United States']);
    expect(country).toHaveValue('US');
    await userEvent.selectOptions(country, '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Zip')).toHaveAttribute('aria-invalid', 'true');
    expect(cookies().get('ship_to_country')).toBeUndefined();
  });

  it('saves nothing with a country and no zip (blank or spaces), nor with a zip and no country', async () => {
    renderWithEngine(<CalculateShipping />, { api: regionsApi() });
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Shipping' }));
    const dialog = screen.getByRole('dialog', { name: 'Calculate Shipping' });
    await within(dialog).findByRole('option', { name: 'Canada' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'CA');
    for (const zip of ['', '   ']) {
      await userEvent.clear(within(dialog).getByLabelText('Zip'));
      if (zip) await userEvent.type(within(dialog).getByLabelText('Zip'), zip);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getAllByText('Required')).toHaveLength(1);
      expect(within(dialog).getByLabelText('Zip')).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByLabelText('Country')).not.toHaveAttribute('aria-invalid');
    }
    await userEvent.type(within(dialog).getByLabelText('Zip'), '90210');
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Country')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Zip')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('dialog', { name: 'Calculate Shipping' })).toBeInTheDocument();
    expect(screen.queryByText(/^Shipping to/)).not.toBeInTheDocument();
    expect([cookies().get('ship_to_country'), cookies().get('ship_to_zip')]).toEqual([undefined, undefined]);
  });

  it('remembers the destination in ship_to_country and ship_to_zip and starts from the saved country', async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    renderWithEngine(<CalculateShipping />, { api: regionsApi() });
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Shipping' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Canada' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'CA');
    await userEvent.type(within(dialog).getByLabelText('Zip'), ' M5V 2T6 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    spy.mockRestore();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Shipping to M5V 2T6, Canada')).toBeInTheDocument();
    expect(written).toEqual([
      expect.stringMatching(/^ship_to_country=CA; Max-Age=31536000; Path=\//),
      expect.stringMatching(/^ship_to_zip=M5V%202T6; Max-Age=31536000;/),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Shipping' }));
    expect(screen.getByLabelText('Country')).toHaveValue('CA');
    expect(screen.getByLabelText('Zip')).toHaveValue('M5V 2T6');
  });
});
