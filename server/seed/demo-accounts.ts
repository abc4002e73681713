import { daysBeforeSeedNow } from './clock';
import type { UserRow } from './users';

/**
 * The known demo accounts (README lists them with their passwords). Each work area hangs its state
 * on these by kind: identity and passwords (accounts), Pro tier, restriction and vacation (chrome),
 * a PIN challenge (2FA). Ids sit above the generated users so adding one never shifts another row.
 */
export const demoAccounts = [
  { id: 1001, kind: 'buyer', username: 'demo_buyer' },
  { id: 1002, kind: 'seller', username: 'demo_seller' },
  { id: 1003, kind: 'pro', username: 'demo_pro' },
  { id: 1004, kind: 'admin', username: 'demo_admin' },
  { id: 1005, kind: 'organisation', username: 'demo_org' },
  { id: 1006, kind: 'restricted', username: 'demo_restricted' },
  { id: 1007, kind: 'vacation', username: 'demo_vacation' },
  { id: 1008, kind: 'two-factor', username: 'demo_2fa' },
  // Neither phone nor e-mail verified: Message Seller asks to verify a phone first (spec §5).
  { id: 1009, kind: 'unverified', username: 'demo_unverified' },
] as const;

export type DemoAccountKind = (typeof demoAccounts)[number]['kind'];

/** The demo account of a kind. */
export function demoAccount(kind: DemoAccountKind): (typeof demoAccounts)[number] {
  return demoAccounts.find((account) => account.kind === kind)!;
}

export function demoAccountRows(): UserRow[] {
  return demoAccounts.map(({ id, username }) => ({ id, username, joined_at: daysBeforeSeedNow(400) }));
}
