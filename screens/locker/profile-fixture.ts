import type { UserProfile } from '../../schemas/entities/user-profile';

/** A locker's profile for component tests (@puck_dealer, Canadian, not Pro); `overrides` change what a test reads. */
export function lockerProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
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
    ...overrides,
  };
}
