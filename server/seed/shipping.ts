import { demoAccount } from './demo-accounts';
import type { Random } from './random';
import type { UserRow } from './users';

export interface ShippingColumns {
  /** Business days from a sale to shipment (1 or less: fast shipping). */
  ship_days: number;
  /** Where the seller ships from (ISO 3166-1 alpha-2). */
  country: string;
}

const shipDays: [number, number][] = [
  [1, 30],
  [2, 35],
  [3, 25],
  [5, 10],
];

/**
 * How fast and from where each user ships (migration 095): about a third ship within a business
 * day, about one in seven from Canada. The demo seller ships from Canada (its account carries the
 * Canadian tariff banner) within a day.
 */
export function withShipping<User extends UserRow>(random: Random, users: User[]): (User & ShippingColumns)[] {
  const demoSeller = demoAccount('seller').id;
  return users.map((user) =>
    user.id === demoSeller
      ? { ...user, ship_days: 1, country: 'CA' }
      : { ...user, ship_days: random.weighted(shipDays), country: random.chance(0.15) ? 'CA' : 'US' },
  );
}
