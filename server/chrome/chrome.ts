import { z } from 'zod';
import {
  navigationEntrySchema,
  navigationLinkSchema,
  paymentProviderSchema,
  type NavigationEntry,
  type NavigationSection,
  type PredictiveResult,
  type Sale,
  type SiteConfiguration,
  type UserConfiguration,
  type Vacation,
} from '../../schemas/entities/chrome';
import type { Db } from '../db/db';
import { uploadKeySql } from '../images/image-paths';
import type { PaymentGateway } from '../payments/gateway';
import { proFeatures } from '../pro/pro';
import { avatarUrl } from '../users/social';
import { findActiveVacation } from '../vacations/vacations';

/** The page view an editor keeps the category navigation in (seeded by server/seed/cms/navigation.ts). */
export const NAVIGATION_PAGE_VIEW_SLUG = 'category-navigation';

/** The top entry the header highlights (spec §2.3: "the 'Auctions' entry is highlighted"). */
const HIGHLIGHTED_TITLE = 'Auctions';

const navTileSchema = z.object({
  title: z.string().nullish(),
  destination: z.string().nullish(),
  display_type: z.string().nullish(),
});
const navBlockSchema = z.object({
  title: z.string().nullish(),
  destination: z.string().nullish(),
  tiles: z.array(z.unknown()).nullish(),
});

/**
 * The CMS category navigation (spec §2.3, §3): the page view 'category-navigation', one block per top
 * entry (its title and destination) in page order; its tiles in order are the sections — a
 * nav_group_header tile opens a section (title, destination), each nav_link tile after it is one of that
 * section's children. What does not fit the answer's shape is left out, not failed on: a block or tile
 * without a title or a site path, a nav_link before any header, tiles of other display types. The entry
 * titled 'Auctions' is highlighted. No page view: no navigation.
 */
export async function buildNavigation(db: Db): Promise<NavigationEntry[]> {
  const [row] = await db.query<{ blocks: unknown }>('SELECT blocks FROM page_views WHERE slug = $1', [
    NAVIGATION_PAGE_VIEW_SLUG,
  ]);
  const blocks = Array.isArray(row?.blocks) ? row.blocks : [];
  return blocks.flatMap((value) => {
    const block = navBlockSchema.safeParse(value);
    if (!block.success) return [];
    const entry = navigationEntrySchema.safeParse({
      title: block.data.title,
      destination: block.data.destination,
      sections: navigationSections(block.data.tiles ?? []),
      ...(block.data.title === HIGHLIGHTED_TITLE ? { highlighted: true } : {}),
    });
    return entry.success ? [entry.data] : [];
  });
}

/** A block's tiles as sections: each nav_group_header with the nav_link tiles after it. */
function navigationSections(tiles: unknown[]): NavigationSection[] {
  const sections: NavigationSection[] = [];
  // The open section; a header that is no valid link opens none, so its links are left out with it.
  let open: NavigationSection | null = null;
  for (const value of tiles) {
    const tile = navTileSchema.safeParse(value);
    if (!tile.success) continue;
    const link = navigationLinkSchema.safeParse({ title: tile.data.title, destination: tile.data.destination });
    if (tile.data.display_type === 'nav_group_header') {
      open = link.success ? { ...link.data, children: [] } : null;
      if (open) sections.push(open);
    } else if (tile.data.display_type === 'nav_link' && link.success) {
      open?.children.push(link.data);
    }
  }
  return sections;
}

/**
 * The site configuration: Pro from `site_settings`, and the payment provider the checkout form is
 * drawn for (the gateway's name when it takes payments; a gateway the schema does not name yet
 * fails loudly here rather than reaching the client as an unknown form).
 */
export async function siteConfiguration(db: Db, payments: PaymentGateway): Promise<SiteConfiguration> {
  const rows = await db.query<{ value: unknown }>("SELECT value FROM site_settings WHERE key = 'pro_enabled'");
  return {
    pro_enabled: rows[0]?.value === true,
    payment_provider: payments.available ? paymentProviderSchema.parse(payments.name) : null,
  };
}

interface ConfigurationRow {
  id: number;
  username: string;
  features: string[] | null;
  trade_in_account: boolean | null;
  power_seller: boolean | null;
  restricted: boolean | null;
  can_self_unrestrict: boolean | null;
  canadian_tariff_effected: boolean | null;
  inventory_imported_at: Date | null;
  schedule_call: boolean | null;
  avatar_key: string | null;
  admin: boolean | null;
}

