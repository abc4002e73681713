import { daysAfterSeedNow, daysBeforeSeedNow } from './clock';
import { demoAccount } from './demo-accounts';

/**
 * The demo accounts' spendable balances in cents, posted as `opening_balance` ledger transactions
 * (server/ledger/postings.ts) by the seed's ledger step: the header's Balance reads the ledger.
 */
export const OPENING_BALANCES: { userId: number; cents: number }[] = [
  { userId: demoAccount('buyer').id, cents: 2500 },
  { userId: demoAccount('seller').id, cents: 41250 },
  { userId: demoAccount('pro').id, cents: 189025 },
  { userId: demoAccount('vacation').id, cents: 6000 },
];

/**
 * Generated sellers with CSV import turned on and no import yet. Each copy of e2e/csv-import.spec.ts's import test
 * (a `--repeat-each` copy or a retry: `copyOfTest`) imports as its own, since the import page shows its seller's
 * latest import: two copies importing as one seller at once would each find the other's.
 */
export const IMPORTING_SELLER_IDS = [131, 132, 133, 134, 135, 136];

/**
 * The chrome's seed (migration 070): the Pro tier closed to all but the accounts granted it (`pro_access`), the demo
 * accounts' states (a buyer who sees the fast shipping and Canadian sellers filters, restricted
 * with the self-unrestrict action, on vacation, a seller with every import banner input, a Pro
 * seller), one sale running through the holidays and one starting in the spring, and search synonyms.
 */
export function buildChromeSeed() {
  const config = (kind: Parameters<typeof demoAccount>[0] | number, values: Record<string, unknown>) => ({
    user_id: typeof kind === 'number' ? kind : demoAccount(kind).id,
    features: [],
    trade_in_account: false,
    power_seller: false,
    restricted: false,
    can_self_unrestrict: false,
    canadian_tariff_effected: false,
    inventory_imported_at: null,
    schedule_call: false,
    admin: false,
    ...values,
  });
  return {
    site_settings: [{ key: 'pro_enabled', value: false }],
    user_configurations: [
      config('buyer', { features: ['fast_shipping_filter_enabled', 'canadian_sellers_filter_enabled'] }),
      config('seller', {
        features: ['import_items'],
        inventory_imported_at: daysBeforeSeedNow(3),
        canadian_tariff_effected: true,
        schedule_call: true,
      }),
      config('pro', {
        features: ['import_items', 'export_items', 'insights', 'pro_access'],
        power_seller: true,
        inventory_imported_at: daysBeforeSeedNow(0),
        schedule_call: true,
      }),
      // The CMS editor: sees unpublished drafts with ?preview=1 (cms/cms.ts).
      config('admin', { features: ['cms_editor', 'pro_access'], admin: true }),
      config('organisation', { trade_in_account: true }),
      config('restricted', { restricted: true, can_self_unrestrict: true }),
      config('vacation', {}),
      ...IMPORTING_SELLER_IDS.map((id) => config(id, { features: ['import_items'] })),
    ],
    vacations: [
      {
        id: 1,
        user_id: demoAccount('vacation').id,
        generated_by: 'user',
        details: null,
        started_at: daysBeforeSeedNow(5),
        ended_at: null,
        // Migration 127: no return date (on until turned off), and a message to buyers.
        returns_on: null,
        message: 'Away at a tournament. Back soon: offers and orders wait until then.',
      },
    ],
    sales: [
      {
        id: 1,
        name: 'Holiday Gear Sale',
        label: '20% off',
        destination: '/search?sale=1',
        started_at: daysBeforeSeedNow(7),
        ended_at: daysAfterSeedNow(40),
        slug: 'holiday-gear-sale',
        subtitle: 'Gift the gear they actually want',
        discount_percent: 20,
      },
      {
        id: 2,
        name: 'Spring Training Sale',
        label: '15% off spring gear',
        destination: '/search?sale=1',
        started_at: daysAfterSeedNow(90),
        ended_at: daysAfterSeedNow(104),
        slug: 'spring-training-sale',
        subtitle: 'Get ready for the season',
        discount_percent: 15,
      },
    ],
    search_synonyms: [
      ['driver', 'category', 'golf/clubs/drivers'],
      ['woods', 'category', 'golf/clubs/fairway-woods'],
      ['lax', 'category', 'lacrosse'],
      ['bbcor', 'category', 'baseball/bats/bbcor-bats'],
      ['twigs', 'category', 'hockey/sticks'],
      ['hockey stick', 'category', 'hockey/sticks'],
      ['skates', 'category', 'hockey/skates'],
      ['tmade', 'brand', 'taylormade'],
      ['tm', 'brand', 'taylormade'],
      ['shipping', 'navigation', 'how-to-ship'],
      ['shipping label', 'navigation', 'how-to-ship'],
    ].map(([term, target_type, target_slug]) => ({ term, target_type, target_slug })),
  };
}
