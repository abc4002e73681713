import { beforeAll, expect, it } from 'vitest';
import {
  INBOX_SCOPES,
  swapArchiveSchema,
  swapCountsSchema,
  swapListResponseSchema,
  type InboxScope,
} from '../../schemas/entities/inbox';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { addSwapNotice } from './notices';

/**
 * The inbox folders over swaps in every stage (issue 18): a seller and a buyer of their own, with one
 * swap per case made in SQL, so the seed's swaps do not matter.
 */
const CASES = [
  'pending_offer',
  'expired_offer',
  'outbid_offer',
  'live_auction',
  'ended_auction',
  'awaiting_payment',
  'paid',
  'label_printed',
  'shipped',
  'delivered',
  'disputed',
  'final_after_dispute',
  'final',
  'refunded',
  'favourited',
  'favourited_long_ago',
] as const;
type Case = (typeof CASES)[number];

describeEachDriver('the inbox folders over the life of a swap', (driver) => {
  const context = useSeededApp(driver);
  const people = { seller: 0, buyer: 0, stranger: 0 };
  const swaps = {} as Record<Case, number>;
  const one = async <T>(sql: string, params: unknown[] = []) => (await context.db.query<T>(sql, params))[0]!;

  beforeAll(async () => {
    for (const role of ['seller', 'buyer', 'stranger'] as const)
      people[role] = (
        await one<{ id: number }>('INSERT INTO users (username, joined_at) VALUES ($1, now()) RETURNING id', [
          `folders_${role}`,
        ])
      ).id;
    const items = await context.db.query<{ id: number }>(
      `UPDATE items SET seller_id = $1, auction = false WHERE id IN (
         SELECT id FROM items WHERE state = 'available' AND id NOT IN (SELECT item_id FROM swaps) ORDER BY id LIMIT $2)
       RETURNING id`,
      [people.seller, CASES.length],
    );
    for (const [index, name] of CASES.entries()) {
      const itemId = items[index]!.id;
      swaps[name] = (
        await one<{ id: number }>(
          'INSERT INTO swaps (item_id, buyer_id, seller_id, updated_at) VALUES ($1, $2, $3, ks_now()) RETURNING id',
          [itemId, people.buyer, people.seller],
        )
      ).id;
    }
    const sql = (statement: string, params: unknown[]) => context.db.query(statement, params);
    const offer = (name: Case, state: string, expires: string | null = null) =>
      sql(
        `INSERT INTO offers (swap_id, item_id, amount, state, expires_at)
         SELECT id, item_id, 95, $2, ks_now() + $3::interval FROM swaps WHERE id = $1`,
        [swaps[name], state, expires],
      );
    const stage = (name: Case, value: string, extra = '') =>
      sql(`UPDATE swaps SET stage = $2${extra} WHERE id = $1`, [swaps[name], value]);
    await offer('pending_offer', 'pending', '1 day');
    await offer('expired_offer', 'pending', '-1 minute');
    await offer('outbid_offer', 'outbid');
    await sql(
      "UPDATE items SET auction = true, ends_at = ks_now() + interval '1 hour' WHERE id = (SELECT item_id FROM swaps WHERE id = $1)",
      [swaps.live_auction],
    );
    await sql(
      "UPDATE items SET auction = true, ends_at = ks_now() - interval '1 minute' WHERE id = (SELECT item_id FROM swaps WHERE id = $1)",
      [swaps.ended_auction],
    );
    await stage('awaiting_payment', 'awaiting_payment', ", pay_by = ks_now() + interval '2 days'");
    await stage('paid', 'paid', ", paid_at = ks_now(), ship_by = '2026-11-29T12:00:00Z'");
    await stage('label_printed', 'label_printed');
    await stage('shipped', 'shipped');
    await stage('delivered', 'delivered');
    await stage('disputed', 'disputed');
    await stage('final_after_dispute', 'final');
    await stage('final', 'final');
    await stage('refunded', 'refunded');
    for (const [name, state] of [
      ['disputed', 'open'],
      ['final_after_dispute', 'resolved'],
    ] as const)
      await sql(
        "INSERT INTO disputes (swap_id, opened_by, reason, description, state) VALUES ($1, $2, 'damaged', 'Cracked blade', $3)",
        [swaps[name], people.buyer, state],
      );
    for (const [name, age] of [
      ['favourited', '3 days'],
      ['favourited_long_ago', '40 days'],
    ] as const)
      await sql(
        'INSERT INTO favorites (user_id, item_id, created_at) SELECT $2, item_id, ks_now() - $3::interval FROM swaps WHERE id = $1',
        [swaps[name], people.buyer, age],
      );
  });

  const call = (method: string, path: string, userId: number) => requestAs(context.app, method, path, userId);
  const list = async (userId: number, query: string) =>
    swapListResponseSchema.parse((await call('GET', `/v2/swaps?page_size=100&${query}`, userId)).body).data;
  const namesIn = async (userId: number, type: 'sell' | 'buy', scope: InboxScope) => {
    const ids = (await list(userId, `type=${type}&scope=${scope}`)).map((swap) => swap.id);
    return CASES.filter((name) => ids.includes(swaps[name])).sort();
  };

  const EXPECTED: Record<Exclude<InboxScope, 'all' | 'archived' | 'starred'>, Case[]> = {
    active_auctions: ['live_auction'],
    negotiations: ['pending_offer'],
    printed_label: ['label_printed'],
    shipped: ['delivered', 'shipped'],
    completed: ['final', 'final_after_dispute', 'refunded'],
    disputes: ['disputed', 'final_after_dispute'],
    disputed: ['disputed'],
    recent_favorites: ['favourited'],
  };

  it('fills each folder from the stage, the dispute, the auction clock, the offer clock and the favourite date, on both sides', async () => {
    for (const [scope, names] of Object.entries(EXPECTED)) {
      expect([scope, await namesIn(people.seller, 'sell', scope as InboxScope)]).toEqual([scope, names]);
      expect([scope, await namesIn(people.buyer, 'buy', scope as InboxScope)]).toEqual([scope, names]);
    }
    expect(await namesIn(people.seller, 'sell', 'all')).toEqual([...CASES].sort());
    expect(await namesIn(people.buyer, 'sell', 'all')).toEqual([]);
  });

  it('labels each row by its stage first, then its latest offer (outbid, expired by the clock), else Message', async () => {
    const labels = Object.fromEntries(
      (await list(people.seller, 'type=sell')).map((swap) => [
        CASES.find((name) => swaps[name] === swap.id),
        swap.label,
      ]),
    );
    expect(labels).toEqual({
      pending_offer: 'Offer $95 pending',
      expired_offer: 'Offer $95 expired',
      outbid_offer: 'Offer $95 outbid',
      live_auction: 'Message',
      ended_auction: 'Message',
      awaiting_payment: 'Awaiting payment',
      paid: 'Paid · ship by Nov 29',
      label_printed: 'Label printed',
      shipped: 'Shipped',
      delivered: 'Delivered',
      disputed: 'Disputed',
      final_after_dispute: 'Completed',
      final: 'Completed',
      refunded: 'Refunded',
      favourited: 'Message',
      favourited_long_ago: 'Message',
    });
  });

  it('counts the unread swaps of every folder as the folder lists them', async () => {
    await context.db.query('UPDATE swaps SET unread_by = ARRAY[$1::int] WHERE seller_id = $1', [people.seller]);
    const [sell] = swapCountsSchema.parse(
      ((await call('GET', '/v2/swaps/counts?type=sell', people.seller)).body as { data: unknown }).data,
    );
    const counted = Object.fromEntries(
      sell!.children
        .flatMap((folder) => [folder, ...folder.children])
        .map((folder) => [folder.slug, folder.unread_count]),
    );
    for (const scope of INBOX_SCOPES)
      expect([scope, counted[scope]]).toEqual([scope, (await namesIn(people.seller, 'sell', scope)).length]);
    expect(counted.all).toBe(CASES.length);
  });

  it("archives and unarchives for the caller only: an archived swap leaves every other folder and the other party's inbox stays", async () => {
    const id = swaps.pending_offer;
    for (let round = 0; round < 2; round++) {
      const archived = await call('PUT', `/v2/swaps/${id}/archive`, people.buyer);
      expect(archived.status).toBe(200);
      expect(swapArchiveSchema.parse((archived.body as { data: unknown }).data)).toEqual({ id, archived: true });
    }
    expect(await namesIn(people.buyer, 'buy', 'archived')).toEqual(['pending_offer']);
    expect((await list(people.buyer, 'type=buy&scope=archived'))[0]!.archived).toBe(true);
    expect(await namesIn(people.buyer, 'buy', 'all')).not.toContain('pending_offer');
    expect(await namesIn(people.buyer, 'buy', 'negotiations')).toEqual([]);
    await call('PUT', `/v2/swaps/${id}/star`, people.buyer);
    expect(await namesIn(people.buyer, 'buy', 'starred')).toEqual([]);
    expect(await namesIn(people.seller, 'sell', 'negotiations')).toEqual(['pending_offer']);
    expect(await namesIn(people.seller, 'sell', 'archived')).toEqual([]);

    expect((await call('PUT', `/v2/swaps/${id}/archive`, people.stranger)).status).toBe(404);
    expect((await call('PUT', '/v2/swaps/99999999/archive', people.buyer)).status).toBe(404);
    expect((await call('PUT', '/v2/swaps/abc/unarchive', people.buyer)).status).toBe(400);
    for (let round = 0; round < 2; round++) {
      const unarchived = await call('PUT', `/v2/swaps/${id}/unarchive`, people.buyer);
      expect(swapArchiveSchema.parse((unarchived.body as { data: unknown }).data)).toEqual({ id, archived: false });
    }
    expect(await namesIn(people.buyer, 'buy', 'archived')).toEqual([]);
    expect(await namesIn(people.buyer, 'buy', 'starred')).toEqual(['pending_offer']);
  });

  it("shows a server notice as the row's latest line, unread for the side it tells and moved to the top", async () => {
    await context.db.query('UPDATE swaps SET unread_by = $2 WHERE id = $1', [swaps.shipped, []]);
    await context.db.transaction((tx) =>
      addSwapNotice(tx, {
        swapId: swaps.shipped,
        event: 'delivered',
        body: 'The carrier delivered it.',
        notify: ['buyer'],
      }),
    );
    const [top] = await list(people.buyer, 'type=buy');
    expect([top!.id, top!.unread, top!.latest_message]).toEqual([
      swaps.shipped,
      true,
      { body: 'The carrier delivered it.' },
    ]);
    const sold = (await list(people.seller, 'type=sell')).find((swap) => swap.id === swaps.shipped)!;
    expect(sold.unread).toBe(false);
    const badge = await call('GET', '/v1/swaps/badge', people.buyer);
    expect((badge.body as { data: { badge: number } }).data.badge).toBeGreaterThan(0);
  });
});
