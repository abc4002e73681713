import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, MEMBER, renderWithEngine } from '../../engine/testing';
import type { Referrals } from '../../schemas/entities/referrals';
import InviteScreen from './InviteScreen';

const referrals = (overrides: Partial<Referrals> = {}): Referrals => ({
  code: 'ABCD2345',
  link: 'https://kitswap.test/?referral_code=ABCD2345',
  reward_amount: 10,
  invited: [
    { username: 'new_skier', joined_at: '2026-11-20T10:00:00.000Z', state: 'rewarded', reward: 10 },
    { username: 'golf_pal', joined_at: '2026-11-18T10:00:00.000Z', state: 'purchased', reward: null },
    { username: 'just_joined', joined_at: '2026-11-02T10:00:00.000Z', state: 'joined', reward: null },
  ],
  totals: { joined: 3, purchased: 2, rewarded: 1, earned: 10 },
  ...overrides,
});

function renderInvite(answer: Referrals = referrals()) {
  const fake = fakeApi({ 'GET /v1/referrals': { data: answer } });
  renderWithEngine(<InviteScreen />, { path: '/invite', api: fake.api, signedInAs: MEMBER });
  return fake;
}

const originalShare = Object.getOwnPropertyDescriptor(navigator, 'share');
afterEach(() => {
  if (originalShare) Object.defineProperty(navigator, 'share', originalShare);
  else delete (navigator as { share?: unknown }).share;
});

describe('/invite', () => {
  it('asks a guest to log in', () => {
    renderWithEngine(<InviteScreen />, { path: '/invite' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invite Friends' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in to change your settings' })).toBeInTheDocument();
  });

  it('shows the link and code, the friends with their state and reward, and the total earned', async () => {
    renderInvite();
    expect(await screen.findByLabelText('Your invite link')).toHaveValue(
      'https://kitswap.test/?referral_code=ABCD2345',
    );
    expect(screen.getByText('ABCD2345')).toBeInTheDocument();
    expect(screen.getByText(/you get \$10 of gift-card credit/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '@new_skierNov 20, 2026Reward earned$10',
      '@golf_palNov 18, 2026Bought something: the reward comes when the sale is final—',
      '@just_joinedNov 2, 2026Joined—',
    ]);
    expect(screen.getByText('Total earned').nextElementSibling).toHaveTextContent('$10');
    expect(screen.getByText('Joined', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3');
  });

  it('says so when nobody joined yet', async () => {
    renderInvite(referrals({ invited: [], totals: { joined: 0, purchased: 0, rewarded: 0, earned: 0 } }));
    expect(await screen.findByText('No friends have joined with your link yet.')).toBeInTheDocument();
    expect(screen.getByText('Total earned').nextElementSibling).toHaveTextContent('$0');
  });

  it('copies the link to the clipboard and announces Copied; no Share without a share sheet', async () => {
    const user = userEvent.setup();
    renderInvite();
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('https://kitswap.test/?referral_code=ABCD2345');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('shares the link through the device’s share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://kitswap.test/?referral_code=ABCD2345' }),
    );
  });
});
