import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/db';

const params = z.object({ externalId: z.string().regex(/^\d{1,64}$/) });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sandbox eBay's listing page, GET /sandbox/ebay/itm/{external_id} (the link's url, through the
 * site's /api/proxy/main): title, price and quantity as sync last left them. Mounted only with the
 * sandbox connector, so production answers 404.
 */
export function sandboxMarketplaceRoutes(db: Db): Hono {
  return new Hono().get('/sandbox/ebay/itm/:externalId', async (c) => {
    const parsed = params.safeParse(c.req.param());
    const [listing] = parsed.success
      ? await db.query<{ title: string; price: number; quantity: number; updated_at: Date }>(
          `SELECT title, price, quantity, updated_at FROM sandbox_marketplace_listings
           WHERE marketplace = 'ebay' AND external_id = $1`,
          [parsed.data.externalId],
        )
      : [];
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (!listing || !parsed.success) return c.html(page('No such listing', '<p>This listing does not exist.</p>'), 404);
    const id = parsed.data.externalId;
    return c.html(
      page(
        listing.title,
        `<p class="note">eBay sandbox — item number ${id}</p>
<dl>
  <dt>Price</dt><dd data-field="price">${money.format(listing.price)}</dd>
  <dt>Quantity</dt><dd data-field="quantity">${listing.quantity === 0 ? '0 (ended)' : listing.quantity}</dd>
  <dt>Last updated</dt><dd><time datetime="${listing.updated_at.toISOString()}">${listing.updated_at.toISOString()}</time></dd>
</dl>`,
      ),
    );
  });
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} | eBay sandbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}dt{font-weight:600}.note{color:#555}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