/** A user's configuration; a user without a configuration row has the defaults. Null for an unknown user. */
export async function userConfiguration(db: Db, userId: number): Promise<UserConfiguration | null> {
  const [row] = await db.query<ConfigurationRow>(
    `SELECT u.id, u.username, ${uploadKeySql('u.avatar_image_id')} AS avatar_key, c.features, c.trade_in_account, c.power_seller, c.restricted, c.can_self_unrestrict,
            c.canadian_tariff_effected, c.inventory_imported_at, c.schedule_call, c.admin
       FROM users u LEFT JOIN user_configurations c ON c.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    avatar_url: avatarUrl(row.id, row.avatar_key),
    // A running Kitswap Pro subscription adds its plan's features (pro/pro.ts).
    features: [...new Set([...(row.features ?? []), ...(await proFeatures(db, userId))])],
    settings: { trade_in_account: row.trade_in_account ?? false },
    power_seller: row.power_seller ?? false,
    restricted: row.restricted ?? false,
    // 'manage_vacations': an admin puts any account on vacation and lifts it from its locker (spec §6).
    actions: [
      ...(row.restricted && row.can_self_unrestrict ? ['unrestrict'] : []),
      ...(row.admin ? ['manage_vacations'] : []),
    ],
    canadian_tariff_effected: row.canadian_tariff_effected ?? false,
    inventory_imported_at: row.inventory_imported_at?.toISOString() ?? null,
    schedule_call: row.schedule_call ?? false,
  };
}

/**
 * The spendable balance in USD (GET /v1/balance/spendable): the user's ledger `available` account
 * (released sale proceeds, opening credit) plus `gift_card` (none yet); pending proceeds are not spendable.
 */
export async function spendableBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ cents: number | null }>(
    `SELECT sum(balance_cents)::bigint AS cents FROM ledger_accounts WHERE owner_id = $1 AND kind IN ('available', 'gift_card')`,
    [userId],
  );
  return Number(row?.cents ?? 0) / 100;
}

/**
 * Unread swaps for the inbox badge. The swaps inbox is not built yet: without a `swaps` table the
 * count is 0; once one exists with `unread_by` (the ids of users who have not read it) it counts those.
 */
export async function unreadSwaps(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM swaps WHERE unread_by @> ARRAY[$1::int]',
    [userId],
  );
  return row?.count ?? 0;
}

/** The active vacation of the chrome's banner and /settings/vacation (vacations/vacations.ts). */
export const activeVacation = (db: Db, userId: number): Promise<Vacation | null> => findActiveVacation(db, userId);

/** The sale shown in the banner: the running one, else the next to start; null when none is ahead. */
export async function currentSale(db: Db, now: Date): Promise<Sale | null> {
  const [row] = await db.query<{
    id: number;
    name: string;
    label: string;
    destination: string;
    started_at: Date;
    ended_at: Date;
    slug: string;
    subtitle: string | null;
    discount_percent: number;
  }>(
    `SELECT id, name, label, destination, started_at, ended_at, slug, subtitle, discount_percent
     FROM sales WHERE ended_at > $1 ORDER BY started_at, id LIMIT 1`,
    [now.toISOString()],
  );
  return row ? { ...row, started_at: row.started_at.toISOString(), ended_at: row.ended_at.toISOString() } : null;
}

const PREDICTIVE_LIMIT = 10;

/**
 * Predictive search (spec §2.8): categories, brands and models whose name contains the query or
 * whose synonym starts with it, with the count of available items in each. Exact names first, then
 * names starting with the query, then the most stocked; at most 10.
 */
export async function predictiveSearch(
  db: Db,
  q: string,
  filterType?: PredictiveResult['type'],
): Promise<PredictiveResult[]> {
  const rows = await db.query<PredictiveResult & { rank: number }>(
    `WITH candidates AS (
       SELECT 'category' AS type, c.name, c.slug AS path,
              (SELECT count(*)::int FROM items i JOIN categories ic ON ic.id = i.category_id
                WHERE i.state = 'available' AND c.id = ANY (ic.lineage)) AS available_count,
              coalesce((SELECT array_agg(s.term ORDER BY s.term) FROM search_synonyms s
                         WHERE s.target_type = 'category' AND s.target_slug = c.slug), '{}') AS synonyms
         FROM categories c
       UNION ALL
       SELECT 'brand', b.name, b.slug,
              (SELECT count(*)::int FROM items i WHERE i.state = 'available' AND i.brand_id = b.id),
              coalesce((SELECT array_agg(s.term ORDER BY s.term) FROM search_synonyms s
                         WHERE s.target_type = 'brand' AND s.target_slug = b.slug), '{}')
         FROM brands b
       UNION ALL
       SELECT 'model', b.name || ' ' || m.name, c.slug,
              (SELECT count(*)::int FROM items i WHERE i.state = 'available' AND i.model_id = m.id),
              '{}'::text[]
         FROM models m JOIN brands b ON b.id = m.brand_id JOIN categories c ON c.id = m.category_id
       UNION ALL
       -- Navigation pages (/nav) and the shop landers that are not a category's own page.
       SELECT CASE WHEN l.path LIKE '/nav/%' THEN 'navigation' ELSE 'lander' END, l.title, l.slug,
              CASE WHEN l.category_id IS NULL THEN 0
                   ELSE (SELECT count(*)::int FROM items i JOIN categories ic ON ic.id = i.category_id
                          WHERE i.state = 'available' AND l.category_id = ANY (ic.lineage)) END,
              coalesce((SELECT array_agg(s.term ORDER BY s.term) FROM search_synonyms s
                         WHERE s.target_type = 'navigation' AND s.target_slug = l.slug), '{}')
         FROM landers l
        WHERE l.path LIKE '/nav/%' OR NOT EXISTS (SELECT 1 FROM categories c WHERE c.slug = l.slug)
     )
     SELECT type, name, path, available_count, synonyms,
            CASE WHEN lower(name) = lower($1) THEN 0 WHEN lower(name) LIKE lower($2) || '%' THEN 1 ELSE 2 END AS rank
       FROM candidates
      WHERE (position(lower($1) IN lower(name)) > 0
             OR EXISTS (SELECT 1 FROM unnest(synonyms) term WHERE lower(term) LIKE lower($2) || '%'))
        AND ($3::text IS NULL OR type = $3)
      ORDER BY rank, available_count DESC, name
      LIMIT ${PREDICTIVE_LIMIT}`,
    [q, escapeLike(q), filterType ?? null],
  );
  return rows.map(({ rank: _rank, ...result }) => result);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
