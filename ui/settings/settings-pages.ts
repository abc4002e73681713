/**
 * The settings pages of the avatar menu's 'My Settings' (spec §2.3, in its order) and their paths
 * (§2.1). The menu, the drawer and the settings pages' own side navigation read this one list.
 */
export const SETTINGS_PAGES = [
  { key: 'account', label: 'My Settings', href: '/settings/account' },
  { key: 'vacation', label: 'Vacation Mode', href: '/settings/vacation' },
  { key: 'notifications', label: 'My Notifications', href: '/settings/notifications' },
  { key: 'addresses', label: 'My Addresses', href: '/settings/addresses' },
  { key: 'payment-methods', label: 'My Payment Methods', href: '/settings/payment_methods' },
  { key: 'integrations', label: 'Connected Accounts', href: '/settings/integrations' },
] as const;

export type SettingsPageKey = (typeof SETTINGS_PAGES)[number]['key'];
