import type { Hono } from 'hono';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { warehouseLabelSchema, type QrCode } from '../../schemas/entities/warehouse-label';
import { createApp } from '../app';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokenSigner, DEVELOPMENT_TOKEN_SECRET } from '../auth/access-token';
import { demoAccount } from '../seed/demo-accounts';
import { DEMO_ORG_ID } from '../seed/demo-logins';
import { requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { WAREHOUSE_LABEL_FORBIDDEN } from './warehouse-label-routes';

const WEB_ORIGIN = 'https://www.kitswap.test';
const ORG_SELLER = demoAccount('organisation').id;

/** A token as the identity service signs it: org_id only for organisation users. */
function tokenFor(userId: number, orgId?: number): { authorization: string } {
  const claims = { sub: String(userId), uuid: `user-${userId}`, ...(orgId === undefined ? {} : { org_id: orgId }) };
  return {
    authorization: `Bearer ${createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET).sign(claims, ACCESS_TOKEN_TTL_SECONDS)}`,
  };
}

/** Reads the QR code back the way a scanner would: drawn as the label draws it, rasterised, decoded. */
async function scan(qr: QrCode): Promise<string | null> {
  const side = qr.size + 8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${side} ${side}" width="${side * 8}" height="${side * 8}" shape-rendering="crispEdges"><rect x="-4" y="-4" width="${side}" height="${side}" fill="#fff"/><path d="${qr.path}" fill="#000"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describeEachDriver('GET /v1/items/:id/warehouse_label', (driver) => {
  const context = useSeededApp(driver);
  let app: Hono;
  let orgItem: { id: number; name: string; url: string };
  let otherItemId: number;
  const get = (path: string, headers: Record<string, string> = {}) => requestJson(app, path, { headers });

  beforeAll(async () => {
    app = createApp({ db: context.db, webOrigin: WEB_ORIGIN });
    const [item] = await context.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM items WHERE seller_id = $1 AND location_id = 'A-03-12'",
      [ORG_SELLER],
    );
    const detail = await get(`/v1/items/${item!.id}`);
    orgItem = { ...item!, url: (detail.body as { data: { url: string } }).data.url };
    const [other] = await context.db.query<{ id: number }>(
      "SELECT id FROM items WHERE seller_id <> $1 AND state = 'available' ORDER BY id LIMIT 1",
      [ORG_SELLER],
    );
    otherItemId = other!.id;
  });

  it("gives the organisation its item's label: QR of the page URL, id, name, event, location and cost", async () => {
    const answer = await get(`/v1/items/${orgItem.id}/warehouse_label`, tokenFor(ORG_SELLER, DEMO_ORG_ID));
    expect(answer.status).toBe(200);
    const label = warehouseLabelSchema.parse((answer.body as { data: unknown }).data);
    expect(label).toMatchObject({
      item_id: orgItem.id,
      name: orgItem.name,
      url: `${WEB_ORIGIN}${orgItem.url}`,
      location_id: 'A-03-12',
      event_name: 'Minnesota Hockey Expo 2026',
    });
    expect(label.cost).toBeGreaterThan(0);
    expect(await scan(label.qr)).toBe(`${WEB_ORIGIN}${orgItem.url}`);
  });

  it('answers any member of the organisation, not only the seller (the organisation owns the item)', async () => {
    const [colleague] = await context.db.query<{ id: number }>(
      "INSERT INTO users (username, joined_at) VALUES ('org_packer', now()) RETURNING id",
    );
    await context.db.query(
      "INSERT INTO user_logins (user_id, email, org_id) VALUES ($1, 'packer@org.kitswap.test', $2)",
      [colleague!.id, DEMO_ORG_ID],
    );
    const answer = await get(`/v1/items/${orgItem.id}/warehouse_label`, tokenFor(colleague!.id, DEMO_ORG_ID));
    expect(answer.status).toBe(200);
  });

  it("refuses anyone else with 403: no org_id, another organisation, an item the organisation doesn't sell", async () => {
    const refusals = [
      await get(`/v1/items/${orgItem.id}/warehouse_label`, tokenFor(demoAccount('buyer').id)),
      await get(`/v1/items/${orgItem.id}/warehouse_label`, tokenFor(demoAccount('buyer').id, DEMO_ORG_ID + 1)),
      // The seller's own token without its org_id claim: the claim is what grants it.
      await get(`/v1/items/${orgItem.id}/warehouse_label`, tokenFor(ORG_SELLER)),
      await get(`/v1/items/${otherItemId}/warehouse_label`, tokenFor(ORG_SELLER, DEMO_ORG_ID)),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(403);
      expect(apiErrorBodySchema.parse(answer.body).errors[0]).toMatchObject({
        code: 'forbidden',
        message: WAREHOUSE_LABEL_FORBIDDEN,
      });
    }
  });

  it('asks a guest to sign in (401), and answers 404 for an unknown item and 400 for a bad id', async () => {
    expect((await get(`/v1/items/${orgItem.id}/warehouse_label`)).status).toBe(401);
    expect((await get('/v1/items/99999999/warehouse_label', tokenFor(ORG_SELLER, DEMO_ORG_ID))).status).toBe(404);
    expect((await get('/v1/items/abc/warehouse_label', tokenFor(ORG_SELLER, DEMO_ORG_ID))).status).toBe(400);
  });
});
