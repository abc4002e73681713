import { formatMoney } from '../../ui/format/money';
import { PRO_TIER_NAME, PRO_TIER_PATH } from '../../ui/pro/pro';
import { SETTINGS_PAGES } from '../../ui/settings/settings-pages';
import { HELP_CENTER, SCHEDULE_A_CALL } from './links';

/** The Seller Dashboard (/selling, issue 33), where every seller page is linked from. */
export const SELLER_DASHBOARD_PATH = '/selling';
/**
 * Where the header's Balance goes: the dashboard's balance section, which shows Available (the spendable money,
 * with any gift-card credit the figure adds) beside Pending and what moves each. Not /selling/cashout: the balance
 * is read far more often than it is cashed out, and a buyer's gift-card credit is not cashed out at all.
 */
export const BALANCE_PATH = `${SELLER_DASHBOARD_PATH}#balance`;

export interface MenuEntry {
  key: string;
  label: string;
  /** A link; absent for Logout, which is an action. */
  href?: string;
  external?: boolean;
}

export interface AvatarMenuInput {
  username: string;
  /** Undefined when the balance call failed or has not answered: the entry is hidden (spec §2.3). */
  balance: number | undefined;
  proAvailable: boolean;
  scheduleCall: boolean;
}

/** The desktop avatar menu of spec §2.3, in its order, each entry under its condition. */
export function avatarMenuEntries({ username, balance, proAvailable, scheduleCall }: AvatarMenuInput): MenuEntry[] {
  const locker = `/locker/${encodeURIComponent(username)}`;
  const entries: (MenuEntry | false)[] = [
    { key: 'username', label: `@${username}`, href: locker },
    balance !== undefined && { key: 'balance', label: `Balance: ${formatMoney(balance)}`, href: BALANCE_PATH },
    { key: 'locker', label: 'My Locker', href: locker },
    { key: 'gift-cards', label: 'Gift Cards', href: '/gift-cards' },
    { key: 'value-guide', label: 'Value Guide', href: '/value-guide' },
    { key: 'invite', label: 'Invite Friends', href: '/invite' },
    { key: 'selling', label: 'Seller Dashboard', href: SELLER_DASHBOARD_PATH },
    { key: 'purchases', label: 'My Purchases', href: '/purchases' },
    proAvailable && { key: 'pro', label: PRO_TIER_NAME, href: PRO_TIER_PATH },
    { key: 'settings', label: 'My Settings', href: '/settings/account' },
    { key: 'vacation', label: 'Vacation Mode', href: '/settings/vacation' },
    scheduleCall && { key: 'schedule-call', label: 'Schedule a Call', href: SCHEDULE_A_CALL, external: true },
    { key: 'help', label: 'Help Center', href: HELP_CENTER.default, external: true },
    { key: 'logout', label: 'Logout' },
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}

/** The mobile right drawer (spec §2.3): its entries, then My Settings with its sub-items; Logout follows. */
export function mobileAccountEntries({
  username,
  balance,
  proAvailable,
  inboxTab,
}: Omit<AvatarMenuInput, 'scheduleCall'> & { inboxTab: string }) {
  const entries: (MenuEntry | false)[] = [
    { key: 'username', label: `@${username}`, href: `/${encodeURIComponent(username)}` },
    balance !== undefined && { key: 'balance', label: `Balance: ${formatMoney(balance)}`, href: BALANCE_PATH },
    { key: 'inbox', label: 'Inbox', href: `/swaps/${inboxTab}` },
    { key: 'locker', label: 'My Locker', href: `/locker/${encodeURIComponent(username)}` },
    { key: 'value-guide', label: "What's Your Gear Worth?", href: '/value-guide' },
    { key: 'invite', label: 'Invite Friends', href: '/invite' },
    { key: 'selling', label: 'Seller Dashboard', href: SELLER_DASHBOARD_PATH },
    { key: 'purchases', label: 'My Purchases', href: '/purchases' },
    proAvailable && { key: 'pro', label: PRO_TIER_NAME, href: PRO_TIER_PATH },
  ];
  const settings: MenuEntry[] = [...SETTINGS_PAGES];
  return { entries: entries.filter((entry): entry is MenuEntry => entry !== false), settings };
}
