import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import type { UserProfile } from '../../schemas/entities/user-profile';
import { LockerHeader } from './LockerHeader';

const profile: UserProfile = {
  id: 7,
  uuid: '0f6f7c1e-8a51-4f7e-9f55-2f4d1f0e9a01',
  username: 'puck_dealer',
  avatar_url: '/media/avatars/7.svg',
  joined_at: '2024-03-15T12:00:00.000Z',
  country: 'CA',
  ship_days: 1,
  feedback: { count: 30, score: 96.66 },
  followers_count: 30,
  following_count: 0,
  available_count: 12,
  sold_count: 5,
  following: false,
  pro: false,
  bio: null,
  cover_url: null,
};
const proProfile: UserProfile = {
  ...profile,
  pro: true,
  bio: 'Goalie gear, mostly Bauer.\nShips in 2 days.\n<b>never bold</b>',
  cover_url: '/media/uploads/41/large.webp',
};

describe('the locker head of a Kitswap Pro seller', () => {
  it('shows the cover photo as a fixed-ratio banner with alt text, the Pro badge beside the username, and the bio as text', () => {
    const { container } = renderWithEngine(<LockerHeader profile={proProfile} />);
    const cover = screen.getByRole('img', { name: '@puck_dealer’s cover photo' });
    expect(cover).toHaveAttribute('src', '/media/uploads/41/large.webp');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1200', '300']);
    expect(screen.getByRole('heading', { level: 1, name: '@puck_dealer' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kitswap Pro member' })).toHaveTextContent('Pro');
    const bio = container.querySelector('.ks-locker__bio')!;
    // Plain text: the markup is shown as typed, never parsed, and the line breaks are kept for pre-line.
    expect(bio.textContent).toBe('Goalie gear, mostly Bauer.\nShips in 2 days.\n<b>never bold</b>');
    expect(bio.querySelector('b')).toBeNull();
  });

  it('shows none of them for a seller who is not Pro (or whose subscription ended)', () => {
    const { container } = renderWithEngine(<LockerHeader profile={profile} />);
    expect(screen.queryByRole('img', { name: 'Kitswap Pro member' })).toBeNull();
    expect(screen.queryByRole('img', { name: '@puck_dealer’s cover photo' })).toBeNull();
    expect(container.querySelector('.ks-locker__bio')).toBeNull();
  });
});
