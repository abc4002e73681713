import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, MEMBER, renderWithEngine, type FakeRoutes } from '../../engine/testing';
import type { MarketplaceAccount, SocialLinks } from '../../schemas/requests/connected-accounts';
import type { SocialSignIn } from '../../ui/accounts/social-providers';
import type { EbayConsent } from './ebay-consent';
import IntegrationsScreen from './IntegrationsScreen';

const LINK_PATH = `/iam/v1/auth/user/${MEMBER.uuid}/link`;
const linked = (account_type: 'GOOGLE' | 'FACEBOOK' | 'APPLE', account_id: string) => ({
  account_type,
  account_id,
  email: `${account_id}@example.com`,
  linked_at: '2026-11-01T10:00:00.000Z',
});
const ebay = (overrides: Partial<MarketplaceAccount> = {}): MarketplaceAccount => ({
  marketplace: 'ebay',
  available: true,
  state: 'not_connected',
  username: null,
  connected_at: null,
  disconnected_at: null,
  ...overrides,
});

function renderPage(
  routes: FakeRoutes,
  props: { socialSignIn?: SocialSignIn | null; ebayConsent?: EbayConsent | null } = {},
) {
  const fake = fakeApi({ 'GET /v1/marketplace_accounts/ebay': { data: ebay() }, ...routes });
  renderWithEngine(<IntegrationsScreen {...props} />, {
    path: '/settings/integrations',
    api: fake.api,
    signedInAs: MEMBER,
  });
  return fake;
}
const row = async (name: string) => (await screen.findByText(name)).closest('li')!;

describe('/settings/integrations', () => {
  it('links a provider through its sign-in, then shows it linked', async () => {
    let links: SocialLinks = { has_password: true, accounts: [] };
    const google: SocialSignIn = { credential: vi.fn(async () => ({ token: 'g-token' })) };
    const { calls } = renderPage(
      {
        [`GET ${LINK_PATH}`]: () => json({ data: links }),
        [`POST ${LINK_PATH}`]: () => {
          links = { ...links, accounts: [linked('GOOGLE', 'g1')] };
          return json({ data: { id: 1 } }, 201);
        },
      },
      { socialSignIn: google },
    );
    expect(within(await row('Facebook')).getByText('Not linked')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link Google' }));
    expect(await within(await row('Google')).findByText('Linked (g1@example.com)')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      account_type: 'GOOGLE',
      access_token: 'g-token',
    });
    expect(screen.getByRole('button', { name: 'Unlink Google' })).toBeInTheDocument();
  });

  it('unlinks only Google; the others say where; a refused unlink says why', async () => {
    // The identity calls log a failed unlink (spec §8).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = renderPage(
      {
        [`GET ${LINK_PATH}`]: {
          data: { has_password: false, accounts: [linked('GOOGLE', 'g1'), linked('FACEBOOK', 'f1')] },
        },
        [`DELETE ${LINK_PATH}`]: () =>
          json(
            {
              errors: [
                {
                  message:
                    'This is the only way you sign in. Set a password or link another account before unlinking it.',
                  code: 'only_sign_in_method',
                },
              ],
            },
            422,
          ),
      },
      { socialSignIn: null },
    );
    expect(within(await row('Facebook')).getByText('To unlink Facebook, use the Kitswap app.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlink Facebook' })).toBeNull();
    expect(within(await row('Apple')).getByText('Linking Apple is not available right now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlink Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is the only way you sign in.');
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ account_id: 'g1', account_type: 'GOOGLE' });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows a disconnected eBay account and reconnects it through the consent step', async () => {
    const consent: EbayConsent = { authorizationCode: async () => 'sandbox.kit_seller' };
    const { calls } = renderPage(
      {
        [`GET ${LINK_PATH}`]: { data: { has_password: true, accounts: [] } },
        'GET /v1/marketplace_accounts/ebay': { data: ebay({ state: 'disconnected', username: 'old' }) },
        'POST /v1/marketplace_accounts/ebay': () =>
          json(
            { data: ebay({ state: 'connected', username: 'kit_seller', connected_at: '2026-11-20T10:00:00.000Z' }) },
            201,
          ),
        'DELETE /v1/marketplace_accounts/ebay': { data: ebay({ state: 'disconnected', username: 'kit_seller' }) },
      },
      { socialSignIn: null, ebayConsent: consent },
    );
    expect(await screen.findByText(/Your eBay account is disconnected/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect eBay' }));
    expect(await screen.findByText(/Connected as kit_seller since/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ authorization_code: 'sandbox.kit_seller' });
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect eBay' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reconnect eBay' })).toBeInTheDocument());
  });

  it('says connecting eBay is unavailable where no provider is wired', async () => {
    renderPage({
      [`GET ${LINK_PATH}`]: { data: { has_password: true, accounts: [] } },
      'GET /v1/marketplace_accounts/ebay': { data: ebay({ available: false }) },
    });
    expect(await screen.findByText('Connecting eBay is not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect eBay' })).toBeNull();
  });
});
