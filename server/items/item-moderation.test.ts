import { beforeAll, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { itemDetailSchema } from '../../schemas/entities/item-detail';
import { requestAs, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const DEMO_SELLER = 1002;
const DEMO_ADMIN = 1004;

const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors;
const detailOf = (body: unknown) => itemDetailSchema.parse((body as { data: unknown }).data);

describeEachDriver('admin grants: take down, unreport, remove GMC, and the actions per viewer', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const actionsOf = async (id: number, userId: number | null) =>
    detailOf((await call('GET', `/v1/items/${id}`, userId)).body).actions;
  let spare: { id: number; seller_id: number }[] = [];
  beforeAll(async () => {
    spare = await context.db.query(
      `SELECT id, seller_id FROM items i WHERE state = 'available' AND seller_id < 1000 AND NOT auction AND accepts_offers
         AND NOT EXISTS (SELECT 1 FROM item_reports r WHERE r.item_id = i.id) ORDER BY id LIMIT 20`,
    );
  });
  const nextItem = () => spare.shift()!;
  const reportedItemOf = async (sellerId: number) =>
    (
      await context.db.query<{ id: number }>(
        `SELECT DISTINCT r.item_id AS id FROM item_reports r JOIN items i ON i.id = r.item_id
         WHERE i.seller_id = $1 AND r.resolved_at IS NULL ORDER BY 1 LIMIT 1`,
        [sellerId],
      )
    )[0]!.id;
  const feed = async () => {
    const response = await context.app.request('/feeds/google-merchant.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    return response.text();
  };

  it('gives an admin the grants on another seller’s item, beside the buyer’s actions; the seller and buyers none of them', async () => {
    const item = nextItem();
    expect(await actionsOf(item.id, DEMO_ADMIN)).toEqual([
      'buy',
      'add_to_cart',
      'offer',
      'edit',
      'take_down',
      'remove_gmc',
    ]);
    expect(await actionsOf(item.id, DEMO_SELLER)).toEqual(['buy', 'add_to_cart', 'offer']);
    expect(await actionsOf(item.id, null)).toEqual(['buy', 'add_to_cart', 'offer']);
    const seller = await actionsOf(item.id, item.seller_id);
    expect(seller).not.toContain('take_down');
    expect(seller).not.toContain('remove_gmc');
    // demo_seller's seeded reported item: unreport for the admin only.
    const reported = await reportedItemOf(DEMO_SELLER);
    expect(await actionsOf(reported, DEMO_ADMIN)).toContain('unreport');
    expect(await actionsOf(reported, DEMO_SELLER)).not.toContain('unreport');
  });

  it('edit: an admin loads and saves anyone’s published listing, never a draft; another seller may not', async () => {
    const item = nextItem();
    expect((await call('GET', `/v1/items/${item.id}/edit?track=false`, DEMO_ADMIN)).status).toBe(200);
    const saved = await call('PUT', `/v1/items/${item.id}`, DEMO_ADMIN, {
      item: { name: 'Fixed by staff: wrong title' },
    });
    expect(saved.status).toBe(200);
    const [row] = await context.db.query<{ name: string; seller_id: number }>(
      'SELECT name, seller_id FROM items WHERE id = $1',
      [item.id],
    );
    expect(row).toEqual({ name: 'Fixed by staff: wrong title', seller_id: item.seller_id });
    expect((await call('PUT', `/v1/items/${item.id}`, DEMO_SELLER, { item: { name: 'Not mine' } })).status).toBe(403);
    const [draft] = await context.db.query<{ id: number }>(
      `SELECT id FROM items WHERE state = 'draft' ORDER BY id LIMIT 1`,
    );
    expect((await call('PUT', `/v1/items/${draft!.id}`, DEMO_ADMIN, { item: { name: 'Draft edit' } })).status).toBe(
      403,
    );
    expect((await call('GET', `/v1/items/${draft!.id}/edit`, DEMO_ADMIN)).status).toBe(403);
  });

  it('take down: an admin removes anyone’s item with the reason and who did it; twice is once', async () => {
    const item = nextItem();
    const answer = await call('POST', `/v1/items/${item.id}/take_down`, DEMO_ADMIN, {
      take_down: { reason: 'Counterfeit' },
    });
    expect(answer.status).toBe(200);
    const detail = detailOf(answer.body);
    expect(detail.state).toBe('removed');
    expect(detail.actions).not.toContain('take_down');
    expect(
      (await call('POST', `/v1/items/${item.id}/take_down`, DEMO_ADMIN, { take_down: { reason: 'Again' } })).status,
    ).toBe(200);
    expect(
      await context.db.query('SELECT kind, reason, removed_by, previous_state FROM item_removals WHERE item_id = $1', [
        item.id,
      ]),
    ).toEqual([{ kind: 'take_down', reason: 'Counterfeit', removed_by: DEMO_ADMIN, previous_state: 'available' }]);
    expect(await feed()).not.toContain(`<g:id>${item.id}</g:id>`);
  });

  it('a taken-down item stays down for its seller: duplicate, edit and publish are refused, writing nothing', async () => {
    const item = nextItem();
    await call('POST', `/v1/items/${item.id}/take_down`, DEMO_ADMIN, { take_down: { reason: 'Counterfeit' } });
    expect(await actionsOf(item.id, item.seller_id)).toEqual([]);
    const countItems = async () =>
      (
        await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE seller_id = $1', [
          item.seller_id,
        ])
      )[0]!.n;
    const before = await countItems();
    const copy = await call('POST', `/v1/items/${item.id}/duplicate`, item.seller_id);
    expect([copy.status, errorsOf(copy.body)]).toEqual([
      409,
      [
        {
          message:
            'Kitswap staff took this item down: it cannot be listed again. Contact support if you think this is a mistake',
          code: 'taken_down',
        },
      ],
    ]);
    expect(await countItems()).toBe(before);
    const edit = await call('PUT', `/v1/items/${item.id}`, item.seller_id, { item: { name: 'Relisted' } });
    expect([edit.status, errorsOf(edit.body)[0]!.code]).toEqual([409, 'conflict']);
    const publish = await call('POST', '/v1/items/publish', item.seller_id, { item: { id: item.id } });
    expect(publish.status).toBe(409);
    expect(
      await context.db.query('SELECT state, name <> $2 AS kept FROM items WHERE id = $1', [item.id, 'Relisted']),
    ).toEqual([{ state: 'removed', kept: true }]);
  });

  it('a seller’s own removal is not a take down: the seller still duplicates it', async () => {
    const item = nextItem();
    const removed = await call('POST', `/v1/items/${item.id}/remove`, item.seller_id, {
      removal: { reason: 'sold_elsewhere' },
    });
    expect(removed.status).toBe(200);
    expect(await actionsOf(item.id, item.seller_id)).toEqual(['duplicate']);
    expect((await call('POST', `/v1/items/${item.id}/duplicate`, item.seller_id)).status).toBe(201);
  });

  it('refuses every admin call to a non-admin, the item’s own seller too (403), writing nothing', async () => {
    const item = nextItem();
    const reported = await reportedItemOf(DEMO_SELLER);
    const calls: [string, number, unknown][] = [
      [`/v1/items/${item.id}/take_down`, item.seller_id, { take_down: { reason: 'Mine' } }],
      [`/v1/items/${item.id}/take_down`, DEMO_SELLER, { take_down: { reason: 'Spam' } }],
      [`/v1/items/${reported}/unreport`, DEMO_SELLER, undefined],
      [`/v1/items/${item.id}/remove_gmc`, item.seller_id, undefined],
    ];
    for (const [path, caller, body] of calls) {
      const refused = await call('POST', path, caller, body);
      expect([path, refused.status, errorsOf(refused.body)]).toEqual([
        path,
        403,
        [{ message: 'Only Kitswap staff can do this', code: 'forbidden' }],
      ]);
    }
    expect((await call('POST', `/v1/items/${item.id}/take_down`, null, { take_down: { reason: 'x' } })).status).toBe(
      401,
    );
    const [state] = await context.db.query(
      `SELECT i.state, i.gmc_excluded_at, (SELECT count(*)::int FROM item_reports r WHERE r.item_id = $2 AND r.resolved_at IS NULL) AS open
       FROM items i WHERE i.id = $1`,
      [item.id, reported],
    );
    expect(state).toEqual({ state: 'available', gmc_excluded_at: null, open: 2 });
    const blank = await call('POST', `/v1/items/${item.id}/take_down`, DEMO_ADMIN, { take_down: { reason: ' ' } });
    expect([blank.status, errorsOf(blank.body)[0]!.message]).toEqual([400, 'Give a reason']);
    expect((await call('POST', '/v1/items/999999/take_down', DEMO_ADMIN, { take_down: { reason: 'x' } })).status).toBe(
      404,
    );
  });

  it("unreport: an admin resolves the item's open reports ('Unreported'); the action goes", async () => {
    // An item reported for this test: demo_seller's seeded reported item stays open for the others.
    const reported = nextItem().id;
    await context.db.query(
      `INSERT INTO item_reports (item_id, reporter_id, reason) VALUES ($1, $2, 'Counterfeit'), ($1, $3, 'Spam')`,
      [reported, DEMO_SELLER, DEMO_ADMIN],
    );
    expect(await actionsOf(reported, DEMO_ADMIN)).toContain('unreport');
    const answer = await call('POST', `/v1/items/${reported}/unreport`, DEMO_ADMIN);
    expect(answer.status).toBe(200);
    expect(detailOf(answer.body).actions).not.toContain('unreport');
    expect(
      await context.db.query(
        'SELECT DISTINCT resolved_by, resolved_at IS NOT NULL AS resolved FROM item_reports WHERE item_id = $1',
        [reported],
      ),
    ).toEqual([{ resolved_by: DEMO_ADMIN, resolved: true }]);
    expect((await call('POST', `/v1/items/${reported}/unreport`, DEMO_ADMIN)).status).toBe(200);
  });

  it('remove GMC: the item leaves the Google Merchant Center feed and the action goes', async () => {
    const item = nextItem();
    const before = await feed();
    expect(before).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/,
    );
    expect(before).toContain(`<g:id>${item.id}</g:id>`);
    expect(before.trimEnd()).toMatch(/<\/channel>\n<\/rss>$/);
    const answer = await call('POST', `/v1/items/${item.id}/remove_gmc`, DEMO_ADMIN);
    expect(answer.status).toBe(200);
    expect(detailOf(answer.body).actions).not.toContain('remove_gmc');
    expect(await feed()).not.toContain(`<g:id>${item.id}</g:id>`);
    expect((await call('POST', `/v1/items/${item.id}/remove_gmc`, DEMO_ADMIN)).status).toBe(200);
    // Still for sale on Kitswap.
    expect((await requestJson(context.app, `/v1/items/${item.id}`)).status).toBe(200);
  });
});
