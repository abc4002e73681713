import type { Sale, UserConfiguration, Vacation } from '../../../schemas/entities/chrome';
import { hasFeature } from '../../../ui/site-configuration/features';
import { CSV_IMPORT_PATH, vacationCause } from '../../../ui/vacation/vacation-cause';
import { HELP_CENTER } from '../links';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Spec §9: inventory counts as fresh within 24 hours. */
const FRESH_INVENTORY_MS = DAY_MS;

/** What one banner says: its text, an optional bold lead-in, and at most one action. */
export interface BannerContent {
  key: string;
  kind: 'error' | 'warning' | 'info' | 'success';
  header?: string;
  text: string;
  /** A link, or (no href) an action the banner component handles by key. */
  action?: { label: string; href?: string };
}

/** The vacation banner: 'Vacation Mode is ON', with its cause's reason and button (ui/vacation/vacation-cause.ts). */
export function vacationBanner(vacation: Vacation): BannerContent {
  const { text, action } = vacationCause(vacation);
  return { key: 'vacation', kind: 'warning', header: 'Vacation Mode is ON', text, action };
}

/** The inventory import banner (spec §2.5 item 4), or null when the import_items feature is off. */
export function inventoryBanner(user: UserConfiguration, now: number): BannerContent | null {
  if (!hasFeature(user, 'import_items')) return null;
  if (!user.inventory_imported_at) {
    return {
      key: 'inventory',
      kind: 'info',
      header: 'GET STARTED!',
      text: 'Upload your items now to start selling.',
      action: { label: 'Start Now', href: CSV_IMPORT_PATH },
    };
  }
  const age = Math.max(0, now - Date.parse(user.inventory_imported_at));
  if (age < FRESH_INVENTORY_MS) {
    const hours = Math.floor(age / HOUR_MS);
    const ago = hours < 1 ? 'less than an hour' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
    return { key: 'inventory', kind: 'success', header: 'ALL GOOD', text: `Inventory last updated ${ago} ago.` };
  }
  const days = Math.floor(age / DAY_MS);
  return {
    key: 'inventory',
    kind: 'warning',
    header: 'WARNING',
    text: `Inventory last updated ${days} ${days === 1 ? 'day' : 'days'} ago`,
    action: { label: 'Update Now', href: CSV_IMPORT_PATH },
  };
}

export const CANADIAN_TARIFF_TEXT =
  'A few of your items aren\'t available for US buyers. Update them to "Use Your Own Label" so they can be purchased.';

/**
 * The sale banner (spec §2.5 item 5): running → '{label} - {name}' + Shop Sale; ahead → '{name} starting soon' + Add
 * to Sale.
 */
export function saleBanner(sale: Sale, now: number): BannerContent | null {
  const start = Date.parse(sale.started_at);
  const end = Date.parse(sale.ended_at);
  if (now >= end) return null;
  if (now >= start)
    return {
      key: `sale-${sale.id}`,
      kind: 'info',
      text: `${sale.label} - ${sale.name}`,
      action: { label: 'Shop Sale', href: sale.destination },
    };
  return { key: `sale-${sale.id}`, kind: 'info', text: `${sale.name} starting soon`, action: { label: 'Add to Sale' } };
}

/**
 * The banners that apply, in the priority order of spec §2.5: restricted, vacation, Canadian
 * tariff, inventory import, sale. Each shows when its condition holds, stacked in that order. The
 * restricted banner is 'restricted': its texts and action are the component's (they differ by width
 * and by the unrestrict action).
 */
export function activeBanners(input: {
  user?: UserConfiguration;
  vacation?: Vacation | null;
  sale?: Sale | null;
  saleDismissed: boolean;
  now: number;
}): (BannerContent | 'restricted')[] {
  const { user, vacation, sale, saleDismissed, now } = input;
  const banners: (BannerContent | 'restricted' | null)[] = [
    user?.restricted ? 'restricted' : null,
    user && vacation ? vacationBanner(vacation) : null,
    user?.canadian_tariff_effected
      ? {
          key: 'canadian-tariff',
          kind: 'warning',
          text: CANADIAN_TARIFF_TEXT,
          action: { label: 'Learn more', href: HELP_CENTER.usBuyersCannotSeeItems },
        }
      : null,
    user ? inventoryBanner(user, now) : null,
    sale && !saleDismissed ? saleBanner(sale, now) : null,
  ];
  return banners.filter((banner) => banner !== null);
}
