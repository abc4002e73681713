import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/testing';
import { LockerHeader } from './LockerHeader';
import { lockerProfile } from './profile-fixture';

const profile = lockerProfile();
const proProfile = {
  ...profile,
  pro: true,
  bio: 'Goalie gear, mostly Bauer.\nShips in 2 days.\n<b>never bold</b>',
  cover_url: '/media/uploads/Cg94vX16aCFQfWYuny4pIgqiQba_MH4Kd3yaw4kOjLs/large.webp',
};

describe('the locker head of a Kitswap Pro seller', () => {
  it('shows the cover photo as a fixed-ratio banner with alt text, the Pro badge beside the username, and the bio as text', () => {
    const { container } = renderWithEngine(<LockerHeader profile={proProfile} />);
    const cover = screen.getByRole('img', { name: '@puck_dealer’s cover photo' });
    expect(cover).toHaveAttribute('src', '/media/uploads/Cg94vX16aCFQfWYuny4pIgqiQba_MH4Kd3yaw4kOjLs/large.webp');
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
